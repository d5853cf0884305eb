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
function firstNames(afterRead = async () => {}, keyColumns?: Record<string, string>) {
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
    { writes, tables: ['user'], keyColumns, ttlMs: 60_000, max: 100 },
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

describe('a read kept by key, forgotten by the writes to that key', () => {
  const byId = () => firstNames(async () => {}, { user: 'id' });

  it("keeps the others' copies when one key is written", async () => {
    const { read, asked } = byId();
    await read('u1');
    await read('u2');
    await rename('u1', 'Aya');
    expect([await read('u1'), await read('u2')]).toEqual(['Aya', 'Bo']);
    expect(asked()).toBe(3);
  });

  it('forgets every copy when a write may touch any key', async () => {
    const { read, asked } = byId();
    await read('u1');
    await read('u2');
    await db
      .updateTable('user')
      .set({ lastName: 'Nieuw' })
      .where('lastName', '=', 'Test')
      .execute();
    await db
      .updateTable('user')
      .set({ firstName: 'Bente' })
      .where((eb) => eb.or([eb('id', '=', 'u2'), eb('id', '=', 'u9')]))
      .execute();
    expect([await read('u1'), await read('u2')]).toEqual(['Aya', 'Bente']);
    expect(asked()).toBe(4);
  });

  it('finds the key among other conditions, and in the rows an insert or upsert writes', async () => {
    const { read, asked } = byId();
    await read('u1');
    await read('u4');
    await db
      .updateTable('user')
      .set({ firstName: 'Amina' })
      .where('emailVerified', '=', 1)
      .where('id', '=', 'u1')
      .execute();
    await db
      .insertInto('user')
      .values(person('u4', 'Dewi'))
      .onConflict((oc) => oc.column('id').doUpdateSet({ firstName: 'Dewi' }))
      .execute();
    expect([await read('u1'), await read('u4'), await read('u2')]).toEqual([
      'Amina',
      'Dewi',
      'Bente',
    ]);
    expect(asked()).toBe(5);
  });
});
