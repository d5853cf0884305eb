import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 8: the second step by a texted code (to the primary phone number), on or off; and which
 * profile fields an organisation's connection provides (JSON list), read-only while it does.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .alterTable('user')
    .addColumn('second_step_by_text', t.boolean, (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('user').addColumn('sso_fields', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('user').dropColumn('sso_fields').execute();
  await db.schema.alterTable('user').dropColumn('second_step_by_text').execute();
}
