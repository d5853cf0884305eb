import { randomUUID } from 'node:crypto';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { afterAll, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helper.ts';
import { openPostgres, openSqlite } from '../database.ts';
import { migrateTo } from '../migrate.ts';

const fresh = await freshDatabase();
const database = fresh.url
  ? openPostgres({ url: fresh.url, poolSize: 1, statementTimeoutMs: 5_000 })
  : openSqlite(':memory:');
afterAll(async () => {
  await database.close();
  await fresh.drop();
});

it('fills the recall columns of the cards written before them from their JSON', async () => {
  const { db } = database;
  await migrateTo(db, '0036-content-of-organisations');
  const userId = randomUUID();
  const at = new Date('2026-02-02T09:30:00.250Z');
  await db
    .insertInto('user')
    .values({
      id: userId,
      name: 'Sam',
      firstName: 'Sam',
      lastName: 'de Vries',
      email: 'sam@example.nl',
      emailVerified: database.driver === 'PostgreSQL' ? true : 1,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    })
    .execute();
  const { card } = fsrs().next(createEmptyCard(at), at, Rating.Good);
  const old = {
    userId,
    moduleId: 'w1-module-1',
    dueAt: card.due.toISOString(),
    updatedAt: at.toISOString(),
  };
  await db
    .insertInto('spacedReviewCard')
    // As the cards were before the columns: without them.
    .values([
      { ...old, itemId: 'reviewed', card: JSON.stringify(card) },
      { ...old, itemId: 'new', card: JSON.stringify(createEmptyCard(at)) },
    ] as never)
    .execute();

  await migrateTo(db);
  const rows = await db
    .selectFrom('spacedReviewCard')
    .select(['itemId', 'stability', 'lastReviewAt'])
    .orderBy('itemId')
    .execute();
  expect(
    rows.map((row) => [
      row.itemId,
      Number(row.stability),
      row.lastReviewAt && new Date(row.lastReviewAt).toISOString(),
    ]),
  ).toEqual([
    ['new', 0, null],
    ['reviewed', card.stability, at.toISOString()],
  ]);
});
