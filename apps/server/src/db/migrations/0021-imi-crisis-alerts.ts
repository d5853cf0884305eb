import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 17: a flagged message is mailed at once to the coaches who may review the learner (the
 * platform admins when there are none). `alert_claimed_at` is taken by the one instance that
 * sends it; `alerted_at` says it went out, so a failed send is tried again by the sweep.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema.alterTable('imi_flag').addColumn('alert_claimed_at', t.timestamp).execute();
  await db.schema.alterTable('imi_flag').addColumn('alerted_at', t.timestamp).execute();
  await db.schema
    .createIndex('imi_flag_alert_idx')
    .on('imi_flag')
    .columns(['alerted_at', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('imi_flag_alert_idx').execute();
  await db.schema.alterTable('imi_flag').dropColumn('alerted_at').execute();
  await db.schema.alterTable('imi_flag').dropColumn('alert_claimed_at').execute();
}
