import { expect } from 'vitest';
import type { buildTestApp } from './helper.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
export type Session = Awaited<ReturnType<TestApp['signUp']>>;

/**
 * Issue 23's tests: an organisation with its Admin (made through the API), and helpers to add
 * its members and groups the way the app does.
 */
export async function organisationWithAdmin(app: TestApp, tag: string) {
  const { call, signUp } = app;
  const ok = async (pending: ReturnType<typeof call>) => {
    const response = await pending;
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data;
  };
  const admin = await signUp(`admin-${tag}@example.nl`);
  const org = (await ok(
    call(admin, 'POST', '/api/organizations', { name: `School ${tag}`, slug: `school-${tag}` }),
  )) as { id: string; name: string; accessCode: string };
  let count = 0;
  return {
    admin,
    org,
    ok,
    /** A new member who joined with the organisation's code (a Lid). */
    async member(name = 'lid') {
      const session = await signUp(`${name}-${++count}-${tag}@example.nl`);
      await ok(call(session, 'POST', '/api/check-user', { code: org.accessCode }));
      return session;
    },
    /** A new group of the organisation, made by its Admin. */
    async group(name: string) {
      return (await ok(call(admin, 'POST', `/api/organizations/${org.id}/groups`, { name }))) as {
        id: string;
        name: string;
        accessCode: string;
      };
    },
  };
}

/** A learner does one of the fixture programme's modules (3 questions), all right, and ends it. */
export async function doModule(app: TestApp, session: Session, moduleId: string) {
  const progress = `/api/microlearning-progress/${moduleId}`;
  for (const [itemId, answer] of [
    ['q1', 'b'],
    ['q2', true],
    ['q3', ['s1', 's2', 's3']],
  ] as const) {
    const answered = await app.call(session, 'POST', `${progress}/answers`, { itemId, answer });
    expect(answered.statusCode, answered.body).toBe(200);
  }
  expect((await app.call(session, 'POST', `${progress}/complete`)).statusCode).toBe(200);
}

/** A learner swipes all 12 statements of a fixture deck and finishes it. */
export async function finishDeck(app: TestApp, session: Session, deckId: string) {
  for (let card = 1; card <= 12; card++) {
    const saved = await app.call(session, 'POST', '/api/my-tinder-save', {
      deckId,
      cardId: `s${card}`,
      choice: 'agree',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const done = await app.call(session, 'POST', '/api/upload-tinder-result', { deckId });
  expect(done.statusCode, done.body).toBe(200);
}

/** Today's date in Amsterdam, `days` later (negative: earlier), as YYYY-MM-DD. */
export function amsterdamDate(days = 0, from = new Date()) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(from.getTime() + days * 24 * 60 * 60 * 1000));
}
