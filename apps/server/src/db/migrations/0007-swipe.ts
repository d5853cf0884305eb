import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 5: the learner's swipes per deck and card (also what the organisation's view of a card
 * counts), the deck's game (finished, score), and when the first-play tutorial was closed.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('swipe_choice')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('deck_id', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text', (c) => c.notNull())
    .addColumn('choice', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('swipe_choice_pk', ['user_id', 'deck_id', 'card_id'])
    .execute();
  await db.schema
    .createIndex('swipe_choice_card_idx')
    .on('swipe_choice')
    .columns(['deck_id', 'card_id'])
    .execute();
  await db.schema
    .createTable('swipe_game')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('deck_id', 'text', (c) => c.notNull())
    .addColumn('score', 'integer')
    .addColumn('finished_at', t.timestamp)
    .addPrimaryKeyConstraint('swipe_game_pk', ['user_id', 'deck_id'])
    .execute();
  await db.schema.alterTable('user').addColumn('first_play_finished_at', t.timestamp).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('user').dropColumn('first_play_finished_at').execute();
  await db.schema.dropTable('swipe_game').execute();
  await db.schema.dropTable('swipe_choice').execute();
}
