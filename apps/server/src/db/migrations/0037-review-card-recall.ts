import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 22: the two fields of an FSRS card a group's recall reads, as columns beside the card's
 * JSON. The charts read them for thousands of cards at a time; taken out of the JSON, that was
 * the longest of the charts' reads. Filled from the JSON of the cards there are.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .alterTable('spaced_review_card')
    .addColumn('stability', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('spaced_review_card')
    .addColumn('last_review_at', t.timestamp)
    .execute();
  await (
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql`update spaced_review_card set stability = (card::jsonb ->> 'stability')::float8,
        last_review_at = (card::jsonb ->> 'last_review')::timestamptz`
      : sql`update spaced_review_card set stability = card ->> '$.stability',
        last_review_at = card ->> '$.last_review'`
  ).execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('spaced_review_card').dropColumn('last_review_at').execute();
  await db.schema.alterTable('spaced_review_card').dropColumn('stability').execute();
}
