import type { FastifyBaseLogger } from 'fastify';
import { Cron } from 'croner';
import { AMSTERDAM } from '../lib/amsterdam-time.ts';
import { newId } from '../lib/ids.ts';
import type { JobsRepository } from './jobs.repository.ts';
import {
  createJobRegistry,
  JOB_TRIES,
  jobIdOf,
  type Jobs,
  latestTick,
  RETRY_DELAY_MS,
} from './jobs.ts';

/** How often each instance looks for one-off jobs that came due. */
const POLL_EVERY_MS = 5_000;
/** A claim this old was left by an instance that stopped mid-job: the job may be taken again. */
const CLAIM_EXPIRES_MS = 10 * 60_000;
/** Done jobs are kept this long (a key's job is not written twice meanwhile). */
const KEEP_DONE_MS = 7 * 24 * 60 * 60_000;
const CLEAN_EVERY_MS = 60 * 60_000;
/** Jobs taken at once per look. */
const BATCH = 20;

/**
 * The scheduler on the embedded SQLite (decision 043): croner ticks the recurring jobs in
 * Amsterdam time; each tick, and each one-off job, is a row whose id is its claim, so a job
 * runs once even when two processes share the file. Jobs run one after another per instance.
 */
export function createInProcessJobs(deps: {
  jobs: JobsRepository;
  log: FastifyBaseLogger;
  now?: () => Date;
}): Jobs {
  const { jobs, log, now: clock = () => new Date() } = deps;
  const registry = createJobRegistry();
  const { handlers, schedules } = registry;
  const crons: Cron[] = [];
  let poller: NodeJS.Timeout | undefined;
  let isStopped = true;
  let cleanedAt = 0;

  const tickJob = (name: string, tick: Date) => ({
    id: jobIdOf(name, tick.toISOString()),
    name,
    data: {},
    runAt: tick,
  });

  async function runOne(job: {
    id: string;
    name: string;
    data: object;
    runAt: Date;
    tries: number;
  }) {
    const takenAt = clock();
    if (!(await jobs.claim(job.id, takenAt, new Date(takenAt.getTime() - CLAIM_EXPIRES_MS))))
      return false;
    try {
      await handlers.get(job.name)!(job.data, { dueAt: job.runAt });
      await jobs.markDone(job.id, clock());
    } catch (error) {
      const isLastTry = job.tries + 1 >= JOB_TRIES;
      log.error({ err: error, job: job.name, isLastTry }, 'job failed');
      if (isLastTry) await jobs.markDone(job.id, clock());
      else await jobs.release(job.id, new Date(clock().getTime() + RETRY_DELAY_MS));
    }
    return true;
  }

  async function runDueNow(now: Date) {
    let ran = 0;
    // Until none is left: a job may enqueue others, due at once (a digest, one per coach).
    for (;;) {
      const staleBefore = new Date(clock().getTime() - CLAIM_EXPIRES_MS);
      const due = await jobs.due([...handlers.keys()], now, staleBefore, BATCH);
      if (due.length === 0) break;
      for (const job of due) if (await runOne(job)) ran++;
    }
    // By the clock the jobs were marked done with, not `now`: a fake clock ahead of it (tests)
    // removed every finished tick, and the same tick then ran again.
    const cleaningAt = clock().getTime();
    if (cleaningAt - cleanedAt > CLEAN_EVERY_MS) {
      cleanedAt = cleaningAt;
      await jobs.removeDoneBefore(new Date(cleaningAt - KEEP_DONE_MS));
    }
    return ran;
  }

  // One look at a time per instance: a tick during a look waits for it.
  let running: Promise<number> = Promise.resolve(0);
  const look = (now: Date) => {
    const next = running.then(() => runDueNow(now));
    running = next.catch((error: unknown) => {
      log.error({ err: error }, 'job scheduler: looking for due jobs failed');
      return 0;
    });
    return next;
  };

  return {
    driver: 'in-process',
    recurring: registry.recurring,
    define: registry.define,
    async enqueue(name, data, { at, key } = {}) {
      const runAt = at ?? clock();
      await jobs.add({ id: key ? jobIdOf(name, key) : newId(), name, data, runAt });
      if (!isStopped && runAt <= clock()) void look(clock()).catch(() => {});
    },
    async start() {
      isStopped = false;
      for (const [name, cron] of schedules)
        crons.push(
          new Cron(cron, { timezone: AMSTERDAM, unref: true }, async (self: Cron) => {
            const tick = self.currentRun() ?? clock();
            try {
              await jobs.add(tickJob(name, tick));
              await look(clock());
            } catch (error) {
              log.error({ err: error, job: name }, 'job scheduler: a tick failed');
            }
          }),
        );
      poller = setInterval(() => void look(clock()).catch(() => {}), POLL_EVERY_MS);
      poller.unref();
      void look(clock()).catch(() => {});
    },
    async stop() {
      isStopped = true;
      for (const cron of crons.splice(0)) cron.stop();
      clearInterval(poller);
      await running;
    },
    async runDue(now = clock()) {
      for (const [name, cron] of schedules) {
        const tick = latestTick(cron, now);
        if (tick) await jobs.add(tickJob(name, tick));
      }
      return look(now);
    },
  };
}
