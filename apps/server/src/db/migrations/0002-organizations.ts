import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/** Better Auth's organisation tables; the session remembers the active organisation. */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('organization')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('logo', 'text')
    .addColumn('metadata', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('member')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('member_organization_user_unique', ['organization_id', 'user_id'])
    .execute();
  await db.schema.createIndex('member_user_id_idx').on('member').column('user_id').execute();
  await db.schema
    .createTable('invitation')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('inviter_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invitation_organization_id_idx')
    .on('invitation')
    .column('organization_id')
    .execute();
  await db.schema.createIndex('invitation_email_idx').on('invitation').column('email').execute();
  await db.schema.alterTable('session').addColumn('active_organization_id', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('session').dropColumn('active_organization_id').execute();
  for (const table of ['invitation', 'member', 'organization']) {
    await db.schema.dropTable(table).execute();
  }
}
