import type { Kysely } from 'kysely';

/**
 * Issue 22: a group's activity chart and "last active" read, per learner of the group, the
 * moments of their work since a date. With the moment beside the learner in an index, those
 * reads stay in the index instead of visiting each row (a class of 500 has some 9,000 of them).
 */
const indexes = [
  ['swipe_choice_user_created_at_idx', 'swipe_choice', 'created_at'],
  ['module_progress_user_updated_at_idx', 'module_progress', 'updated_at'],
  ['answer_user_submitted_at_idx', 'answer', 'submitted_at'],
  ['swipe_game_user_finished_at_idx', 'swipe_game', 'finished_at'],
] as const;

export async function up(db: Kysely<unknown>) {
  for (const [name, table, column] of indexes)
    await db.schema.createIndex(name).on(table).columns(['user_id', column]).execute();
}

export async function down(db: Kysely<unknown>) {
  for (const [name] of indexes) await db.schema.dropIndex(name).execute();
}
