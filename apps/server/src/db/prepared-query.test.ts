import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { preparedQuery } from './prepared-query.ts';

const database = openSqlite(':memory:');
await migrateToLatest(database.db);
const { db } = database;
afterAll(() => database.close());

const person = (id: string, firstName: string) => ({
  id,
  name: firstName,
  email: `${id}@example.nl`,
  emailVerified: 1,
  firstName,
  lastName: 'Test',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});
await db
  .insertInto('user')
  .values([person('u1', 'Amal'), person('u2', 'Bram')])
  .execute();

describe('a query built once and run with new values', () => {
  const byId = preparedQuery(db, ['id'], ({ id }) =>
    db.selectFrom('user').select(['firstName', 'emailVerified']).where('id', '=', id),
  );

  it('answers for each call its own values, camelCased as any query', async () => {
    expect(await byId({ id: 'u1' })).toEqual([{ firstName: 'Amal', emailVerified: 1 }]);
    expect(await byId({ id: 'u2' })).toEqual([{ firstName: 'Bram', emailVerified: 1 }]);
    expect(await byId({ id: 'nobody' })).toEqual([]);
  });

  it('keeps the values written into it and fills every placeholder', async () => {
    const named = preparedQuery(db, ['id'], ({ id }) =>
      db.selectFrom('user').select('firstName').where('lastName', '=', 'Test').where('id', '=', id),
    );
    expect(await named({ id: 'u2' })).toEqual([{ firstName: 'Bram' }]);
  });

  it('refuses a placeholder the query does not use as a value', () => {
    expect(() =>
      preparedQuery(db, ['id', 'unused'], ({ id }) =>
        db.selectFrom('user').select('firstName').where('id', '=', id),
      ),
    ).toThrow(/unused/);
  });
});
