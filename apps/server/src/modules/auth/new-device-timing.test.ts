import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  ADULT_BIRTH_YEAR,
  buildTestApp,
  CookieJar,
  STRONG_PASSWORD,
} from '../../../test/helper.ts';

/**
 * A real SMTP server that can be slow: while `held` is set, a mail is taken in but not
 * acknowledged until it is released, as a busy mail provider does.
 */
const received: { to: string; raw: string }[] = [];
const held: (() => void)[] = [];
let isHolding = false;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      const accept = () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      };
      if (isHolding) held.push(accept);
      else accept();
    });
  },
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())));

const { request, captcha, post } = await buildTestApp({
  NEW_DEVICE_CHECK: 'true',
  SMTP_URL: `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`,
});

const mailsTo = (email: string) => received.filter((mail) => mail.to === email);
const codeIn = (mail: { raw: string }) => mail.raw.match(/\b(\d{6})\b/)![1]!;
const waitForMails = (email: string, count: number) =>
  vi.waitFor(() => expect(mailsTo(email).length).toBeGreaterThanOrEqual(count), {
    timeout: 10_000,
    interval: 20,
  });

/** Signs up and confirms the address with the code the SMTP server received. */
async function signUpBySmtp(email: string) {
  const signUp = await request({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: {
      email,
      password: STRONG_PASSWORD,
      name: 'S P',
      firstName: 'S',
      lastName: 'P',
      birthYear: ADULT_BIRTH_YEAR,
      captcha: await captcha(),
    },
  });
  expect(signUp.statusCode).toBe(200);
  await waitForMails(email, 1);
  const verified = await request({
    method: 'POST',
    url: '/api/verify-otp',
    payload: { email, otp: codeIn(mailsTo(email).at(-1)!), type: 'email-verification' },
  });
  expect(verified.statusCode).toBe(200);
}

const signIn = (email: string, password: string) =>
  post(new CookieJar(), '/api/auth/sign-in/email', { email, password });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

describe('a new device with a slow mail server', () => {
  it('answers the right password before its code is delivered, then the code signs in', async () => {
    const email = 'trage-post@example.nl';
    await signUpBySmtp(email);
    isHolding = true;
    try {
      const right = await signIn(email, STRONG_PASSWORD);
      expect(right.json()).toEqual({ code: 'NEW_DEVICE', message: expect.any(String) });
      // The answer came while the mail server still holds the code.
      await vi.waitFor(() => expect(held.length).toBe(1), { timeout: 10_000, interval: 20 });
      expect(mailsTo(email)).toHaveLength(1);
    } finally {
      isHolding = false;
      held.splice(0).forEach((release) => release());
    }
    await waitForMails(email, 2);
    const withCode = await post(new CookieJar(), '/api/verify-otp', {
      email,
      otp: codeIn(mailsTo(email).at(-1)!),
      type: 'sign-in',
    });
    expect(withCode.statusCode).toBe(200);
  });

  it('takes about as long for a wrong password as for the right one', async () => {
    const email = 'even-snel@example.nl';
    await signUpBySmtp(email);
    isHolding = true;
    const timings = { right: [] as number[], wrong: [] as number[] };
    try {
      // Interleaved, so a busy machine slows both alike; fewer than the ten failures that lock.
      for (let i = 0; i < 5; i++) {
        for (const [kind, password] of [
          ['right', STRONG_PASSWORD],
          ['wrong', `Niet-goed-${i}-x`],
        ] as const) {
          const started = performance.now();
          expect((await signIn(email, password)).json().code).toBe('NEW_DEVICE');
          timings[kind].push(performance.now() - started);
        }
      }
    } finally {
      isHolding = false;
      held.splice(0).forEach((release) => release());
    }
    // The right one's mail waits at the mail server; were the answer to wait for it, it would
    // never come. Here both kinds take about one password check.
    const [right, wrong] = [median(timings.right), median(timings.wrong)];
    expect(right).toBeLessThan(wrong * 2 + 50);
    expect(wrong).toBeLessThan(right * 2 + 50);
  });
});
