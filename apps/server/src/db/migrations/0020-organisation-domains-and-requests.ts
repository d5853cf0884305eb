import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 9 / spec §3–§4: an organisation's domains (verified by a code mailed to an address at
 * the domain; an enrollment mode once verified) and the requests to join (a suggestion made by
 * a domain, a learner's request, an Admin's answer).
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('organization_domain')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('verification_email', 'text', (c) => c.notNull())
    .addColumn('verified', t.boolean, (c) => c.notNull().defaultTo(false))
    .addColumn('enrollment_mode', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', t.timestamp)
    .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('organization_domain_unique', ['organization_id', 'domain'])
    .execute();
  await db.schema
    .createIndex('organization_domain_domain_idx')
    .on('organization_domain')
    .column('domain')
    .execute();
  await db.schema
    .createTable('organization_request')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('decided_at', t.timestamp)
    .addUniqueConstraint('organization_request_unique', ['organization_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('organization_request').execute();
  await db.schema.dropTable('organization_domain').execute();
}
