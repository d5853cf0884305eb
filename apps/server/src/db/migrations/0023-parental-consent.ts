import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 18: the learner's birth year (asked at sign-up; null for accounts made before), and a
 * parent's consent for a learner under 16 whom no organisation enrolled: one row per learner,
 * the last request sent, its link's secret hashed, and when it was given or withdrawn.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema.alterTable('user').addColumn('birth_year', 'integer').execute();
  await db.schema
    .createTable('parental_consent')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('parent_email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('requested_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('given_at', t.timestamp)
    .addColumn('withdrawn_at', t.timestamp)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('parental_consent').execute();
  await db.schema.alterTable('user').dropColumn('birth_year').execute();
}
