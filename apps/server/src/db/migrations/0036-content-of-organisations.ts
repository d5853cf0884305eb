import type { Kysely } from 'kysely';

/**
 * Issue 23 item 6: an organisation's own additions to the programme. Null: the shared programme
 * (platform admins); otherwise only that organisation's learners see the item, and only its
 * Admins edit it. Deleting the organisation deletes its additions.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('content_item')
    .addColumn('organization_id', 'text', (c) =>
      c.references('organization.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('content_item_organization_idx')
    .on('content_item')
    .column('organization_id')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('content_item_organization_idx').execute();
  await db.schema.alterTable('content_item').dropColumn('organization_id').execute();
}
