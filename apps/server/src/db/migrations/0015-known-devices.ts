import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 8: the browsers a user has signed in on. A password alone from a browser not in this
 * list is not enough: an e-mailed code is asked too. The device id is kept hashed.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('known_device')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('device_hash', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('known_device_pk', ['user_id', 'device_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('known_device').execute();
}
