import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';

/** The constants of FSRS's forgetting curve, as ts-fsrs derives them from its weights. */
interface RecallCurve {
  decay: number;
  factor: number;
}

/**
 * Issue 23 item 3: what the group's charts count, summed by the database for the whole group —
 * one query per chart, each answering a few hundred rows at most, whatever the group's size.
 */
export function createGroupChartsRepository({ db, driver }: Pick<DatabaseHandle, 'db' | 'driver'>) {
  const learnersOf = (groupId: string) =>
    db
      .selectFrom('organizationGroupLearner')
      .select('organizationGroupLearner.userId')
      .where('organizationGroupLearner.groupId', '=', groupId);

  /** The UTC hour of a moment, `YYYY-MM-DDTHH` (SQLite keeps ISO text, PostgreSQL timestamps). */
  const hourOf = (column: string) =>
    driver === 'PostgreSQL'
      ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24')`
      : sql<string>`substr(${sql.ref(column)}, 1, 13)`;

  /**
   * How likely a learner still knows a card's question at `now` (0–1), as FSRS predicts:
   * the forgetting curve `(1 + factor × days / stability) ^ decay` over the whole days since
   * the card's last review; 0 for a card never reviewed.
   */
  const recallAt = (now: Date, { decay, factor }: RecallCurve) => {
    return driver === 'PostgreSQL'
      ? sql<number>`case when last_review_at is null then 0 else power(1 + ${factor}::float8
          * greatest(floor(extract(epoch from ${now.toISOString()}::timestamptz - last_review_at) / 86400), 0)
          / stability, ${decay}::float8) end`
      : sql<number>`case when last_review_at is null then 0 else pow(1 + ${factor}
          * max(floor((${now.getTime()} - round(unixepoch(last_review_at, 'subsec') * 1000)) / 86400000.0), 0)
          / stability, ${decay}) end`;
  };

  return {
    async learnersCount(groupId: string) {
      const row = await db
        .selectFrom('organizationGroupLearner')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('groupId', '=', groupId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** Per module and best score, how many of the group finished it so. */
    async bestScores(groupId: string) {
      const rows = await db
        .selectFrom('moduleProgress')
        .select(['moduleId', 'bestScore', (eb) => eb.fn.countAll<number>().as('learners')])
        .where('userId', 'in', learnersOf(groupId))
        .where('completedAt', 'is not', null)
        .where('bestScore', 'is not', null)
        .groupBy(['moduleId', 'bestScore'])
        .execute();
      return rows.map((row) => ({
        moduleId: row.moduleId,
        bestScore: Number(row.bestScore),
        learners: Number(row.learners),
      }));
    },

    /** Per statement, how many of the group answered it and how many agreed. */
    async swipes(groupId: string) {
      const [cards, decks] = await Promise.all([
        db
          .selectFrom('swipeChoice')
          .select((eb) => [
            'deckId',
            'cardId',
            eb.fn.countAll<number>().as('count'),
            eb.fn
              .sum<number>(eb.case().when('choice', '=', 'agree').then(1).else(0).end())
              .as('agree'),
          ])
          .where('userId', 'in', learnersOf(groupId))
          .groupBy(['deckId', 'cardId'])
          .execute(),
        db
          .selectFrom('swipeChoice')
          .select((eb) => ['deckId', eb.fn.count<number>('userId').distinct().as('players')])
          .where('userId', 'in', learnersOf(groupId))
          .groupBy('deckId')
          .execute(),
      ]);
      return {
        cards: cards.map((row) => ({
          deckId: row.deckId,
          cardId: row.cardId,
          count: Number(row.count),
          agree: Number(row.agree ?? 0),
        })),
        players: new Map(decks.map((row) => [row.deckId, Number(row.players)])),
      };
    },

    /**
     * Per module, the group's recall at `now` (issue 24 item 5): each learner's mean over the
     * module's questions they answered, then the mean over those learners, so one busy learner
     * does not outweigh the rest. Summed here: read into the server, a class's 5,000 cards took
     * half of the charts' time (issue 22).
     */
    async recallByModule(groupId: string, now: Date, curve: RecallCurve) {
      const perLearner = db
        .selectFrom('spacedReviewCard')
        .select((eb) => ['moduleId', eb.fn.avg<number>(recallAt(now, curve)).as('recall')])
        .where('userId', 'in', learnersOf(groupId))
        .groupBy(['moduleId', 'userId'])
        .as('perLearner');
      const rows = await db
        .selectFrom(perLearner)
        .select((eb) => [
          'moduleId',
          eb.fn.countAll<number>().as('learners'),
          eb.fn.avg<number>('recall').as('recall'),
        ])
        .groupBy('moduleId')
        .execute();
      return new Map(
        rows.map((row) => [
          row.moduleId,
          { learners: Number(row.learners), recall: Number(row.recall) },
        ]),
      );
    },

    /**
     * Each learner of the group with each UTC hour since `since` in which they did something:
     * a module, an answer, a swipe deck or statement, a word to Imi, a sign-in, the journal (the
     * moments "last active" reads). One query; the hours fold into Amsterdam days in the service.
     */
    async activeHours(groupId: string, since: Date) {
      const who = learnersOf(groupId);
      const from = since.toISOString();
      const rows = await db
        .selectFrom('moduleProgress')
        .select(['userId', hourOf('updatedAt').as('hour')])
        .where('userId', 'in', who)
        .where('updatedAt', '>=', from)
        .union(
          db
            .selectFrom('answer')
            .select(['userId', hourOf('submittedAt').as('hour')])
            .where('userId', 'in', who)
            .where('submittedAt', '>=', from),
        )
        .union(
          db
            .selectFrom('swipeGame')
            .select(['userId', hourOf('finishedAt').as('hour')])
            .where('userId', 'in', who)
            .where('finishedAt', '>=', from),
        )
        .union(
          db
            .selectFrom('swipeChoice')
            .select(['userId', hourOf('createdAt').as('hour')])
            .where('userId', 'in', who)
            .where('createdAt', '>=', from),
        )
        .union(
          db
            .selectFrom('chatMessage')
            .select(['userId', hourOf('createdAt').as('hour')])
            .where('userId', 'in', who)
            .where('role', '=', 'user')
            .where('createdAt', '>=', from),
        )
        .union(
          db
            .selectFrom('session')
            .select(['userId', hourOf('createdAt').as('hour')])
            .where('userId', 'in', who)
            .where('createdAt', '>=', from),
        )
        .union(
          db
            .selectFrom('weekJournal')
            .select(['userId', hourOf('updatedAt').as('hour')])
            .where('userId', 'in', who)
            .where('updatedAt', '>=', from),
        )
        .execute();
      return rows.map((row) => ({ userId: row.userId, hour: row.hour }));
    },
  };
}

export type GroupChartsRepository = ReturnType<typeof createGroupChartsRepository>;
