import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAccessToken, sessionHasEnded } from './access-token';

const env = vi.hoisted(() => ({ apiBaseUrl: '' }));
vi.mock('../config/env', () => ({ env }));

// The token's schema module arrives only when the test lets it, as a chunk on a slow phone.
// Once arrived it stays loaded: the test that holds it back runs first (tests run in order).
const schemaModule = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive: () => arrive(), arrived };
});
vi.mock('@leerloop/contracts/auth/session', async (importActual) => {
  await schemaModule.arrived;
  return importActual();
});

// A real HTTP server: the token, or a 401 once the session is gone.
const requests: string[] = [];
let status = 200;
const server = createServer((request, response) => {
  requests.push(`${request.method} ${request.url}`);
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify(
      status === 200 ? { token: 'a.b.c' } : { code: 'UNAUTHORIZED', message: 'Geen sessie' },
    ),
  );
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  env.apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => server.close());
beforeEach(() => {
  requests.length = 0;
  status = 200;
  localStorage.clear();
});

describe('the access token (spec §4)', () => {
  it('is asked for before its schema has loaded, and kept once it has', async () => {
    const token = fetchAccessToken();
    await vi.waitFor(() => expect(requests).toEqual(['GET /api/auth/token']));
    expect(localStorage.getItem('accessToken')).toBeNull();

    schemaModule.arrive();
    await expect(token).resolves.toBe('a.b.c');
    expect(localStorage.getItem('accessToken')).toBe('a.b.c');
  });

  it('is null when the server has no session, which then counts as ended', async () => {
    schemaModule.arrive();
    status = 401;
    await expect(fetchAccessToken()).resolves.toBeNull();
    expect(sessionHasEnded()).toBe(true);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
