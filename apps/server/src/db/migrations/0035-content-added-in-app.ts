import type { Kysely } from 'kysely';

/**
 * Issue 23 item 6: items added in the app (`origin = 'app'`) live in the database until they are
 * exported to content/: an import leaves them as they are instead of marking them gone, and one
 * never published is a draft only (inactive), seen by the editor alone.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('content_item')
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo('file'))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('content_item').dropColumn('origin').execute();
}
