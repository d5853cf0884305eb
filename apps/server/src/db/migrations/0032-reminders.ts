import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 24 item 4 (decision 053): reminders, opt-in per learner (off by default) with each kind
 * switchable; the browsers a learner allowed web push on; and one row per reminder sent, whose
 * id is its claim, so a reminder goes once however many instances there are.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .alterTable('user')
    .addColumn('reminders', t.boolean, (c) => c.notNull().defaultTo(false))
    .execute();
  for (const kind of ['week_open', 'assignment_waiting', 'coach_replied'])
    await db.schema
      .alterTable('user')
      .addColumn(`reminder_${kind}`, t.boolean, (c) => c.notNull().defaultTo(true))
      .execute();
  await db.schema
    .createTable('push_subscription')
    .addColumn('endpoint', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscription_user_idx')
    .on('push_subscription')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('reminder_sent')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('reminder_sent').execute();
  await db.schema.dropTable('push_subscription').execute();
  for (const column of [
    'reminders',
    'reminder_week_open',
    'reminder_assignment_waiting',
    'reminder_coach_replied',
  ])
    await db.schema.alterTable('user').dropColumn(column).execute();
}
