import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/** Issue 8: the second step by a texted code (to the primary phone number), on or off. */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .alterTable('user')
    .addColumn('second_step_by_text', t.boolean, (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('user').dropColumn('second_step_by_text').execute();
}
