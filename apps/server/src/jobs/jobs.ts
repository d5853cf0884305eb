import { createHash } from 'node:crypto';
import { Cron } from 'croner';
import { AMSTERDAM } from '../lib/amsterdam-time.ts';

/** What a job knows of its run: when it was due (a recurring job's tick, a one-off's time). */
export interface JobRun {
  dueAt: Date;
}

/**
 * The app's job scheduler (decision 043): recurring jobs on a cron in Amsterdam time and one-off
 * jobs at a time, each run by one instance however many there are. pg-boss on PostgreSQL,
 * in-process with a claim row on the embedded SQLite (jobs-in-process.ts). Jobs are declared
 * before `start()`; a job that throws is tried again (three tries in all).
 */
export interface Jobs {
  readonly driver: 'pg-boss' | 'in-process';
  /** A job run at every tick of `cron` (five fields, Amsterdam time), by one instance. */
  recurring(name: string, cron: string, run: (job: JobRun) => Promise<void>): void;
  /** What runs the one-off jobs called `name`. */
  define<T extends object>(name: string, run: (data: T, job: JobRun) => Promise<void>): void;
  /**
   * A one-off job, run once at `at` (now if left out). A second one with the same `key` while
   * the first is kept is ignored (kept: until done, and on PostgreSQL 12 hours after).
   */
  enqueue(name: string, data: object, options?: { at?: Date; key?: string }): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for those running here (before the database closes). */
  stop(): Promise<void>;
  /**
   * Runs now, here, every job due at `now`: each recurring job's latest tick (once, whoever
   * asks first) and the one-off jobs due. Tests drive the scheduler with it (a fake clock);
   * answers how many jobs ran here.
   */
  runDue(now?: Date): Promise<number>;
}

/** Names and patterns as both drivers check them (pg-boss allows these characters in names). */
export function assertJob(name: string, cron?: string) {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`job name "${name}": letters, digits, . _ - only`);
  // Throws on a pattern that is not one.
  if (cron !== undefined) new Cron(cron, { timezone: AMSTERDAM, paused: true }).stop();
}

type Handler = (data: object, job: JobRun) => Promise<void>;

/**
 * The jobs a scheduler knows, by name, as both drivers keep them: each job's handler, and the
 * recurring ones' patterns; `recurring` and `define` are the drivers' own.
 */
export function createJobRegistry() {
  const handlers = new Map<string, Handler>();
  const schedules = new Map<string, string>();
  return {
    handlers,
    schedules,
    recurring: ((name, cron, run) => {
      assertJob(name, cron);
      schedules.set(name, cron);
      handlers.set(name, (_data, job) => run(job));
    }) satisfies Jobs['recurring'],
    define: ((name, run) => {
      assertJob(name);
      handlers.set(name, run as Handler);
    }) satisfies Jobs['define'],
  };
}

/** The latest tick of `cron` (Amsterdam time) at or before `now`, if it ever ticked. */
export function latestTick(cron: string, now: Date) {
  const pattern = new Cron(cron, { timezone: AMSTERDAM, paused: true });
  const [tick] = pattern.previousRuns(1, new Date(now.getTime() + 1));
  pattern.stop();
  return tick ?? null;
}

/** The next tick of `cron` (Amsterdam time) after `after`. */
export function nextTick(cron: string, after: Date) {
  const pattern = new Cron(cron, { timezone: AMSTERDAM, paused: true });
  const tick = pattern.nextRun(after);
  pattern.stop();
  return tick;
}

/** The same id for the same job and key on every instance (a UUID, as pg-boss's ids are). */
export function jobIdOf(name: string, key: string) {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  // Shaped as a version-8 (custom) UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** How many times a job is tried before it is given up (logged as an error). */
export const JOB_TRIES = 3;
/** How long after a failed try the next one comes. */
export const RETRY_DELAY_MS = 60_000;
