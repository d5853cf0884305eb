import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { AMSTERDAM } from '../lib/amsterdam-time.ts';
import {
  createJobRegistry,
  JOB_TRIES,
  jobIdOf,
  type Jobs,
  latestTick,
  RETRY_DELAY_MS,
} from './jobs.ts';

/** How often a worker looks for jobs that came due (pg-boss also wakes it on a send here). */
const POLL_EVERY_SECONDS = 5;
/** How long a stop waits for running jobs before it lets go. */
const STOP_TIMEOUT_MS = 20_000;

/**
 * The scheduler on PostgreSQL (decision 043): pg-boss keeps the jobs in its own schema and
 * hands each to one worker of one instance; its cron ticks once across instances.
 */
export function createPgBossJobs(deps: {
  url: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}): Jobs {
  const { log, now: clock = () => new Date() } = deps;
  const boss = new PgBoss({
    connectionString: deps.url,
    max: 3,
    application_name: 'leerloop-jobs',
  });
  boss.on('error', (error) => log.error({ err: error }, 'job scheduler (pg-boss) failed'));
  const registry = createJobRegistry();
  const { handlers, schedules } = registry;
  let isStarted = false;
  /** Runs asked for by runDue(): a stop waits for them as pg-boss waits for its workers. */
  const asked = new Set<Promise<number>>();

  /** A job's data: what the caller gave, and when it was due. */
  type Envelope = { data: object; dueAt?: string };
  const dueAtOf = (job: PgBoss.JobWithMetadata<Envelope>) => {
    if (job.data?.dueAt) return new Date(job.data.dueAt);
    // A job of pg-boss's own cron has no data: its tick is the last one before it was made.
    const cron = schedules.get(job.name);
    return (cron && latestTick(cron, job.createdOn)) || job.createdOn;
  };
  const run = (job: PgBoss.JobWithMetadata<Envelope>) =>
    handlers.get(job.name)!(job.data?.data ?? {}, { dueAt: dueAtOf(job) });

  async function send(name: string, envelope: Envelope, options: PgBoss.SendOptions) {
    await boss.send(name, envelope, {
      retryLimit: JOB_TRIES - 1,
      retryDelay: RETRY_DELAY_MS / 1000,
      ...options,
    });
  }

  /**
   * Two instances starting at once may both make a queue (a table each): PostgreSQL may then
   * call one of them a deadlock. That one looks again: the other made it.
   */
  async function createQueue(name: string) {
    for (let attempt = 1; !(await boss.getQueue(name)); attempt++) {
      try {
        await boss.createQueue(name);
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
      }
    }
  }

  return {
    driver: 'pg-boss',
    recurring: registry.recurring,
    define: registry.define,
    async enqueue(name, data, { at, key } = {}) {
      await send(
        name,
        { data, dueAt: (at ?? clock()).toISOString() },
        { ...(at && { startAfter: at }), ...(key && { id: jobIdOf(name, key) }) },
      );
    },
    async start() {
      await boss.start();
      isStarted = true;
      for (const name of handlers.keys()) await createQueue(name);
      for (const [name, cron] of schedules)
        await boss.schedule(name, cron, undefined, {
          tz: AMSTERDAM,
          retryLimit: JOB_TRIES - 1,
          retryDelay: RETRY_DELAY_MS / 1000,
        });
      for (const name of handlers.keys())
        await boss.work<Envelope>(
          name,
          { pollingIntervalSeconds: POLL_EVERY_SECONDS, includeMetadata: true },
          async (jobs) => {
            for (const job of jobs) await run(job);
          },
        );
    },
    async stop() {
      if (!isStarted) return;
      isStarted = false;
      await Promise.allSettled(asked);
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
    runDue(now = clock()) {
      const running = runDueNow(now).finally(() => asked.delete(running));
      asked.add(running);
      return running;
    },
  };

  async function runDueNow(now: Date) {
    for (const [name, cron] of schedules) {
      const tick = latestTick(cron, now);
      // Due now whatever the clock says: the tick's id makes it once across instances.
      if (tick)
        await send(
          name,
          { data: {}, dueAt: tick.toISOString() },
          { id: jobIdOf(name, tick.toISOString()) },
        );
    }
    let ran = 0;
    // Until a round runs nothing: a job may send others, due at once (a digest, one per coach).
    for (let ranBefore = -1; ran > ranBefore;) {
      ranBefore = ran;
      for (const name of handlers.keys()) {
        const jobs = await boss.fetch<Envelope>(name, { batchSize: 20, includeMetadata: true });
        for (const job of jobs) {
          try {
            await run(job);
            await boss.complete(name, job.id);
          } catch (error) {
            log.error({ err: error, job: name }, 'job failed');
            await boss.fail(name, job.id, { message: String(error) });
          }
          ran++;
        }
      }
    }
    return ran;
  }
}
