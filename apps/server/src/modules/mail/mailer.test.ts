import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, STRONG_PASSWORD } from '../../../test/helper.ts';

// A real SMTP server on loopback that keeps what it receives.
const received: { to: string; raw: string }[] = [];
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
      callback();
    });
  },
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())));

const port = (sink.server.address() as AddressInfo).port;
const { request, captcha } = await buildTestApp({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_FROM: 'Leerloop <noreply@leerloop.test>',
});

describe('mail over SMTP', () => {
  it('sends the sign-up code through the configured SMTP server, not the outbox', async () => {
    const response = await request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        email: 'smtp@example.nl',
        password: STRONG_PASSWORD,
        name: 'S M',
        firstName: 'S',
        lastName: 'M',
        birthYear: 2000,
        captcha: await captcha(),
      },
    });
    expect(response.statusCode).toBe(200);
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]!.to).toBe('smtp@example.nl');
    expect(received[0]!.raw).toMatch(/From: Leerloop <noreply@leerloop\.test>/);
    expect(received[0]!.raw).toMatch(/\b\d{6}\b/);
    expect(
      (await request({ method: 'GET', url: '/dev/mail.json?to=smtp@example.nl' })).json(),
    ).toEqual([]);
  });
});
