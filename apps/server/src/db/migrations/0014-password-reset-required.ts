import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 8 / spec §4: a platform admin can require a new password "for security reasons"; until
 * it is set no session is made for the user (any way in), and the sign-in asks for the reset.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .alterTable('user')
    .addColumn('password_reset_required', t.boolean, (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('user').dropColumn('password_reset_required').execute();
}
