import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/** Issue 23: a coach may turn the weekly digest of their groups off (on by default). */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .alterTable('user')
    .addColumn('weekly_digest_mail', t.boolean, (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('user').dropColumn('weekly_digest_mail').execute();
}
