import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 8: `session_check` — when a session last proved who it is (password or e-mailed code),
 * and the pending code of such a check; sensitive changes need one from the last ten minutes.
 * `user_wallet` — Ethereum wallets linked to an account by a signed message (EIP-4361).
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('session_check')
    .addColumn('session_id', 'text', (c) =>
      c.primaryKey().references('session.id').onDelete('cascade'),
    )
    .addColumn('checked_at', t.timestamp)
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', t.timestamp)
    .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('user_wallet')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull().unique())
    .addColumn('chain_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_wallet_user_id_idx')
    .on('user_wallet')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('user_wallet').execute();
  await db.schema.dropTable('session_check').execute();
}
