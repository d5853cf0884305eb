import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/** Issue 5: the themes (weeks) a learner swiped as important, or not, during onboarding. */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('user_theme')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('week_id', 'text', (c) => c.notNull())
    .addColumn('choice', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('user_theme_pk', ['user_id', 'week_id'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('user_theme').execute();
}
