import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { takeOnboardingSteps } from '../../../test/onboarding.ts';
import { addMember, createOrganization } from '../../../test/organizations.ts';

const { request, signUp, services } = await buildTestApp();
type Session = Awaited<ReturnType<typeof signUp>>;
const DAY = 24 * 60 * 60 * 1000;

const get = (session: Session, url: string) =>
  request({ method: 'GET', url, headers: session.headers });
const post = (session: Session, url: string, payload?: object) =>
  request({ method: 'POST', url, headers: session.headers, payload });
const choose = (session: Session, choices: { id: string; choice: string }[]) =>
  post(session, '/api/my-themes', { choices });

describe('onboarding themes', () => {
  it("lists one theme per week, pictured by the week's first module, and keeps the choices", async () => {
    const learner = await signUp('thema@example.nl');
    const before = (await get(learner, '/api/themes')).json().data;
    expect(before.choices).toEqual({});
    expect(before.themes).toHaveLength(3);
    expect(before.themes[0]).toEqual({
      id: 'week-1',
      week: 1,
      title: { nl: 'Week 1', mc: expect.any(String) },
      intro: { nl: 'Deze week leer je iets.', mc: expect.any(String) },
      image: { url: expect.stringMatching(/cover\.svg$/), alt: expect.any(Object) },
    });

    const saved = await choose(learner, [
      { id: 'week-1', choice: 'disagree' },
      { id: 'week-2', choice: 'agree' },
      { id: 'week-3', choice: 'disagree' },
    ]);
    expect(saved.statusCode).toBe(200);
    // Choosing again replaces, it does not add.
    await choose(learner, [
      { id: 'week-1', choice: 'disagree' },
      { id: 'week-2', choice: 'agree' },
      { id: 'week-3', choice: 'agree' },
    ]);
    expect((await get(learner, '/api/themes')).json().data.choices).toEqual({
      'week-1': 'disagree',
      'week-2': 'agree',
      'week-3': 'agree',
    });
  });

  it('refuses a missing, unknown or repeated theme and a bad choice, keeping the saved ones', async () => {
    const learner = await signUp('thema-fout@example.nl');
    const all = ['week-1', 'week-2', 'week-3'].map((id) => ({ id, choice: 'agree' }));
    await choose(learner, all);
    for (const [choices, code] of [
      [all.slice(1), 'THEME_CHOICES_INVALID'],
      [[...all, { id: 'week-9', choice: 'agree' }], 'THEME_CHOICES_INVALID'],
      [[...all.slice(1), all[1]!], 'THEME_CHOICES_INVALID'],
      [[{ id: 'week-1', choice: 'misschien' }, ...all.slice(1)], 'VALIDATION_ERROR'],
      [[], 'VALIDATION_ERROR'],
    ] as const) {
      const refused = await choose(learner, [...choices]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code, message: expect.any(String) });
    }
    expect(await get(learner, '/api/themes').then((r) => r.json().data.choices)).toEqual({
      'week-1': 'agree',
      'week-2': 'agree',
      'week-3': 'agree',
    });
    const anonymous = await request({ method: 'GET', url: '/api/themes' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("orders the home screen's suggestions by the themes chosen as important", async () => {
    const learner = await signUp('suggestie@example.nl');
    await services.database.db
      .updateTable('user')
      .set({ onboardingFinishedAt: new Date(Date.now() - 8 * DAY).toISOString() })
      .where('id', '=', learner.userId)
      .execute();
    const suggestions = async () =>
      (await get(learner, '/api/get-microlearning-modules')).json().data.suggestions;
    expect(await suggestions()).toEqual(['w1-module-1', 'w1-module-2', 'w2-module-1']);

    await choose(learner, [
      { id: 'week-1', choice: 'disagree' },
      { id: 'week-2', choice: 'agree' },
      { id: 'week-3', choice: 'agree' },
    ]);
    // Week 3 is still locked: only open work is suggested.
    expect(await suggestions()).toEqual(['w2-module-1', 'w2-module-2', 'w1-module-1']);
  });

  it('cannot be finished before its steps: the access code first, then the themes', async () => {
    const learner = await signUp('overslaan@example.nl');
    const early = await post(learner, '/api/finish-onboarding');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'ONBOARDING_INCOMPLETE',
      issues: [{ path: 'code', message: 'required' }],
    });
    // Joined (here: invited into a school), but no themes chosen yet.
    await addMember(
      services.database.db,
      await createOrganization(services.database.db, 'Uitnodigschool'),
      learner.userId,
    );
    const withoutThemes = await post(learner, '/api/finish-onboarding');
    expect(withoutThemes.json()).toMatchObject({
      code: 'ONBOARDING_INCOMPLETE',
      issues: [{ path: 'themes', message: 'required' }],
    });
    expect((await get(learner, '/api/users/me')).json().data.onboardingFinishedAt).toBeNull();
    await choose(
      learner,
      ['week-1', 'week-2', 'week-3'].map((id) => ({ id, choice: 'agree' })),
    );
    expect((await post(learner, '/api/finish-onboarding')).statusCode).toBe(200);
  });

  it('finishing onboarding tells the learner’s other tabs (users/{id})', async () => {
    const learner = await signUp('klaar@example.nl');
    await takeOnboardingSteps(services.database.db, request, learner);
    const heard: string[] = [];
    const stop = services.realtime.subscribe(`users/${learner.userId}`, () =>
      heard.push('changed'),
    );
    expect((await post(learner, '/api/finish-onboarding')).statusCode).toBe(200);
    await expect.poll(() => heard).toEqual(['changed']);
    // Repeating it changes nothing, and says nothing.
    expect((await post(learner, '/api/finish-onboarding')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['changed']);
    stop();
  });
});
