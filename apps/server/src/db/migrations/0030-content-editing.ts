import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 23 item 6: the programme edited in the app. An item remembers the hash of its file's data
 * at the last import (so an import keeps an edit unless the file itself changed) and when and by
 * whom it was last published; an item has at most one draft; every publish (and every import
 * that replaced an edit) keeps the data it replaced in the history.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema.alterTable('content_item').addColumn('file_hash', 'text').execute();
  await db.schema.alterTable('content_item').addColumn('published_at', t.timestamp).execute();
  await db.schema.alterTable('content_item').addColumn('published_by', 'text').execute();
  await db.schema
    .createTable('content_draft')
    .addColumn('item_id', 'text', (c) =>
      c.primaryKey().references('content_item.id').onDelete('cascade'),
    )
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('content_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) =>
      c.notNull().references('content_item.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('previous_data', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('changed_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_history_item_idx')
    .on('content_history')
    .columns(['item_id', 'changed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('content_history').execute();
  await db.schema.dropTable('content_draft').execute();
  for (const column of ['published_by', 'published_at', 'file_hash'])
    await db.schema.alterTable('content_item').dropColumn(column).execute();
}
