import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Keys of Better Auth's Redis cache (sessions, codes) that could not be written or deleted while
 * Redis was away. Every instance deletes them from Redis when it is back before it trusts
 * Redis again, so a session signed out during an outage is never revived (decision 007).
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('auth_cache_invalidation')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('auth_cache_invalidation').execute();
}
