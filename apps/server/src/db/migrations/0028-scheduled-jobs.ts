import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 23 (decision 043): the one-off and recurring jobs of the in-process scheduler on the
 * embedded SQLite. A job's id is its claim: a recurring job's tick, or a one-off with a key,
 * has the same id on every instance, so it is written once. PostgreSQL keeps its jobs in
 * pg-boss's own schema; the table stays empty there.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('scheduled_job')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('run_at', t.timestamp, (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_at', t.timestamp)
    .addColumn('done_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('scheduled_job_due_idx')
    .on('scheduled_job')
    .columns(['done_at', 'run_at'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('scheduled_job').execute();
}
