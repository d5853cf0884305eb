import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 24 (decision 052): a learner's answers and swipes made offline are sent again when the
 * connection returns, each with an id made on the device. The first answer to an id is kept and
 * given again to every repeat, so each counts exactly once.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('client_request')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('client_request_user_request_idx')
    .on('client_request')
    .columns(['user_id', 'request_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('client_request').execute();
}
