import { type Card, createEmptyCard, fsrs, State } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { amsterdamDate, organisationWithAdmin } from '../../../test/groups.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { startProgramme } from '../../../test/onboarding.ts';
import { mondayOf } from '../../lib/amsterdam-time.ts';
import { reviewCardColumns } from '../spaced-review/spaced-review.repository.ts';
import { recallCurve } from '../spaced-review/spaced-review.service.ts';
import { createGroupChartsRepository } from './group-charts.repository.ts';

const app = await buildTestApp();
const { call, services } = app;
const { db } = services.database;
const school = await organisationWithAdmin(app, 'grafieken');
const { admin, ok } = school;
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/**
 * A seeded group whose figures are known (the fixture programme: 3 weeks, each 2 modules of 3
 * questions and a deck of 12 statements), six learners L1–L6, written straight in the database:
 *   w1-module-1  done by L1 3/3 (today), L2 3/3 (today), L3 2/3 (2 days ago), L4 1/3 (10 days
 *                ago); L5 started it 30 days ago and did not finish.
 *   w1-module-2  done by L1 0/3 (today).
 *   w1-deck      s1: L1–L4 agree, L5 disagrees; s2: L1–L4 agree (4 answers: too few to show);
 *                all 3 days ago.
 *   L6           nothing. Every sign-in is 100 days old.
 */
const group = await school.group('Klas 2A');
const learners: string[] = [];
for (let i = 1; i <= 6; i++) {
  const session = await school.member(`l${i}`);
  await ok(call(admin, 'PUT', `/api/groups/${group.id}/learners/${session.userId}`));
  await startProgramme(db, session.userId, new Date(Date.now() - 20 * DAY));
  learners.push(session.userId);
}
const [l1, l2, l3, l4, l5] = learners as [string, string, string, string, string];
await db
  .updateTable('session')
  .set({ createdAt: daysAgo(100) })
  .where('userId', 'in', learners)
  .execute();
const progress = (
  userId: string,
  moduleId: string,
  bestScore: number | null,
  updatedDaysAgo: number,
) => ({
  userId,
  moduleId,
  position: 3,
  answers: '{}',
  lastScore: bestScore,
  bestScore,
  completedAt: bestScore === null ? null : daysAgo(updatedDaysAgo),
  updatedAt: daysAgo(updatedDaysAgo),
});
await db
  .insertInto('moduleProgress')
  .values([
    progress(l1, 'w1-module-1', 3, 0),
    progress(l2, 'w1-module-1', 3, 0),
    progress(l3, 'w1-module-1', 2, 2),
    progress(l4, 'w1-module-1', 1, 10),
    progress(l5, 'w1-module-1', null, 30),
    progress(l1, 'w1-module-2', 0, 0),
  ])
  .execute();
const swipe = (userId: string, cardId: string, choice: 'agree' | 'disagree') => ({
  userId,
  deckId: 'w1-deck',
  cardId,
  choice,
  createdAt: daysAgo(3),
});
await db
  .insertInto('swipeChoice')
  .values([
    ...[l1, l2, l3, l4].flatMap((userId) => [
      swipe(userId, 's1', 'agree'),
      swipe(userId, 's2', 'agree'),
    ]),
    swipe(l5, 's1', 'disagree'),
  ])
  .execute();

/**
 * Review cards (issue 24 item 5) whose recall is known: FSRS predicts 90 % at a card's
 * stability, 100 % on the day of its review. w1-module-1: L1 knows one question fully and one
 * at 90 % (mean 95 %), L2 and L3 one at 90 %: the group (95 + 90 + 90) / 3 = 92 %.
 */
const reviewCard = (userId: string, itemId: string, daysSinceReview: number) => {
  const HOUR = 60 * 60 * 1000;
  const lastReview = new Date(Date.now() - daysSinceReview * DAY - HOUR);
  const card: Card = {
    due: new Date(lastReview.getTime() + 10 * DAY),
    stability: 10,
    difficulty: 5,
    elapsed_days: 0,
    scheduled_days: 10,
    learning_steps: 0,
    reps: 1,
    lapses: 0,
    state: State.Review,
    last_review: lastReview,
  };
  return {
    userId,
    ...reviewCardColumns({ moduleId: 'w1-module-1', itemId, card }),
    updatedAt: lastReview.toISOString(),
  };
};
await db
  .insertInto('spacedReviewCard')
  .values([
    reviewCard(l1, 'q1', 0),
    reviewCard(l1, 'q2', 10),
    reviewCard(l2, 'q1', 10),
    reviewCard(l3, 'q3', 10),
  ])
  .execute();

interface Charts {
  learnersCount: number;
  scores: {
    moduleId: string;
    week: number;
    questions: number;
    done: number;
    bands: number[];
    recall: number | null;
    recallLearners: number;
  }[];
  swipes: {
    deckId: string;
    week: number;
    players: number;
    statements: { cardId: string; crowd: { agreePercent: number; count: number } | null }[];
  }[];
  activity: {
    days: { startsOn: string; active: number }[];
    weeks: { startsOn: string; active: number }[];
  };
}
const charts = async (session = admin) =>
  (await ok(call(session, 'GET', `/api/groups/${group.id}/charts`))) as Charts;

describe("the group overview's charts", () => {
  it('counts the score distribution per module, in bands of the questions right', async () => {
    const { learnersCount, scores } = await charts();
    expect(learnersCount).toBe(6);
    expect(scores.map((s) => s.moduleId)).toEqual([
      'w1-module-1',
      'w1-module-2',
      'w2-module-1',
      'w2-module-2',
      'w3-module-1',
      'w3-module-2',
    ]);
    // Bands: under 50%, 50–79%, 80–99%, all right.
    expect(scores[0]).toMatchObject({ week: 1, questions: 3, done: 4, bands: [1, 1, 0, 2] });
    expect(scores[1]).toMatchObject({ done: 1, bands: [1, 0, 0, 0] });
    expect(scores[2]).toMatchObject({ week: 2, done: 0, bands: [0, 0, 0, 0] });
  });

  it('tells what the group still knows of each module, as the spaced review predicts', async () => {
    const { scores } = await charts();
    expect(scores[0]).toMatchObject({ moduleId: 'w1-module-1', recall: 92, recallLearners: 3 });
    expect(scores[1]).toMatchObject({ moduleId: 'w1-module-2', recall: null, recallLearners: 0 });
  });

  it("shows the group's swipe answers per statement from five answers on", async () => {
    const { swipes } = await charts();
    // Only the decks somebody answered.
    expect(swipes.map((d) => [d.deckId, d.week, d.players])).toEqual([['w1-deck', 1, 5]]);
    const [s1, s2, s3] = swipes[0]!.statements;
    expect(swipes[0]!.statements).toHaveLength(12);
    expect(s1).toEqual({
      cardId: 's1',
      statement: expect.any(Object),
      crowd: { agreePercent: 80, count: 5 },
    });
    expect(s2).toMatchObject({ cardId: 's2', crowd: null });
    expect(s3).toMatchObject({ cardId: 's3', crowd: null });
  });

  it('counts learners active per day and per week, each once', async () => {
    const { activity } = await charts();
    expect(activity.days).toHaveLength(14);
    expect(activity.days.at(-1)!.startsOn).toBe(amsterdamDate(0));
    expect(activity.days[0]!.startsOn).toBe(amsterdamDate(-13));
    const active = Object.fromEntries(activity.days.map((d) => [d.startsOn, d.active]));
    expect(active[amsterdamDate(0)]).toBe(2); // L1, L2
    expect(active[amsterdamDate(-2)]).toBe(1); // L3
    expect(active[amsterdamDate(-3)]).toBe(5); // L1–L5 swiped
    expect(active[amsterdamDate(-10)]).toBe(1); // L4
    // L5's start of a module 30 days ago is before the 14 days.
    expect(activity.days.reduce((sum, d) => sum + d.active, 0)).toBe(9);

    // Weeks from Monday, this week last; each learner counts once a week.
    expect(activity.weeks).toHaveLength(8);
    const thisMonday = mondayOf(amsterdamDate(0));
    expect(activity.weeks.at(-1)!.startsOn).toBe(thisMonday);
    const expected = new Map<string, Set<string>>();
    for (const [days, who] of [
      [0, [l1, l2]],
      [2, [l3]],
      [3, [l1, l2, l3, l4, l5]],
      [10, [l4]],
      [30, [l5]],
    ] as const) {
      const monday = mondayOf(amsterdamDate(-days));
      expected.set(monday, new Set([...(expected.get(monday) ?? []), ...who]));
    }
    expect(
      Object.fromEntries(activity.weeks.filter((w) => w.active).map((w) => [w.startsOn, w.active])),
    ).toEqual(Object.fromEntries([...expected].map(([monday, who]) => [monday, who.size])));
  });

  it("is the group's coach's to see, and no other Lid's", async () => {
    const coach = await school.member('coach');
    const lid = await school.member('ander');
    await ok(call(admin, 'PUT', `/api/groups/${group.id}/coaches/${coach.userId}`));
    expect((await charts(coach)).learnersCount).toBe(6);
    expect((await call(lid, 'GET', `/api/groups/${group.id}/charts`)).statusCode).toBe(403);
    const other = await app.signUp('buiten-grafieken@example.nl');
    expect((await call(other, 'GET', `/api/groups/${group.id}/charts`)).statusCode).toBe(404);
  });

  it("computes each card's recall as ts-fsrs predicts it, to the day", async () => {
    // A group of its own: two learners, cards of all kinds of age and stability.
    const other = await school.group('Klas 2C');
    const [m1, m2] = await Promise.all(
      ['recall-1', 'recall-2'].map(async (name) => {
        const { userId } = await school.member(name);
        await ok(call(admin, 'PUT', `/api/groups/${other.id}/learners/${userId}`));
        return userId;
      }),
    );
    const now = new Date('2026-03-29T12:00:00.000Z');
    const card = (stability: number, msAgo: number): Card => ({
      ...createEmptyCard(new Date(now.getTime() - msAgo)),
      stability,
      state: State.Review,
      last_review: new Date(now.getTime() - msAgo),
    });
    const cards = {
      [m1!]: [card(0.4, 2 * DAY - 1), card(3.17, 7 * DAY), card(25.5, DAY / 2)],
      // Reviewed "after" now (a clock that ran ahead): no days have passed.
      [m2!]: [card(1.2, 40 * DAY + 1), card(8, -3 * DAY)],
    };
    await db
      .insertInto('spacedReviewCard')
      .values(
        Object.entries(cards).flatMap(([userId, list]) =>
          list.map((c, i) => ({
            userId,
            ...reviewCardColumns({ moduleId: 'w2-module-1', itemId: `q${i}`, card: c }),
            updatedAt: now.toISOString(),
          })),
        ),
      )
      .execute();
    const library = fsrs();
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
    const expected = mean(
      Object.values(cards).map((list) =>
        mean(list.map((c) => library.get_retrievability(c, now, false))),
      ),
    );
    const recalls = await createGroupChartsRepository(services.database).recallByModule(
      other.id,
      now,
      recallCurve,
    );
    expect([...recalls.keys()]).toEqual(['w2-module-1']);
    expect(recalls.get('w2-module-1')!.learners).toBe(2);
    expect(recalls.get('w2-module-1')!.recall).toBeCloseTo(expected, 6);
  });
});
