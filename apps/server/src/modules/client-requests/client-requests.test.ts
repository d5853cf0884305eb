import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

const { request, signUp, services } = await buildTestApp();
type Session = Awaited<ReturnType<typeof signUp>>;

const answer = (session: Session, itemId: string, given: unknown, requestId?: string) =>
  request({
    method: 'POST',
    url: '/api/microlearning-progress/w1-module-1/answers',
    headers: session.headers,
    payload: { itemId, answer: given, ...(requestId && { requestId }) },
  });
const swipe = (
  session: Session,
  cardId: string,
  choice: 'agree' | 'disagree' | null,
  requestId?: string,
) =>
  request({
    method: 'POST',
    url: '/api/my-tinder-save',
    headers: session.headers,
    payload: { deckId: 'w1-deck', cardId, choice, ...(requestId && { requestId }) },
  });
const progress = async (session: Session) =>
  (
    await request({
      method: 'GET',
      url: '/api/microlearning-progress/w1-module-1',
      headers: session.headers,
    })
  ).json().data;
const deckState = async (session: Session) =>
  (
    await request({ method: 'GET', url: '/api/tinder-deck/w1-deck', headers: session.headers })
  ).json().data.state;

describe('work sent again after being offline counts once (issue 24)', () => {
  it('answers a repeated answer with the first result, without answering again', async () => {
    const learner = await signUp('offline-antwoord@example.nl');
    const requestId = randomUUID();
    const first = await answer(learner, 'q1', 'b', requestId);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ isCorrect: true, correct: 'b' });
    // A new try clears the answers; the old answer arriving again must not fill them in.
    await request({
      method: 'POST',
      url: '/api/microlearning-progress/w1-module-1/restart',
      headers: learner.headers,
    });
    const repeat = await answer(learner, 'q1', 'b', requestId);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect((await progress(learner)).answers).toEqual({});
    // A new id is a new answer, graded as always.
    const fresh = await answer(learner, 'q1', 'a', randomUUID());
    expect(fresh.json().data.isCorrect).toBe(false);
    expect(Object.keys((await progress(learner)).answers)).toEqual(['q1']);
  });

  it('gives a repeated swipe its first answer and leaves later swipes standing', async () => {
    const learner = await signUp('offline-swipe@example.nl');
    const agreed = randomUUID();
    const first = await swipe(learner, 's1', 'agree', agreed);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.state.choices).toEqual({ s1: 'agree' });
    expect((await swipe(learner, 's1', null, randomUUID())).statusCode).toBe(200);
    const repeat = await swipe(learner, 's1', 'agree', agreed);
    expect(repeat.json()).toEqual(first.json());
    expect((await deckState(learner)).choices).toEqual({});
  });

  it("keeps each learner's ids apart, and refuses one id for two kinds of request", async () => {
    const one = await signUp('offline-een@example.nl');
    const other = await signUp('offline-ander@example.nl');
    const requestId = randomUUID();
    expect((await swipe(one, 's2', 'disagree', requestId)).statusCode).toBe(200);
    const theirs = await swipe(other, 's2', 'agree', requestId);
    expect(theirs.json().data.state.choices).toEqual({ s2: 'agree' });
    const mixed = await answer(one, 'q1', 'b', requestId);
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().code).toBe('CONFLICT');
    expect((await swipe(one, 's3', 'agree', 'niet-een-id')).statusCode).toBe(400);
  });

  it('forgets the kept answers after 90 days, at night', async () => {
    const learner = await signUp('offline-oud@example.nl');
    expect((await swipe(learner, 's4', 'agree', randomUUID())).statusCode).toBe(200);
    const kept = () =>
      services.database.db
        .selectFrom('clientRequest')
        .select('requestId')
        .where('userId', '=', learner.userId)
        .execute();
    const DAY = 86_400_000;
    await services.jobs.runDue(new Date(Date.now() + 89 * DAY));
    expect(await kept()).toHaveLength(1);
    await services.jobs.runDue(new Date(Date.now() + 91 * DAY));
    expect(await kept()).toHaveLength(0);
  });
});
