import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { amsterdamDate, organisationWithAdmin, type Session } from '../../../test/groups.ts';
import { startProgramme } from '../../../test/onboarding.ts';

const app = await buildTestApp();
const { call, services } = app;
const { db } = services.database;
const school = await organisationWithAdmin(app, 'klok');
const { admin, ok } = school;
const DAY = 24 * 60 * 60 * 1000;

type Week = { number: number; isLocked: boolean; unlocksAt: string | null };
const weeksOf = async (learner: Session) =>
  ((await ok(call(learner, 'GET', '/api/get-microlearning-modules'))).weeks as Week[]).map(
    ({ number, isLocked, unlocksAt }) => ({ number, isLocked, unlocksAt }),
  );
const moduleOf = (learner: Session, id: string) =>
  call(learner, 'GET', `/api/get-microlearning-content/${id}`);

/** A group with learners in it whose own programme started `startedDaysAgo` days ago. */
async function groupWith(name: string, learners: number, startedDaysAgo = 0) {
  const group = await school.group(name);
  const sessions = [];
  for (let i = 0; i < learners; i++) {
    const learner = await school.member(`${name.toLowerCase().replace(/\W/g, '')}-${i}`);
    await ok(call(admin, 'PUT', `/api/groups/${group.id}/learners/${learner.userId}`));
    await startProgramme(db, learner.userId, new Date(Date.now() - startedDaysAgo * DAY));
    sessions.push(learner);
  }
  return { group, learners: sessions };
}

/** Midnight in Amsterdam of a YYYY-MM-DD date, as the server says it. */
const midnightOf = (date: string) => {
  const noon = new Date(`${date}T12:00:00Z`);
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(noon),
  );
  return new Date(noon.getTime() - hour * 60 * 60 * 1000).toISOString();
};

describe("a group's programme timing", () => {
  it("opens week n at midnight in Amsterdam 7·(n−1) days after the group's start date", async () => {
    // The learners started a month ago on their own clock: the group's date decides now.
    const { group, learners } = await groupWith('Klas Datum', 1, 30);
    const [learner] = learners as [Session];
    expect((await weeksOf(learner)).every((w) => !w.isLocked)).toBe(true);

    const startsOn = amsterdamDate(-6);
    const timed = await ok(
      call(admin, 'PUT', `/api/groups/${group.id}/timing`, { startsOn, pace: 'weekly' }),
    );
    const week2 = midnightOf(amsterdamDate(1));
    expect(timed.timing).toMatchObject({
      startsOn,
      pace: 'weekly',
      currentWeek: 1,
      nextWeekOpensAt: week2,
    });
    expect(await weeksOf(learner)).toEqual([
      { number: 1, isLocked: false, unlocksAt: null },
      { number: 2, isLocked: true, unlocksAt: week2 },
      { number: 3, isLocked: true, unlocksAt: midnightOf(amsterdamDate(8)) },
    ]);
    expect((await moduleOf(learner, 'w2-module-1')).statusCode).toBe(403);

    // A day earlier, and week 2 opened at midnight today.
    await ok(
      call(admin, 'PUT', `/api/groups/${group.id}/timing`, {
        startsOn: amsterdamDate(-7),
        pace: 'weekly',
      }),
    );
    const weeks = await weeksOf(learner);
    expect(weeks.map((w) => w.isLocked)).toEqual([false, false, true]);
    expect((await moduleOf(learner, 'w2-module-1')).statusCode).toBe(200);
  });

  it('opens weeks by hand at the manual pace, for the whole group at once', async () => {
    const { group, learners } = await groupWith('Klas Hand', 2, 30);
    const timed = await ok(
      call(admin, 'PUT', `/api/groups/${group.id}/timing`, { startsOn: null, pace: 'manual' }),
    );
    expect(timed.timing).toMatchObject({ currentWeek: 1, nextWeekOpensAt: null });
    for (const learner of learners)
      expect((await weeksOf(learner)).map((w) => [w.isLocked, w.unlocksAt])).toEqual([
        [false, null],
        [true, null],
        [true, null],
      ]);

    const opened = await ok(call(admin, 'POST', `/api/groups/${group.id}/open-week`, { week: 2 }));
    expect(opened.timing).toMatchObject({ currentWeek: 2, openedThroughWeek: 2 });
    for (const learner of learners)
      expect((await weeksOf(learner)).map((w) => w.isLocked)).toEqual([false, false, true]);

    const beyond = await call(admin, 'POST', `/api/groups/${group.id}/open-week`, { week: 9 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().code).toBe('WEEK_NOT_IN_PROGRAMME');
  });

  it('opens a week early for one learner only, and a coach of the group may do it', async () => {
    const { group, learners } = await groupWith('Klas Vroeg', 2, 0);
    const [early, other] = learners as [Session, Session];
    await ok(
      call(admin, 'PUT', `/api/groups/${group.id}/timing`, {
        startsOn: amsterdamDate(0),
        pace: 'weekly',
      }),
    );
    const coach = await school.member('coach-vroeg');
    await ok(call(admin, 'PUT', `/api/groups/${group.id}/coaches/${coach.userId}`));

    await ok(
      call(coach, 'POST', `/api/groups/${group.id}/learners/${early.userId}/open-week`, {
        week: 2,
      }),
    );
    expect((await weeksOf(early)).map((w) => w.isLocked)).toEqual([false, false, true]);
    expect((await moduleOf(early, 'w2-module-1')).statusCode).toBe(200);
    expect((await weeksOf(other)).map((w) => w.isLocked)).toEqual([false, true, true]);
    expect((await moduleOf(other, 'w2-module-1')).statusCode).toBe(403);

    // Only a learner of this group, and only who steers the group.
    const stranger = await school.member('niet-in-de-klas');
    const notHere = await call(
      coach,
      'POST',
      `/api/groups/${group.id}/learners/${stranger.userId}/open-week`,
      { week: 2 },
    );
    expect(notHere.statusCode).toBe(404);
    const byLearner = await call(
      other,
      'POST',
      `/api/groups/${group.id}/learners/${other.userId}/open-week`,
      { week: 3 },
    );
    expect(byLearner.statusCode).toBe(403);
  });

  it("keeps a learner's own clock in a group without a start date", async () => {
    const { learners } = await groupWith('Klas Eigen Klok', 1, 8);
    expect((await weeksOf(learners[0]!)).map((w) => w.isLocked)).toEqual([false, false, true]);
  });
});
