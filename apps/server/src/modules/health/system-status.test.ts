import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, STRONG_PASSWORD } from '../../../test/helper.ts';
import { systemStatus } from './system-status.ts';

// Issue 19 item 13: a platform admin sees every part of the deployment with the spec's texts.
// A real SMTP server and a local OpenAI-compatible endpoint stand in for the real ones.
const smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'] });
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const models = createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ object: 'list', data: [{ id: 'test-model', object: 'model' }] }));
});
await new Promise<void>((resolve) => models.listen(0, '127.0.0.1', resolve));
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => models.close(() => resolve()));
});
const port = (server: { address(): unknown }) => (server.address() as AddressInfo).port;

type Status = Awaited<ReturnType<typeof systemStatus>>;
const messages = (status: Status) =>
  Object.fromEntries(status.components.map((c) => [c.component, c.message]));

describe('the platform admin’s status of the deployment', () => {
  it('is shown to platform admins only, and says which optional parts are not configured', async () => {
    const { request, signUp, sessionOf, services } = await buildTestApp();
    const { userId } = await signUp('status-beheer@example.nl');
    await services.database.db
      .updateTable('user')
      .set({ role: 'admin' })
      .where('id', '=', userId)
      .execute();
    const admin = await sessionOf(
      await request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'status-beheer@example.nl', password: STRONG_PASSWORD },
      }),
    );
    const response = await request({
      method: 'GET',
      url: '/api/admin/status',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const status = response.json().data as Status;
    expect(status.components.map((c) => c.component)).toEqual([
      'database',
      'redis',
      'storage',
      'mail',
      'imi',
    ]);
    const driver = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
    expect(messages(status)).toMatchObject({
      database: `${driver} is configured and working`,
      mail: 'SMTP is not configured',
      imi: 'OpenAI-compatible model is not configured',
      ...(!process.env.TEST_REDIS_URL && { redis: 'Redis is not configured' }),
    });

    const learner = await signUp('nieuwsgierig@example.nl');
    const refused = await request({
      method: 'GET',
      url: '/api/admin/status',
      headers: learner.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect((await request({ method: 'GET', url: '/api/admin/status' })).statusCode).toBe(401);
  });

  it('checks the SMTP server and the model endpoint when they are set', async () => {
    const { services } = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port(smtp.server)}`,
      OPENAI_BASE_URL: `http://127.0.0.1:${port(models)}/v1`,
      OPENAI_API_KEY: 'test-key',
    });
    expect(messages(await systemStatus(services))).toMatchObject({
      mail: 'SMTP is configured and working',
      imi: 'OpenAI-compatible model is configured and working',
    });
  });

  it('says what is set but does not answer', async () => {
    const { services } = await buildTestApp({
      // Nothing listens on port 9 (discard) here.
      SMTP_URL: 'smtp://127.0.0.1:9',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      OPENAI_API_KEY: 'test-key',
    });
    expect(messages(await systemStatus(services))).toMatchObject({
      mail: 'SMTP is not working',
      imi: 'OpenAI-compatible model is not working',
    });
  });
});
