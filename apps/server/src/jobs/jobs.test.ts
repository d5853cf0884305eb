import { describe, expect, it } from 'vitest';
import { buildTwoAppsOnOneDatabase } from '../../test/helper.ts';
import { nextTick } from './jobs.ts';

// Two instances of the app on one database, as behind a load balancer.
const [first, second] = await buildTwoAppsOnOneDatabase();

/** Every run of a test job, by instance. */
const runs: { job: string; instance: string; dueAt: Date; data: object }[] = [];
for (const [instance, { services }] of [
  ['first', first],
  ['second', second],
] as const) {
  services.jobs.define('test-once', async (data, { dueAt }) => {
    runs.push({ job: 'test-once', instance, dueAt, data });
  });
  services.jobs.recurring('test-monday', '0 7 * * 1', async ({ dueAt }) => {
    runs.push({ job: 'test-monday', instance, dueAt, data: {} });
  });
}
let slowFinished = false;
first.services.jobs.define('test-slow', async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  slowFinished = true;
});
await Promise.all([first.app.ready(), second.app.ready()]);

const runsOf = (job: string) => runs.filter((run) => run.job === job);
const ticksOn = (dueAt: string) =>
  runsOf('test-monday').filter((run) => run.dueAt.getTime() === new Date(dueAt).getTime());
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the job scheduler', () => {
  it('reads cron in Amsterdam time, summer and winter', () => {
    // Monday 07:00 in Amsterdam: 05:00 UTC in summer, 06:00 in winter.
    expect(nextTick('0 7 * * 1', new Date('2026-03-28T12:00:00Z'))).toEqual(
      new Date('2026-03-30T05:00:00Z'),
    );
    expect(nextTick('0 7 * * 1', new Date('2026-11-25T12:00:00Z'))).toEqual(
      new Date('2026-11-30T06:00:00Z'),
    );
  });

  it('runs a one-off job due once exactly once, with two instances asking at once', async () => {
    await first.services.jobs.enqueue('test-once', { learner: 'a' }, { key: 'once-a' });
    // The same job again from the other instance: ignored.
    await second.services.jobs.enqueue('test-once', { learner: 'a' }, { key: 'once-a' });
    await Promise.all([first.services.jobs.runDue(), second.services.jobs.runDue()]);
    await Promise.all([first.services.jobs.runDue(), second.services.jobs.runDue()]);
    await settle();
    expect(runsOf('test-once')).toEqual([expect.objectContaining({ data: { learner: 'a' } })]);
  });

  it("runs each of a recurring job's ticks once across instances", async () => {
    // A fake clock years ahead: what runs on the real clock (the test above) never reaches its
    // ticks. With a Monday of this year, the test above ran that tick once the real clock had
    // passed it, and this one found nothing left to run.
    const DAY_MS = 86_400_000;
    const tick = nextTick('0 7 * * 1', new Date('2099-11-25T12:00:00Z'))!;
    const nextWeeksTick = new Date(tick.getTime() + 7 * DAY_MS);
    const [ranFirst, ranSecond] = await Promise.all([
      first.services.jobs.runDue(new Date(tick.getTime() + 30 * 60_000)),
      second.services.jobs.runDue(new Date(tick.getTime() + 30 * 60_000)),
    ]);
    expect(ranFirst + ranSecond).toBeGreaterThanOrEqual(1);
    // Later the same week: the same tick, not run again.
    await first.services.jobs.runDue(new Date(tick.getTime() + 3 * DAY_MS));
    await settle();
    expect(ticksOn(tick.toISOString())).toHaveLength(1);
    // The next Monday's tick runs once more.
    await Promise.all([
      first.services.jobs.runDue(new Date(nextWeeksTick.getTime() + 60_000)),
      second.services.jobs.runDue(new Date(nextWeeksTick.getTime() + 60_000)),
    ]);
    await settle();
    expect(ticksOn(tick.toISOString())).toHaveLength(1);
    expect(ticksOn(nextWeeksTick.toISOString())).toHaveLength(1);
  });

  it('lets a running job finish when the app closes', async () => {
    await first.services.jobs.enqueue('test-slow', {});
    const running = first.services.jobs.runDue();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await first.app.close();
    expect(slowFinished).toBe(true);
    await running;
  });
});
