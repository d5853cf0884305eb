import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 8: a second sign-in step (Better Auth's twoFactor plugin: authenticator secret and
 * backup codes), impersonation by a platform admin (the admin plugin's session.impersonated_by)
 * and the audit log every impersonation is written to.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .alterTable('user')
    .addColumn('two_factor_enabled', t.boolean, (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('two_factor')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('backup_codes', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('verified', t.boolean, (c) => c.notNull().defaultTo(true))
    .addColumn('failed_verification_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', t.timestamp)
    .execute();
  await db.schema
    .createIndex('two_factor_user_id_idx')
    .on('two_factor')
    .column('user_id')
    .unique()
    .execute();
  await db.schema.alterTable('session').addColumn('impersonated_by', 'text').execute();
  await db.schema
    .createTable('impersonation_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull())
    .addColumn('admin_email', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('impersonation_log_created_at_idx')
    .on('impersonation_log')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('impersonation_log').execute();
  await db.schema.alterTable('session').dropColumn('impersonated_by').execute();
  await db.schema.dropTable('two_factor').execute();
  await db.schema.alterTable('user').dropColumn('two_factor_enabled').execute();
}
