import type { Kysely } from 'kysely';

/**
 * Issue 6's test page needs to know the platform's own admins (content, health, the AI test
 * page). `user.role` is the column Better Auth's admin plugin uses: `user` or `admin`.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('user')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('user').dropColumn('role').execute();
}
