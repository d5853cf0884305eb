import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { NAMED_PER_CONNECTION, openPostgres } from './database.ts';

// PostgreSQL only (project "server-postgres"): statements prepared by name (issue 22).

/** A pool of one connection: what it has prepared is what a query on the pool sees. */
const onOneConnection = () =>
  openPostgres({ url: process.env.TEST_DATABASE_URL!, poolSize: 1, statementTimeoutMs: 5_000 });

describe('statements on PostgreSQL', () => {
  it('prepares a statement with values once on its connection, and runs it with each call’s values', async () => {
    const { db, close } = onOneConnection();
    try {
      const sums = [];
      for (const value of [1, 41, 99])
        sums.push(
          (await sql<{ sum: number }>`select ${value}::int + 1 as sum`.execute(db)).rows[0]!.sum,
        );
      expect(sums).toEqual([2, 42, 100]);

      const prepared = await sql<{ statement: string }>`
        select statement from pg_prepared_statements where statement like ${'%::int + 1 as sum'}
      `.execute(db);
      expect(prepared.rows.map((row) => row.statement)).toEqual(['select $1::int + 1 as sum']);

      // A transaction's begin and commit carry no values and go unnamed; it still commits.
      const inside = await db
        .transaction()
        .execute(
          async (trx) =>
            (await sql<{ one: number }>`select ${1}::int as one`.execute(trx)).rows[0]!.one,
        );
      expect(inside).toBe(1);
    } finally {
      await close();
    }
  });

  it('keeps no more named statements on a connection than its ceiling, and runs the rest', async () => {
    const { db, close } = onOneConnection();
    try {
      // Texts that differ with their data, as an `in` list of ids does.
      const answers = [];
      for (let i = 0; i < NAMED_PER_CONNECTION + 20; i++)
        answers.push(
          (
            await sql<{
              value: number;
            }>`select ${i}::int as value, ${sql.lit(i)} as text_number`.execute(db)
          ).rows[0]!.value,
        );
      expect(answers).toEqual(Array.from({ length: NAMED_PER_CONNECTION + 20 }, (_, i) => i));
      const { rows } = await sql<{ count: string }>`
        select count(*) from pg_prepared_statements where statement like ${'%as text_number'}
      `.execute(db);
      expect(Number(rows[0]!.count)).toBe(NAMED_PER_CONNECTION);
    } finally {
      await close();
    }
  });
});
