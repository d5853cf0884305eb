import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 8: a platform admin can ban a user. The columns are the ones Better Auth's admin plugin
 * uses (banned, ban_reason, ban_expires), so the plugin can take them over.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .alterTable('user')
    .addColumn('banned', t.boolean, (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('user').addColumn('ban_reason', 'text').execute();
  await db.schema.alterTable('user').addColumn('ban_expires', t.timestamp).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('user').dropColumn('ban_expires').execute();
  await db.schema.alterTable('user').dropColumn('ban_reason').execute();
  await db.schema.alterTable('user').dropColumn('banned').execute();
}
