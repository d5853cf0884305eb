import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, STRONG_PASSWORD } from '../../../test/helper.ts';

// The default per address (20 a minute); everyone together may send 25 a minute here.
const { request, captcha, services, signUp, call, mailsTo } = await buildTestApp({
  MAIL_PER_MINUTE: '25',
});

const signUpFrom = async (remoteAddress: string, email: string) =>
  request({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress,
    payload: {
      email,
      password: STRONG_PASSWORD,
      name: 'Bulk Post',
      firstName: 'Bulk',
      lastName: 'Post',
      birthYear: 2000,
      captcha: await captcha(),
    },
  });

const resetFrom = (remoteAddress: string, email: string) =>
  request({
    method: 'POST',
    url: '/api/request-otp',
    remoteAddress,
    payload: { email, type: 'forget-password' },
  });

const mailsSent = async () =>
  Number(
    (
      await services.database.db
        .selectFrom('mailOutbox')
        .select((eb) => eb.fn.countAll<number>().as('mails'))
        .executeTakeFirstOrThrow()
    ).mails,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('mail in bulk', () => {
  it('cuts a client off after 20 mails a minute (30 sign-ups to 30 addresses), and everyone after 25', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const answers = [];
    for (let i = 0; i < 30; i++)
      answers.push(await signUpFrom('203.0.113.20', `bulk-${i}@example.nl`));
    expect(answers.slice(0, 20).every((answer) => answer.statusCode === 200)).toBe(true);
    const refused = answers.slice(20);
    expect(refused.every((answer) => answer.statusCode === 429)).toBe(true);
    expect(refused[0]!.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/e-mails.*Probeer het over 1 minuut opnieuw\./),
    });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused[0]!.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await mailsSent()).toBe(20);
    // A refused sign-up made no account: the address is free to sign up later.
    const bulk29 = await services.database.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'bulk-29@example.nl')
      .executeTakeFirst();
    expect(bulk29).toBeUndefined();

    // Reset mails from another client: the first five fill the minute for everyone.
    const resets = [];
    for (let i = 0; i < 30; i++)
      resets.push(await resetFrom('198.51.100.20', `bulk-${i}@example.nl`));
    expect(resets.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(resets.slice(5).every((answer) => answer.statusCode === 429)).toBe(true);
    expect(await mailsSent()).toBe(25);

    // A minute later mail flows again.
    vi.setSystemTime(Date.now() + 61_000);
    expect((await resetFrom('198.51.100.20', 'bulk-0@example.nl')).statusCode).toBe(200);
    expect(await mailsSent()).toBe(26);
  }, 90_000);

  it('answers an unknown address like a known one: the limit counts requests, not accounts', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 });
    const known = [];
    for (let i = 0; i < 22; i++)
      known.push((await resetFrom('192.0.2.30', `bulk-${i}@example.nl`)).statusCode);
    vi.setSystemTime(Date.now() + 61_000);
    const unknown = [];
    for (let i = 0; i < 22; i++)
      unknown.push((await resetFrom('192.0.2.31', `niemand-${i}@example.nl`)).statusCode);
    expect(known.filter((status) => status === 429)).toHaveLength(2);
    expect(unknown).toEqual(known);
  }, 30_000);
});

describe('invitations by e-mail', () => {
  it('count like other mail: past the limits a 429, and nothing of that batch goes out', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30 * 60_000 });
    const admin = await signUp('uitnodiger@example.nl');
    const org = (
      await call(admin, 'POST', '/api/organizations', { name: 'Bulkschool', slug: 'bulkschool' })
    ).json().data;
    const invite = (from: string, emails: string[]) =>
      request({
        method: 'POST',
        url: `/api/organizations/${org.id}/invitations`,
        headers: admin.headers,
        remoteAddress: from,
        payload: { emails, role: 'member' },
      });
    const klas = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => `klas-${from + i}@example.nl`);

    // From one client address: 20 a minute (a class at once), then a clear refusal.
    expect((await invite('203.0.113.40', klas(0, 20))).json().data.sent).toHaveLength(20);
    const overAddress = await invite('203.0.113.40', klas(20, 22));
    expect(overAddress.statusCode).toBe(429);
    expect(overAddress.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/vanaf dit adres te veel e-mails.*1 minuut/),
    });
    expect(Number(overAddress.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo('klas-20@example.nl')).toEqual([]);
    const listed = await call(admin, 'GET', `/api/invited-users/${org.id}`);
    expect(listed.json().data.invitations).toHaveLength(20);

    // A minute later: the same list goes out; everyone together stops at 25 a minute.
    vi.setSystemTime(Date.now() + 61_000);
    expect((await invite('203.0.113.40', klas(20, 22))).json().data.sent).toHaveLength(2);
    expect((await invite('203.0.113.41', klas(22, 42))).json().data.sent).toHaveLength(20);
    const overAll = await invite('203.0.113.42', klas(42, 46));
    expect(overAll.statusCode).toBe(429);
    expect(overAll.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Er worden nu te veel e-mails verstuurd\./),
    });
    expect(await mailsTo('klas-42@example.nl')).toEqual([]);
  }, 60_000);
});
