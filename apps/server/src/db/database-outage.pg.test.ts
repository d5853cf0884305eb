import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';

// PostgreSQL only (project "server-postgres"): the database server goes away and comes back.
const { request, signUp, services } = await buildTestApp();
const session = await signUp('storing@example.nl');
const databaseName = new URL(
  String((services.config.database as { url: string }).url),
).pathname.slice(1);

async function asAdmin(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** Cuts every connection of the app and refuses new ones, as if the server were stopped. */
const stopDatabase = async () => {
  await asAdmin(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
  await asAdmin(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${databaseName}'`,
  );
};
const startDatabase = () => asAdmin(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);

describe('when PostgreSQL is away', () => {
  it('answers 503 SERVICE_UNAVAILABLE, writes nothing, and recovers without a restart', async () => {
    await stopDatabase();
    try {
      const me = await request({ method: 'GET', url: '/api/users/me', headers: session.headers });
      expect(me.statusCode).toBe(503);
      expect(me.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringContaining('niets verloren'),
      });

      const save = await request({
        method: 'PUT',
        url: '/api/users/me/settings',
        headers: session.headers,
        payload: { langSelected: 'mc' },
      });
      expect(save.statusCode).toBe(503);

      const signIn = await request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'storing@example.nl', password: 'Fietsbel-Zonnig-42' },
      });
      expect(signIn.statusCode).toBe(503);
      expect(signIn.json().code).toBe('SERVICE_UNAVAILABLE');

      const health = await request({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json().database.message).toBe('PostgreSQL is not working');
    } finally {
      await startDatabase();
    }

    const me = await request({ method: 'GET', url: '/api/users/me', headers: session.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.langSelected).toBe('nl');
    expect((await request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
