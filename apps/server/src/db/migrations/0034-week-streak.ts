import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/** Issue 24 item 6: the week streak is shown only to a learner who turns it on. */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .alterTable('user')
    .addColumn('week_streak', t.boolean, (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('user').dropColumn('week_streak').execute();
}
