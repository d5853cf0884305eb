import type { Kysely } from 'kysely';

/**
 * Issue 18: the daily retention job finds old chats, flags, ended sessions, spent one-time
 * values and forgotten browsers by their time; these indexes keep that a range scan.
 */
const indexes = [
  ['chat_updated_at_idx', 'chat', 'updated_at'],
  ['imi_flag_created_at_idx', 'imi_flag', 'created_at'],
  ['session_expires_at_idx', 'session', 'expires_at'],
  ['verification_expires_at_idx', 'verification', 'expires_at'],
  ['known_device_last_seen_at_idx', 'known_device', 'last_seen_at'],
  ['parental_consent_expires_at_idx', 'parental_consent', 'expires_at'],
] as const;

export async function up(db: Kysely<unknown>) {
  for (const [name, table, column] of indexes)
    await db.schema.createIndex(name).on(table).column(column).execute();
}

export async function down(db: Kysely<unknown>) {
  for (const [name] of indexes) await db.schema.dropIndex(name).execute();
}
