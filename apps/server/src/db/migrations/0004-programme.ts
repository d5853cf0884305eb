import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The programme as imported from content/ (one row per week and per item, upserted by stable
 * id, never deleted: an item gone from the files is marked inactive so no progress is lost), the
 * learner's module progress, and when onboarding finished (week 1 starts then).
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('content_week')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('is_active', t.boolean, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('content_item')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('week_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('is_active', t.boolean, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_item_week_idx')
    .on('content_item')
    .columns(['week_id', 'kind'])
    .execute();
  await db.schema
    .createTable('module_progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('module_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('last_score', 'integer')
    .addColumn('best_score', 'integer')
    .addColumn('completed_at', t.timestamp)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('module_progress_pk', ['user_id', 'module_id'])
    .execute();
  await db.schema.alterTable('user').addColumn('onboarding_finished_at', t.timestamp).execute();
  await db.schema
    .alterTable('organization')
    .addColumn('programme_offset_days', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('organization').dropColumn('programme_offset_days').execute();
  await db.schema.alterTable('user').dropColumn('onboarding_finished_at').execute();
  for (const table of ['module_progress', 'content_item', 'content_week'])
    await db.schema.dropTable(table).execute();
}
