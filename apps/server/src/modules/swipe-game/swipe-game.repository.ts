import type { Db } from '../../db/database.ts';
import type { SwipeChoiceTable } from '../../db/schema.ts';

export function createSwipeGameRepository(db: Db) {
  /** Everyone sharing an organisation with the user (the user too). */
  const orgMates = (userId: string) =>
    db
      .selectFrom('member')
      .select('userId')
      .where(
        'organizationId',
        'in',
        db.selectFrom('member').select('organizationId').where('userId', '=', userId),
      );

  return {
    choices: (userId: string) =>
      db.selectFrom('swipeChoice').selectAll().where('userId', '=', userId).execute(),

    games: (userId: string) =>
      db.selectFrom('swipeGame').selectAll().where('userId', '=', userId).execute(),

    async saveChoice(
      userId: string,
      deckId: string,
      cardId: string,
      choice: SwipeChoiceTable['choice'],
    ) {
      const createdAt = new Date().toISOString();
      await db
        .insertInto('swipeChoice')
        .values({ userId, deckId, cardId, choice, createdAt })
        .onConflict((oc) =>
          oc.columns(['userId', 'deckId', 'cardId']).doUpdateSet({ choice, createdAt }),
        )
        .execute();
    },

    async removeChoice(userId: string, deckId: string, cardId: string) {
      await db
        .deleteFrom('swipeChoice')
        .where('userId', '=', userId)
        .where('deckId', '=', deckId)
        .where('cardId', '=', cardId)
        .execute();
    },

    /** Finishes a deck once: a repeat finds it finished and changes nothing. */
    async finish(userId: string, deckId: string, score: number) {
      await db
        .insertInto('swipeGame')
        .values({ userId, deckId, score, finishedAt: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['userId', 'deckId']).doNothing())
        .execute();
    },

    /** How the learners sharing an organisation with this one swiped a card. */
    async crowd(userId: string, deckId: string, cardId: string) {
      const row = await db
        .selectFrom('swipeChoice')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn
            .sum<number>(eb.case().when('choice', '=', 'agree').then(1).else(0).end())
            .as('agree'),
        ])
        .where('deckId', '=', deckId)
        .where('cardId', '=', cardId)
        .where('userId', 'in', orgMates(userId))
        .executeTakeFirst();
      return { count: Number(row?.count ?? 0), agree: Number(row?.agree ?? 0) };
    },

    /** Per deck, how many learners sharing an organisation with this one finished it, and their scores. */
    async finishedByOrgMates(userId: string) {
      const rows = await db
        .selectFrom('swipeGame')
        .select((eb) => [
          'deckId',
          eb.fn.countAll<number>().as('players'),
          eb.fn.sum<number>('score').as('scoreTotal'),
        ])
        .where('finishedAt', 'is not', null)
        .where('userId', 'in', orgMates(userId))
        .groupBy('deckId')
        .execute();
      return rows.map((row) => ({
        deckId: row.deckId,
        players: Number(row.players),
        scoreTotal: Number(row.scoreTotal ?? 0),
      }));
    },

    async firstPlayFinished(userId: string) {
      const row = await db
        .selectFrom('user')
        .select('firstPlayFinishedAt')
        .where('id', '=', userId)
        .executeTakeFirst();
      return Boolean(row?.firstPlayFinishedAt);
    },

    async finishFirstPlay(userId: string) {
      await db
        .updateTable('user')
        .set({ firstPlayFinishedAt: new Date().toISOString() })
        .where('id', '=', userId)
        .where('firstPlayFinishedAt', 'is', null)
        .execute();
    },
  };
}

export type SwipeGameRepository = ReturnType<typeof createSwipeGameRepository>;
