import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 24 item 5: the spaced review's schedule, one FSRS card per learner and module question
 * (decision 054): when it is due again, and the card's memory state as ts-fsrs keeps it.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('spaced_review_card')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('module_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('due_at', t.timestamp, (c) => c.notNull())
    .addColumn('card', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('spaced_review_card_pk', ['user_id', 'module_id', 'item_id'])
    .execute();
  await db.schema
    .createIndex('spaced_review_card_due_idx')
    .on('spaced_review_card')
    .columns(['user_id', 'due_at'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('spaced_review_card').execute();
}
