import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';

const lines: Record<string, unknown>[] = [];
const { app, services, request } = await buildTestApp(
  { LOG_LEVEL: 'debug' },
  { logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
);
const DEBUG = 20;
const WARN = 40;

const requestLines = (url: string) =>
  lines.filter(
    (line) => line.msg === 'request completed' && (line.req as { url?: string })?.url === url,
  );

describe('the server log', () => {
  it('logs each request once, at debug', async () => {
    expect((await request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const logged = requestLines('/api/health');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: DEBUG, res: { statusCode: 200 } });
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('shows no request at the usual level, so the start-up lines stay on screen', async () => {
    app.log.level = 'info';
    const before = lines.length;
    try {
      await request({ method: 'GET', url: '/api/health?at=info' });
      await request({ method: 'GET', url: '/api/no-such-route' });
      expect(lines.slice(before)).toEqual([]);
    } finally {
      app.log.level = 'debug';
    }
  });

  it('carries Better Auth’s messages, in the same format', async () => {
    const { logger } = await services.auth.$context;
    logger.warn('a message from Better Auth', new Error('what went wrong'));
    expect(lines.find((line) => line.msg === 'a message from Better Auth')).toMatchObject({
      level: WARN,
      source: 'better-auth',
      err: { message: 'what went wrong' },
    });
  });
});
