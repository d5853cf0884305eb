import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 4: the learner's answers to assignment tasks (typed text or one stored file, with the
 * coach's review and Brainfood consent), one journal row per learner and week (their own words
 * for the story chapter, their reflection, when they read the chapter), and when the learner
 * last looked at their assignments (for the "new assignment" notice).
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('answer')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('assignment_id', 'text', (c) => c.notNull())
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('file_key', 'text')
    .addColumn('file_kind', 'text')
    .addColumn('file_mime_type', 'text')
    .addColumn('file_size', 'bigint')
    .addColumn('file_name', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('feedback', 'text')
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', t.timestamp)
    .addColumn('share_consent', t.boolean, (c) => c.notNull())
    .addColumn('brainfood_approved_by', 'text')
    .addColumn('brainfood_approved_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('answer_task_unique', ['user_id', 'assignment_id', 'task_id'])
    .execute();
  await db.schema.createIndex('answer_status_idx').on('answer').columns(['status']).execute();
  await db.schema
    .createIndex('answer_brainfood_idx')
    .on('answer')
    .columns(['brainfood_approved_at'])
    .execute();
  await db.schema
    .createTable('week_journal')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('week_id', 'text', (c) => c.notNull())
    .addColumn('story_text', 'text')
    .addColumn('reflection_text', 'text')
    .addColumn('reflection_updated_at', t.timestamp)
    .addColumn('chapter_read_at', t.timestamp)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('week_journal_pk', ['user_id', 'week_id'])
    .execute();
  await db.schema.alterTable('user').addColumn('assignments_seen_at', t.timestamp).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('user').dropColumn('assignments_seen_at').execute();
  await db.schema.dropTable('week_journal').execute();
  await db.schema.dropTable('answer').execute();
}
