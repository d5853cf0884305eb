import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, CookieJar, STRONG_PASSWORD } from '../../../test/helper.ts';

// As in production: a password alone from a browser never seen also asks an e-mailed code.
const { request, signUp, latestCode, codeAfter, mailsTo } = await buildTestApp({
  NEW_DEVICE_CHECK: 'true',
});

/** A school's one public address, where the attacker and the learners sit alike. */
const SCHOOL = '203.0.113.7';
const HOME = '198.51.100.4';
const ELSEWHERE = '192.0.2.55';
const OTHER_SCHOOL = '203.0.113.50';

/** One browser (its cookies) at one client address. */
function browserAt(address: string) {
  const jar = new CookieJar();
  const post = (url: string, payload: object) =>
    jar.send(
      request({ method: 'POST', url, payload, cookie: jar.header(), remoteAddress: address }),
    );
  // A code after a password is mailed after the answer: the sign-in waits for that mail.
  let mailsBeforeSignIn = 0;
  return {
    signIn: async (email: string, password = STRONG_PASSWORD) => {
      mailsBeforeSignIn = (await mailsTo(email)).length;
      return post('/api/auth/sign-in/email', { email, password });
    },
    requestCode: (email: string, type = 'sign-in') => post('/api/request-otp', { email, type }),
    signInWithCode: async (email: string) =>
      post('/api/verify-otp', {
        email,
        otp: await codeAfter(email, mailsBeforeSignIn),
        type: 'sign-in',
      }),
    resetPassword: async (email: string, password: string) =>
      post('/api/reset-password', { email, otp: await latestCode(email), password }),
    hasSession: () => jar.header().includes('session_token='),
  };
}
type Browser = ReturnType<typeof browserAt>;

/** Signs in once by password and the mailed code, so this browser is known to the account. */
async function knownBrowserAt(address: string, email: string) {
  const browser = browserAt(address);
  expect((await browser.signIn(email)).json().code).toBe('NEW_DEVICE');
  expect((await browser.signInWithCode(email)).statusCode).toBe(200);
  return browser;
}

describe('100 wrong passwords from a school address', () => {
  const victim = 'slachtoffer@example.nl';
  const newcomer = 'nieuwkomer@example.nl';
  let attacker: Browser;
  let classmatesBrowser: Browser;
  let lastWrong: Awaited<ReturnType<Browser['signIn']>>;

  beforeAll(async () => {
    await signUp(victim);
    await signUp(newcomer);
    await signUp('klasgenoot@example.nl');
    classmatesBrowser = await knownBrowserAt(SCHOOL, 'klasgenoot@example.nl');
    attacker = browserAt(SCHOOL);
    // A new browser: a wrong password answers as the right one would (a code is needed).
    const first = await attacker.signIn(victim, 'Verkeerd-wachtwoord-0');
    expect(first.json().code).toBe('NEW_DEVICE');
    for (let i = 1; i < 100; i++) lastWrong = await attacker.signIn(victim, `Verkeerd-${i}-Fout`);
  }, 240_000);

  it('slows the attacker: every further try asks for a mailed code, with a retry time', () => {
    expect(lastWrong.statusCode).toBe(429);
    expect(lastWrong.json()).toEqual({
      code: 'SIGN_IN_CODE_REQUIRED',
      message: expect.stringContaining('code'),
    });
    expect(Number(lastWrong.headers['retry-after'])).toBeGreaterThan(50 * 60);
  });

  it('tells the attacker nothing: the right password, a wrong one and an unknown account answer alike', async () => {
    const right = await attacker.signIn(victim);
    const wrong = await attacker.signIn(victim, 'Nog-een-Fout-99');
    const unknown = await attacker.signIn('bestaat-niet@example.nl', 'Nog-een-Fout-99');
    for (const answer of [right, wrong, unknown]) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toEqual(lastWrong.json());
    }
    expect(attacker.hasSession()).toBe(false);
  });

  it('lets the victim in with the right password and the code mailed to them', async () => {
    const phone = browserAt(HOME);
    const asked = await phone.signIn(victim);
    expect(asked.statusCode).toBe(429);
    expect(asked.json().code).toBe('SIGN_IN_CODE_REQUIRED');
    expect(phone.hasSession()).toBe(false);
    const signedIn = await phone.signInWithCode(victim);
    expect(signedIn.statusCode).toBe(200);
    expect(phone.hasSession()).toBe(true);
    // From this browser, now known, the password alone is enough again.
    expect((await phone.signIn(victim)).statusCode).toBe(200);
  });

  it('lets classmates behind the same address in: from their own browser as usual, from a new one with a code', async () => {
    expect((await classmatesBrowser.signIn('klasgenoot@example.nl')).statusCode).toBe(200);
    const fresh = browserAt(SCHOOL);
    expect((await fresh.signIn(newcomer)).json().code).toBe('SIGN_IN_CODE_REQUIRED');
    expect((await fresh.signInWithCode(newcomer)).statusCode).toBe(200);
  });

  it('mails no code for a wrong password, so the attacker cannot flood the inbox', async () => {
    const before = (await mailsTo(victim)).length;
    for (let i = 0; i < 5; i++) await attacker.signIn(victim, `Weer-Fout-${i}-x`);
    // Codes are mailed after the answer: the right password's one, once it came, is the only one.
    await attacker.signIn(victim);
    await codeAfter(victim, before);
    expect((await mailsTo(victim)).length).toBe(before + 1);
  });
});

describe('code requests by someone else', () => {
  it('cut the requester off after five, and the victim still gets codes, a reset and a new-device sign-in', async () => {
    const victim = 'codes-slachtoffer@example.nl';
    await signUp(victim);
    const attacker = browserAt(ELSEWHERE);
    for (let i = 0; i < 5; i++)
      expect(
        (await attacker.requestCode(victim, i % 2 ? 'sign-in' : 'forget-password')).json(),
      ).toEqual({
        status: 'sent',
      });
    const cutOff = await attacker.requestCode(victim);
    expect(cutOff.statusCode).toBe(429);
    expect(cutOff.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
    expect(Number(cutOff.headers['retry-after'])).toBeGreaterThan(0);

    // The victim, at home: after a reset code and a new password this browser is known, so the
    // new password signs in; their tablet, never seen, also needs a mailed code.
    const home = browserAt(HOME);
    expect((await home.requestCode(victim, 'forget-password')).statusCode).toBe(200);
    expect((await home.resetPassword(victim, 'Nieuw-Paardenbloem-7')).statusCode).toBe(200);
    expect((await home.signIn(victim, 'Nieuw-Paardenbloem-7')).statusCode).toBe(200);
    const tablet = browserAt(HOME);
    expect((await tablet.signIn(victim, 'Nieuw-Paardenbloem-7')).json().code).toBe('NEW_DEVICE');
    expect((await tablet.signInWithCode(victim)).statusCode).toBe(200);
  });

  it('never lock the password sign-in, not even from the same address', async () => {
    const victim = 'nooit-op-slot@example.nl';
    await signUp(victim);
    const school = await knownBrowserAt(OTHER_SCHOOL, victim);
    const attacker = browserAt(OTHER_SCHOOL);
    for (let i = 0; i < 8; i++) await attacker.requestCode(victim);
    expect((await school.signIn(victim)).statusCode).toBe(200);
    // A reset from the victim's own browser still gets its code, though the address is spent.
    expect((await school.requestCode(victim, 'forget-password')).json()).toEqual({
      status: 'sent',
    });
  });

  it('answer an unknown address exactly like a known one, also when cut off', async () => {
    await signUp('bekend-adres@example.nl');
    const asker = browserAt('192.0.2.77');
    const answers = async (email: string) => {
      const all = [];
      for (let i = 0; i < 6; i++) all.push(await asker.requestCode(email));
      return all.map((r) => [r.statusCode, r.json().code ?? r.json().status]);
    };
    expect(await answers('bekend-adres@example.nl')).toEqual(await answers('onbekend@example.nl'));
  });
});

describe('an e-mailed code tried too often', () => {
  const verify = (email: string, otp: string, address: string) =>
    request({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { email, otp, type: 'sign-in' },
      remoteAddress: address,
    });
  /** Asks a code, then tries a wrong one seven times: each answer's status and code. */
  const wrongTries = async (email: string, wrongCode: string, address: string) => {
    expect((await browserAt(address).requestCode(email)).json()).toEqual({ status: 'sent' });
    const answers = [];
    for (let i = 0; i < 7; i++) {
      const answer = await verify(email, wrongCode, address);
      answers.push([answer.statusCode, answer.json().code]);
    }
    return answers;
  };

  it('says a new code is needed from the sixth try, with or without an account alike', async () => {
    const owner = 'code-pogingen@example.nl';
    await signUp(owner);
    const address = '192.0.2.81';
    const known = await wrongTries(owner, '000000', address);
    const used = await latestCode(owner);
    // The mailed code itself may be 000000 (one in a million): then the first try signed in.
    if (used === '000000') return;
    expect(known).toEqual([
      ...Array(5).fill([400, 'INVALID_CODE']),
      ...Array(2).fill([400, 'TOO_MANY_CODE_ATTEMPTS']),
    ]);
    expect(await wrongTries('geen-account@example.nl', '000000', '192.0.2.82')).toEqual(known);

    // The used-up code stays refused; a new code signs in.
    expect((await verify(owner, used, address)).json().code).toBe('TOO_MANY_CODE_ATTEMPTS');
    await browserAt(address).requestCode(owner);
    const fresh = await latestCode(owner);
    expect((await verify(owner, fresh, address)).statusCode).toBe(200);
  });
});

it('offers no password sign-in by username, which no limit would count', async () => {
  const response = await request({
    method: 'POST',
    url: '/api/auth/sign-in/username',
    payload: { username: 'iemand', password: 'Verkeerd-wachtwoord-1' },
  });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
});
