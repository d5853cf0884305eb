import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 8: a user's further e-mail addresses (the primary one stays `user.email`, where Better
 * Auth signs in). Each is verified by a 6-digit code kept hashed, before it may become primary.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('user_email')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('verified', t.boolean, (c) => c.notNull().defaultTo(false))
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', t.timestamp)
    .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_email_user_id_idx')
    .on('user_email')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('user_email').execute();
}
