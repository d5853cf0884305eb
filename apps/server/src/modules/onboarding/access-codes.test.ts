import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { createOrganization } from '../../../test/organizations.ts';
import { DEMO_ORGANIZATION } from '../demo/demo-seed.ts';
import { newAccessCode } from './access-codes.ts';

const { request, signUp, services } = await buildTestApp();
const { db } = services.database;
type Session = Awaited<ReturnType<typeof signUp>>;

const withAccessCode = async (name: string, accessCode: string) => {
  const id = await createOrganization(db, name);
  await db
    .updateTable('organization')
    .set({ metadata: JSON.stringify({ accessCode }) })
    .where('id', '=', id)
    .execute();
  return id;
};

const checkUser = (session: Session, code: string, remoteAddress = '127.0.0.1') =>
  request({
    method: 'POST',
    url: '/api/check-user',
    headers: session.headers,
    payload: { code },
    remoteAddress,
  });

/** A wrong guess: the same length and alphabet as a real code. */
const guess = (i: number) => `GUES-${String(i).padStart(4, '2')}-ABCD-EFGH`;

describe('guessing an access code', () => {
  it('is cut off after ten wrong codes, with a retry time, even for the right code', async () => {
    const code = newAccessCode();
    const school = await withAccessCode('Raadschool', code);
    const guesser = await signUp('rader@example.nl');
    const statuses: number[] = [];
    let cutOff;
    for (let i = 0; i < 200; i++) {
      const answer = await checkUser(guesser, guess(i), '198.51.100.20');
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) cutOff ??= answer;
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    expect(cutOff!.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Te veel codes geprobeerd\. Probeer het over \d+ minuten? opnieuw\.$/,
      ),
    });
    expect(Number(cutOff!.headers['retry-after'])).toBeGreaterThan(50 * 60);
    // While cut off, the right code is no proof either: a guess that hit would look the same.
    expect((await checkUser(guesser, code, '198.51.100.20')).statusCode).toBe(429);

    // Someone else, elsewhere, joins with the right code as before.
    const learner = await signUp('eerlijk@example.nl');
    const joined = await checkUser(learner, code, '198.51.100.21');
    expect(joined.json().data.organization).toEqual({ id: school, name: 'Raadschool' });
  }, 60_000);

  it('is cut off per address too, whichever account the guesses come from', async () => {
    const code = newAccessCode();
    await withAccessCode('Adresschool', code);
    const address = '198.51.100.30';
    for (let account = 0; account < 10; account++) {
      const guesser = await signUp(`rader-${account}@example.nl`);
      for (let i = 0; i < 10; i++)
        expect((await checkUser(guesser, guess(i), address)).statusCode).toBe(400);
    }
    const another = await signUp('rader-10@example.nl');
    const refused = await checkUser(another, guess(0), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same learner from another address is not held back.
    expect((await checkUser(another, code, '198.51.100.31')).statusCode).toBe(200);
  }, 60_000);
});

describe('short codes', () => {
  it('do not join an organisation outside the demo', async () => {
    await withAccessCode('Kortschool', 'SCHOOL42');
    const learner = await signUp('kort@example.nl');
    const refused = await checkUser(learner, 'SCHOOL42');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_CODE' });
  });

  it('still join the seeded demo organisation (LEERLOOP)', async () => {
    const demo = await createOrganization(db, 'Leerloop Demo');
    await db
      .updateTable('organization')
      .set({
        slug: DEMO_ORGANIZATION.slug,
        metadata: JSON.stringify({ accessCode: DEMO_ORGANIZATION.accessCode }),
      })
      .where('id', '=', demo)
      .execute();
    const learner = await signUp('demo-leerling@example.nl');
    const joined = await checkUser(learner, 'leerloop');
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data.organization.id).toBe(demo);
  });
});

describe('new access codes', () => {
  it('are long and random, and work in lower case, with or without dashes', async () => {
    const codes = Array.from({ length: 50 }, () => newAccessCode());
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(new Set(codes).size).toBe(codes.length);

    const code = codes[0]!;
    await withAccessCode('Nieuwe school', code);
    const learner = await signUp('nieuwe-code@example.nl');
    expect(
      (await checkUser(learner, ` ${code.toLowerCase().replaceAll('-', '')} `)).statusCode,
    ).toBe(200);
    expect((await checkUser(learner, code.replaceAll('-', ' '))).statusCode).toBe(200);
  });
});
