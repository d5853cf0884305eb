import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 18: a verified domain enrolls no one until a platform admin approves it ('waiting',
 * 'approved', 'refused'), so nobody can claim a shared mail domain such as gmail.com. Domains
 * verified before this wait too: which of them a stranger claimed cannot be told here.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .alterTable('organization_domain')
    .addColumn('approval', 'text', (c) => c.notNull().defaultTo('waiting'))
    .execute();
  await db.schema
    .alterTable('organization_domain')
    .addColumn('approval_decided_at', t.timestamp)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('organization_domain').dropColumn('approval_decided_at').execute();
  await db.schema.alterTable('organization_domain').dropColumn('approval').execute();
}
