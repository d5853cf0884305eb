import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { startProgramme } from '../../../test/onboarding.ts';
import { createSpacedReviewRepository } from './spaced-review.repository.ts';
import { createSpacedReview } from './spaced-review.service.ts';

const app = await buildTestApp();
const { call, signUp, services } = app;
const ok = async (pending: ReturnType<typeof call>) => {
  const response = await pending;
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
afterEach(() => vi.useRealTimers());

const DAY = 24 * 60 * 60_000;
/** A fake clock for the dates the server reads; its timers stay real (requests need them). */
const clockAt = (moment: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(moment);
};

const learner = await signUp('herhaling@example.nl');
await startProgramme(services.database.db, learner.userId);
const answerInModule = (itemId: string, answer: unknown) =>
  ok(call(learner, 'POST', '/api/microlearning-progress/w1-module-1/answers', { itemId, answer }));
const review = async () =>
  (await ok(call(learner, 'GET', '/api/spaced-review'))).questions as {
    moduleId: string;
    question: { id: string; type: string };
  }[];

describe('the spaced review', () => {
  const answeredAt = new Date(Date.now() + 60_000);

  it('brings a question answered wrong back on the next day, not before', async () => {
    clockAt(answeredAt);
    expect((await answerInModule('q1', 'a')).isCorrect).toBe(false);
    expect((await answerInModule('q2', true)).isCorrect).toBe(true);
    expect(await review()).toEqual([]);

    clockAt(new Date(answeredAt.getTime() + DAY - 60_000));
    expect(await review()).toEqual([]);

    clockAt(new Date(answeredAt.getTime() + DAY));
    const due = await review();
    expect(due.map((q) => `${q.moduleId}/${q.question.id}`)).toEqual(['w1-module-1/q1']);
    // Without its answer, as the module shows it.
    expect(due[0]).toMatchObject({ week: 1, question: { type: 'multiple-choice' } });
    expect(JSON.stringify(due[0])).not.toContain('"correct"');
  });

  it('keeps the schedule in the database: a new process (a restart) reads it', async () => {
    // Built as a restarted server builds it: nothing but the database in common.
    const restarted = createSpacedReview({
      cards: createSpacedReviewRepository(services.database.db),
      programme: services.programmeRepository,
    });
    const now = new Date(answeredAt.getTime() + DAY);
    expect((await restarted.due(learner.userId, now)).map((q) => q.question.id)).toEqual(['q1']);
  });

  it('moves a question on with each answer: right now, it comes back days later', async () => {
    clockAt(new Date(answeredAt.getTime() + DAY));
    const result = await ok(
      call(learner, 'POST', '/api/spaced-review/answers', {
        moduleId: 'w1-module-1',
        itemId: 'q1',
        answer: 'b',
      }),
    );
    expect(result).toMatchObject({ isCorrect: true, correct: 'b' });
    expect(new Date(result.nextDueAt).getTime()).toBeGreaterThan(answeredAt.getTime() + 2 * DAY);
    expect(await review()).toEqual([]);
    // The one answered right in the module comes back too, once it has not been seen a while
    // (weeks on: read from the service, past the sign-in's lifetime).
    const later = new Date(answeredAt.getTime() + 60 * DAY);
    const due = await services.spacedReview.due(learner.userId, later);
    expect(due.map((q) => q.question.id).sort()).toEqual(['q1', 'q2']);
  });

  it('holds at most five questions, and only the learner’s own', async () => {
    clockAt(answeredAt);
    for (const module of ['w1-module-1', 'w1-module-2'])
      for (const [itemId, answer] of [
        ['q1', 'a'],
        ['q2', false],
        ['q3', ['s3', 's2', 's1']],
      ] as const)
        await call(learner, 'POST', `/api/microlearning-progress/${module}/answers`, {
          itemId,
          answer,
        });
    vi.useRealTimers();
    const later = new Date(answeredAt.getTime() + 60 * DAY);
    expect(await services.spacedReview.due(learner.userId, later)).toHaveLength(5);
    const other = await signUp('ander@example.nl');
    expect((await ok(call(other, 'GET', '/api/spaced-review'))).questions).toEqual([]);
    const stranger = await call(other, 'POST', '/api/spaced-review/answers', {
      moduleId: 'w1-module-1',
      itemId: 'q1',
      answer: 'b',
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('counts an answer sent twice (done offline, sent again) once', async () => {
    const offline = await signUp('herhaling-offline@example.nl');
    await startProgramme(services.database.db, offline.userId);
    clockAt(answeredAt);
    await call(offline, 'POST', '/api/microlearning-progress/w1-module-1/answers', {
      itemId: 'q1',
      answer: 'a',
    });
    const dueAgain = new Date(answeredAt.getTime() + DAY);
    clockAt(dueAgain);
    const body = { moduleId: 'w1-module-1', itemId: 'q1', answer: 'a', requestId: randomUUID() };
    const first = await ok(call(offline, 'POST', '/api/spaced-review/answers', body));
    expect(first).toMatchObject({ isCorrect: false, correct: 'b' });

    // A day on the question is due again; the same request arriving late does not move it.
    clockAt(new Date(dueAgain.getTime() + DAY));
    expect(await ok(call(offline, 'POST', '/api/spaced-review/answers', body))).toEqual(first);
    const due = (await ok(call(offline, 'GET', '/api/spaced-review'))).questions;
    expect(due.map((q: { question: { id: string } }) => q.question.id)).toEqual(['q1']);
  });
});
