import { afterAll, describe, expect, it } from 'vitest';
import { cachedRead } from './cached-read.ts';
import { openSqlite } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const database = openSqlite(':memory:');
await migrateToLatest(database.db);
const { db, writes } = database;
afterAll(() => database.close());

const now = new Date().toISOString();
const person = (id: string, firstName: string) => ({
  id,
  name: firstName,
  email: `${id}@example.nl`,
  emailVerified: 1,
  firstName,
  lastName: 'Test',
  createdAt: now,
  updatedAt: now,
});
await db
  .insertInto('user')
  .values([person('u1', 'Amal'), person('u2', 'Bram')])
  .execute();

/**
 * The first name as the database has it, counting how often the database was asked;
 * `afterRead` runs between the database's answer and the read's end.
 */
function firstNames(afterRead = async () => {}) {
  let asked = 0;
  const read = cachedRead(
    async (id: string) => {
      asked += 1;
      const row = await db
        .selectFrom('user')
        .select('firstName')
        .where('id', '=', id)
        .executeTakeFirst();
      await afterRead();
      return row?.firstName;
    },
    { writes, tables: ['user'], ttlMs: 60_000, max: 100 },
  );
  return { read, asked: () => asked };
}

const rename = (id: string, firstName: string) =>
  db.updateTable('user').set({ firstName }).where('id', '=', id).execute();

describe('a read kept until its table is written', () => {
  it('answers again from memory, the missing included', async () => {
    const { read, asked } = firstNames();
    expect([
      await read('u1'),
      await read('u1'),
      await read('nobody'),
      await read('nobody'),
    ]).toEqual(['Amal', 'Amal', undefined, undefined]);
    expect(asked()).toBe(2);
  });

  it('reads the database again after an update, an insert or a delete of that table', async () => {
    const { read, asked } = firstNames();
    await read('u1');
    await rename('u1', 'Amira');
    expect(await read('u1')).toBe('Amira');
    await db.insertInto('user').values(person('u3', 'Cas')).execute();
    expect(await read('u3')).toBe('Cas');
    await db.deleteFrom('user').where('id', '=', 'u3').execute();
    expect(await read('u3')).toBeUndefined();
    expect(asked()).toBe(4);
  });

  it('keeps its copy when another table is written', async () => {
    const { read, asked } = firstNames();
    await read('u2');
    await db
      .insertInto('verification')
      .values({
        id: 'v1',
        identifier: 'x',
        value: 'y',
        expiresAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await read('u2');
    expect(asked()).toBe(1);
  });

  it('does not keep a read that a write overlapped', async () => {
    // Each read waits, after the database answered, until the test lets it finish.
    const gates: (() => void)[] = [];
    const { read, asked } = firstNames(() => new Promise<void>((resolve) => gates.push(resolve)));
    const overlapped = read('u2');
    await expect.poll(() => gates.length).toBe(1);
    await rename('u2', 'Bo');
    gates[0]!();
    expect(await overlapped).toBe('Bram');
    const next = read('u2');
    await expect.poll(() => gates.length).toBe(2);
    gates[1]!();
    expect(await next).toBe('Bo');
    expect(await read('u2')).toBe('Bo');
    expect(asked()).toBe(2);
  });
});
