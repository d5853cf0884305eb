import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { takeOnboardingSteps } from '../../../test/onboarding.ts';

const { request, signUp, services } = await buildTestApp();
const DAY = 24 * 60 * 60 * 1000;

type Headers = Awaited<ReturnType<typeof signUp>>['headers'];
const modules = async (headers: Headers) =>
  (await request({ method: 'GET', url: '/api/get-microlearning-modules', headers })).json().data;
const content = (headers: Headers, id: string) =>
  request({ method: 'GET', url: `/api/get-microlearning-content/${id}`, headers });
const answer = (headers: Headers, id: string, itemId: string, given: unknown) =>
  request({
    method: 'POST',
    url: `/api/microlearning-progress/${id}/answers`,
    headers,
    payload: { itemId, answer: given },
  });
/** A learner whose programme started `days` ago. */
async function learnerStartedDaysAgo(email: string, days: number) {
  const session = await signUp(email);
  await services.database.db
    .updateTable('user')
    .set({ onboardingFinishedAt: new Date(Date.now() - days * DAY).toISOString() })
    .where('id', '=', session.userId)
    .execute();
  return session;
}

describe('weeks and locks', () => {
  it('opens week 1 at once, and later weeks 7 days apart at midnight in Amsterdam', async () => {
    const learner = await signUp('nieuw@example.nl');
    const { headers } = learner;
    const before = await modules(headers);
    expect(before.weeks.map((w: { isLocked: boolean }) => w.isLocked)).toEqual([false, true, true]);

    await takeOnboardingSteps(services.database.db, request, learner);
    const finished = await request({ method: 'POST', url: '/api/finish-onboarding', headers });
    expect(finished.statusCode).toBe(200);
    const startedAt = new Date(finished.json().data.onboardingFinishedAt);
    const after = await modules(headers);
    expect(after.currentWeek).toBe(1);
    const week2 = new Date(after.weeks[1].unlocksAt);
    // Midnight in Amsterdam (23:00 or 22:00 UTC), 6–7 days after the start.
    expect(
      new Intl.DateTimeFormat('nl-NL', {
        timeZone: 'Europe/Amsterdam',
        hour: '2-digit',
        minute: '2-digit',
      }).format(week2),
    ).toBe('00:00');
    expect(week2.getTime() - startedAt.getTime()).toBeGreaterThan(6 * DAY);
    expect(week2.getTime() - startedAt.getTime()).toBeLessThanOrEqual(7 * DAY);
    expect(new Date(after.weeks[2].unlocksAt).getTime() - week2.getTime()).toBeGreaterThanOrEqual(
      7 * DAY - 60 * 60 * 1000,
    );
    expect(after.weeks[1].modules[0]).toMatchObject({
      state: 'locked',
      unlocksAt: after.weeks[1].unlocksAt,
    });
  });

  it('gives a learner in week 3 the first three weeks open', async () => {
    const { headers } = await learnerStartedDaysAgo('week3@example.nl', 15);
    const list = await modules(headers);
    expect(list.currentWeek).toBe(3);
    expect(list.weeks.every((w: { isLocked: boolean }) => !w.isLocked)).toBe(true);
    expect((await content(headers, 'w3-module-1')).statusCode).toBe(200);
  });

  it("refuses a locked module's content with LOCKED and when it opens", async () => {
    const { headers } = await learnerStartedDaysAgo('week1@example.nl', 2);
    const response = await content(headers, 'w2-module-1');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'LOCKED', unlocksAt: expect.any(String) });
    expect(JSON.stringify(response.json())).not.toContain('Kaart');
    expect((await answer(headers, 'w2-module-1', 'q1', 'b')).statusCode).toBe(403);
  });

  it('answers an unknown module with 404', async () => {
    const { headers } = await signUp('onbekend@example.nl');
    expect((await content(headers, 'w9-bestaat-niet')).statusCode).toBe(404);
  });
});

describe('working through a module', () => {
  it('sends questions without their answers, checks answers on the server, keeps the first', async () => {
    const { headers } = await signUp('leren@example.nl');
    const module = (await content(headers, 'w1-module-1')).json().data;
    expect(module.items).toHaveLength(9);
    const questions = module.items.filter((i: { type: string }) => i.type !== 'card');
    // Nothing in the JSON gives an answer away.
    expect(JSON.stringify(module.items)).not.toMatch(/"(correct|explanation)"/);

    const wrong = await answer(headers, 'w1-module-1', 'q1', 'a');
    expect(wrong.json().data).toEqual({
      isCorrect: false,
      correct: 'b',
      explanation: expect.objectContaining({ nl: 'B klopt, omdat het zo is.' }),
    });
    expect((await answer(headers, 'w1-module-1', 'q1', 'b')).json().data.isCorrect).toBe(false);
    expect((await answer(headers, 'w1-module-1', 'q2', true)).json().data.isCorrect).toBe(true);
    const order = questions.find((q: { type: string }) => q.type === 'order');
    expect(
      (await answer(headers, 'w1-module-1', 'q3', ['s1', 's2', 's3'])).json().data,
    ).toMatchObject({ isCorrect: true, correct: ['s1', 's2', 's3'] });
    expect(order.steps.map((s: { id: string }) => s.id).sort()).toEqual(['s1', 's2', 's3']);

    const result = await request({
      method: 'POST',
      url: '/api/microlearning-progress/w1-module-1/complete',
      headers,
    });
    expect(result.json().data).toMatchObject({
      score: 2,
      bestScore: 2,
      completedAt: expect.any(String),
    });
    const listed = (await modules(headers)).weeks[0].modules[0];
    expect(listed).toMatchObject({ state: 'done', progress: 1, bestScore: 2 });
  });

  it('refuses an answer that does not fit the question', async () => {
    const { headers } = await signUp('vorm@example.nl');
    for (const [itemId, given] of [
      ['q1', 'z'],
      ['q1', true],
      ['q2', 'ja'],
      ['q3', ['s1', 's1', 's2']],
    ] as const) {
      const response = await answer(headers, 'w1-module-2', itemId, given);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'ANSWER_DOES_NOT_FIT',
        message: 'answer: dit antwoord past niet bij de vraag',
      });
    }
    expect((await answer(headers, 'w1-module-2', 'c1', 'a')).statusCode).toBe(404);
  });

  it('will not score a module before every question is answered', async () => {
    const { headers } = await signUp('halfweg@example.nl');
    await answer(headers, 'w1-module-2', 'q1', 'b');
    const response = await request({
      method: 'POST',
      url: '/api/microlearning-progress/w1-module-2/complete',
      headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'MODULE_INCOMPLETE',
      message: 'Beantwoord eerst alle vragen van deze module.',
    });
  });

  it('resumes at the same item, also from another session', async () => {
    const { headers } = await signUp('hervat@example.nl');
    await request({
      method: 'PUT',
      url: '/api/microlearning-progress/w1-module-1',
      headers,
      payload: { position: 4 },
    });
    expect((await content(headers, 'w1-module-1')).json().data.progress.position).toBe(4);
    expect((await modules(headers)).weeks[0].modules[0]).toMatchObject({ state: 'in-progress' });
  });

  it('shows every change at once, though an unchanged list is kept between visits', async () => {
    const learner = await learnerStartedDaysAgo('telkens@example.nl', 6);
    const first = await modules(learner.headers);
    expect(await modules(learner.headers)).toEqual(first);
    await answer(learner.headers, 'w1-module-1', 'q1', 'b');
    expect((await modules(learner.headers)).weeks[0].modules[0].state).toBe('in-progress');
    // Nothing written, only the clock: week 2 opens when its moment has passed.
    const { listModules } = services.programme;
    const opensAt = new Date(first.weeks[1].unlocksAt);
    expect((await listModules(learner.userId, opensAt)).weeks[1]?.isLocked).toBe(false);
    expect(
      (await listModules(learner.userId, new Date(opensAt.getTime() - 1))).weeks[1]?.isLocked,
    ).toBe(true);
  });

  it("never shows one learner's progress to another", async () => {
    const anna = await signUp('anna@example.nl');
    const bram = await signUp('bram@example.nl');
    await request({
      method: 'PUT',
      url: '/api/microlearning-progress/w1-module-2',
      headers: anna.headers,
      payload: { position: 5 },
    });
    await answer(anna.headers, 'w1-module-2', 'q1', 'b');
    const bramsView = (await content(bram.headers, 'w1-module-2')).json().data.progress;
    expect(bramsView).toMatchObject({ position: 0, answers: {}, score: null });
    expect((await modules(bram.headers)).weeks[0].modules[1].state).toBe('new');
  });
});

describe('programme images', () => {
  it('serves a cover as SVG that cannot run scripts', async () => {
    const { headers } = await signUp('plaatje@example.nl');
    const url = (await modules(headers)).weeks[0].modules[0].cover.url;
    const response = await request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(
      (await request({ method: 'GET', url: '/content-images/01-week-1/..%2Fweek.yaml' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('the parsed programme', () => {
  it('is parsed once for reads that ask at the same moment', async () => {
    // As after an import: the next reads parse the programme again.
    await services.database.db
      .updateTable('contentWeek')
      .set({ updatedAt: new Date(Date.now() + DAY).toISOString() })
      .where('number', '=', 1)
      .execute();
    const programme = services.programmeRepository;
    const [items, sameMoment] = await Promise.all([
      programme.activeItems(),
      programme.activeItems(),
    ]);
    expect(sameMoment).toBe(items);
    expect(await programme.activeItems()).toBe(items);
  });
});
