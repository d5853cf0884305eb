import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/** The local mail outbox (no SMTP configured) and the counters behind sign-in rate limits. */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_outbox_to_address_idx')
    .on('mail_outbox')
    .columns(['to_address', 'created_at'])
    .execute();
  await db.schema
    .createTable('rate_limit_hit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hit_bucket_idx')
    .on('rate_limit_hit')
    .columns(['bucket', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('rate_limit_hit').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
