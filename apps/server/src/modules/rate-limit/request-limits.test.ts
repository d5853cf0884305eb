import { USER_ID_HEADER } from '@leerloop/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, buildTwoAppsOnOneDatabase } from '../../../test/helper.ts';

// Small limits, so a flood is short: 30 requests a minute per address, 12 per signed-in user.
const { request, signUp } = await buildTestApp({
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '30',
  RATE_LIMIT_PER_USER_PER_MINUTE: '12',
});

const flood = async (count: number, send: () => ReturnType<typeof request>) => {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await send());
  return answers;
};

describe('the default limit of every route', () => {
  it('cuts off a client address that floods, with { code, message } and a retry time', async () => {
    const answers = await flood(31, () =>
      request({
        method: 'GET',
        url: '/api/get-microlearning-modules',
        remoteAddress: '203.0.113.40',
      }),
    );
    expect(answers.slice(0, 30).every((answer) => answer.statusCode !== 429)).toBe(true);
    const refused = answers[30]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Te veel verzoeken. Probeer het over 1 minuut opnieuw.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Any route, the same budget; another address is not affected.
    const other = await request({
      method: 'POST',
      url: '/api/request-otp',
      remoteAddress: '203.0.113.40',
      payload: { email: 'x@example.nl' },
    });
    expect(other.statusCode).toBe(429);
    const elsewhere = await request({
      method: 'GET',
      url: '/api/get-microlearning-modules',
      remoteAddress: '203.0.113.41',
    });
    expect(elsewhere.statusCode).not.toBe(429);
  });

  it('counts a signed-in user on their own, not with everyone behind the same address', async () => {
    const anna = await signUp('anna-limiet@example.nl');
    const bram = await signUp('bram-limiet@example.nl');
    const school = '198.51.100.40';
    const asAnna = await flood(13, () =>
      request({
        method: 'GET',
        url: '/api/users/me',
        headers: anna.headers,
        remoteAddress: school,
      }),
    );
    expect(asAnna.slice(0, 12).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(asAnna[12]!.statusCode).toBe(429);
    expect(asAnna[12]!.json().code).toBe('RATE_LIMITED');
    // Bram, at the same address, has his own budget; so has the address itself.
    expect(
      (
        await request({
          method: 'GET',
          url: '/api/users/me',
          headers: bram.headers,
          remoteAddress: school,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await request({
          method: 'GET',
          url: '/api/get-microlearning-modules',
          remoteAddress: school,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('counts a made-up token by its address: a forged user gets no budget of its own', async () => {
    const address = '192.0.2.40';
    const forged = (i: number) => ({
      authorization: `Bearer eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ1c2VyLSR7aX0ifQ.${i}`,
      [USER_ID_HEADER]: `user-${i}`,
    });
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push(
        await request({
          method: 'GET',
          url: '/api/users/me',
          headers: forged(i),
          remoteAddress: address,
        }),
      );
    expect(answers.slice(0, 30).every((answer) => answer.statusCode === 401)).toBe(true);
    expect(answers[30]!.statusCode).toBe(429);
  });

  it('leaves the health check alone (load balancers ask it all the time)', async () => {
    const answers = await flood(40, () =>
      request({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.41' }),
    );
    expect(answers.every((answer) => answer.statusCode !== 429)).toBe(true);
  });
});

// Two instances on one database (and, in the scale-out run, one Redis), as behind a load balancer.
const instances = await buildTwoAppsOnOneDatabase({ RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '6' });
const hasRedis = Boolean(process.env.TEST_REDIS_URL);

describe('the default limit behind a load balancer', () => {
  it(`counts an address ${hasRedis ? 'once across instances, in Redis' : 'per instance, in memory'}`, async () => {
    for (const { app } of instances) await app.ready();
    const [first, second] = instances.map(
      ({ app }) =>
        () =>
          app.inject({ method: 'GET', url: '/api/users/me', remoteAddress: '192.0.2.42' }),
    );
    const answers = [...(await flood(4, first!)), ...(await flood(3, second!))];
    expect(answers.slice(0, 6).every((answer) => answer.statusCode === 401)).toBe(true);
    // The address's seventh request of the minute: past the limit of both instances together
    // when they share Redis; in memory, each has counted only its own.
    expect(answers[6]!.statusCode).toBe(hasRedis ? 429 : 401);
  });
});
