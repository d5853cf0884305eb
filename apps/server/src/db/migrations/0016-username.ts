import type { Kysely } from 'kysely';

/** Issue 8: an optional username (Better Auth's username plugin; stored lower-case, unique). */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('user').addColumn('username', 'text').execute();
  await db.schema.alterTable('user').addColumn('display_username', 'text').execute();
  await db.schema
    .createIndex('user_username_unique')
    .on('user')
    .column('username')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('user_username_unique').execute();
  await db.schema.alterTable('user').dropColumn('display_username').execute();
  await db.schema.alterTable('user').dropColumn('username').execute();
}
