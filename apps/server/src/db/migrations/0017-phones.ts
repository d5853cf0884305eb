import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 8 / spec §4: a user's phone numbers (E.164), each verified by a code sent by text
 * message; one can be primary. `sms_outbox` is the local text-message outbox (like the mail
 * outbox) that stands in for an SMS gateway.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('user_phone')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('verified', t.boolean, (c) => c.notNull().defaultTo(false))
    .addColumn('is_primary', t.boolean, (c) => c.notNull().defaultTo(false))
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', t.timestamp)
    .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_phone_user_id_idx')
    .on('user_phone')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_number', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('sms_outbox').execute();
  await db.schema.dropTable('user_phone').execute();
}
