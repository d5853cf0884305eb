import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

const { request, services } = await buildTestApp();

describe('GET /api/health', () => {
  const driver = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

  it('names the real driver and says it works', async () => {
    const response = await request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: { driver, state: 'working', message: `${driver} is configured and working` },
      // The scale-out run (scripts/with-services.mjs) has Redis too.
      ...(process.env.TEST_REDIS_URL && {
        redis: { driver: 'Redis', state: 'working', message: 'Redis is configured and working' },
      }),
      storage: process.env.TEST_REDIS_URL
        ? { driver: 'S3', state: 'working', message: 'S3 is configured and working' }
        : {
            driver: 'Local storage',
            state: 'working',
            message: 'Local storage is configured and working',
          },
    });
  });

  it("sends a page's security headers: a CSP without inline scripts, nosniff, no framing", async () => {
    // The local outbox is a page of ours in every build but production.
    const response = await request({ method: 'GET', url: '/dev/mail' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    // The older header says the same, not SAMEORIGIN.
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it("sends an API answer data's headers: nothing runs or loads in it, no framing, ours only", async () => {
    for (const url of ['/api/health', '/api/users/me', '/api/no-such-endpoint']) {
      const response = await request({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
      });
      // A page's own headers stay with pages.
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  it('publishes the OpenAPI document generated from the contracts', async () => {
    const doc = (await request({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/users/me',
        '/api/request-otp',
        '/api/verify-otp',
        '/api/reset-password',
      ]),
    );
    expect((await request({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('keeps the documentation private when API_DOCS is off (the default in production)', async () => {
    const closed = await buildTestApp({ API_DOCS: 'false' });
    expect((await closed.request({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    expect((await closed.request({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
  });

  it('says the database is not working when it is closed', async () => {
    await services.database.close();
    const response = await request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().database.message).toBe(`${driver} is not working`);
  });
});
