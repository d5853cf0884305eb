import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { doModule } from '../../../test/groups.ts';
import { startProgramme } from '../../../test/onboarding.ts';
import { addMember, createOrganization } from '../../../test/organizations.ts';
import { createContentEditingRepository } from './content-editing.repository.ts';

const app = await buildTestApp();
const { call, signUp, services } = app;
const { db } = services.database;

/** Two organisations, each with an Admin and a learner; a Lid of the first; a learner of none. */
const schoolId = await createOrganization(db, 'School');
const clubId = await createOrganization(db, 'Club');
const people = async (email: string, organizationId: string | null, role = 'member') => {
  const session = await signUp(email);
  if (organizationId) await addMember(db, organizationId, session.userId, role);
  await startProgramme(db, session.userId);
  return session;
};
const schoolAdmin = await people('school-admin@example.nl', schoolId, 'admin');
const schoolLid = await people('school-lid@example.nl', schoolId);
const schoolLearner = await people('school-leerling@example.nl', schoolId);
const clubAdmin = await people('club-admin@example.nl', clubId, 'admin');
const clubLearner = await people('club-leerling@example.nl', clubId);
const loneLearner = await people('zonder-organisatie@example.nl', null);
type Session = typeof schoolAdmin;

const school = `/api/organizations/${schoolId}/content`;
const weekOneModules = async (session: Session) =>
  (await call(session, 'GET', '/api/get-microlearning-modules'))
    .json()
    .data.weeks[0].modules.map((m: { id: string }) => m.id);
const moduleData = async () => {
  // The shared module as a start (an Admin of an organisation may read the learner's view only).
  const seen = (
    await call(schoolLearner, 'GET', '/api/get-microlearning-content/w1-module-1')
  ).json().data;
  expect(seen.id).toBe('w1-module-1');
  const file = await db
    .selectFrom('contentItem')
    .select('data')
    .where('id', '=', 'w1-module-1')
    .executeTakeFirstOrThrow();
  return { ...JSON.parse(file.data), title: { nl: 'Onze eigen module', mc: 'الموديل ديالنا' } };
};

describe("an organisation's own additions", () => {
  let addedId = '';

  it("are made by the organisation's Admin as a draft, and published to its learners only", async () => {
    const created = await call(schoolAdmin, 'POST', `${school}/weeks/week-1/items`, {
      kind: 'module',
      data: await moduleData(),
    });
    expect(created.statusCode).toBe(200);
    addedId = created.json().data.id;
    expect(addedId).toMatch(/^onze-eigen-module-/);
    const listed = (await call(schoolAdmin, 'GET', school)).json().data.weeks[0];
    // Its own items only; the shared ones count for what may still be added.
    expect(listed.items.map((i: { id: string }) => i.id)).toEqual([addedId]);
    expect(listed.canAdd).toEqual(['brainfood']);
    expect(await weekOneModules(schoolLearner)).toEqual(['w1-module-1', 'w1-module-2']);

    const published = await call(schoolAdmin, 'POST', `${school}/items/${addedId}/publish`);
    expect(published.json().data).toMatchObject({ isNew: false, draft: null });
    for (const [session, sees] of [
      [schoolLearner, true],
      [clubLearner, false],
      [loneLearner, false],
      [schoolLearner, true],
    ] as const) {
      expect((await weekOneModules(session)).includes(addedId)).toBe(sees);
      const content = await call(session, 'GET', `/api/get-microlearning-content/${addedId}`);
      expect(content.statusCode).toBe(sees ? 200 : 404);
    }
    const answer = await call(
      schoolLearner,
      'POST',
      `/api/microlearning-progress/${addedId}/answers`,
      { itemId: 'q2', answer: true },
    );
    expect(answer.json().data.isCorrect).toBe(true);
    // The shared programme and its files know nothing of it.
    const shared = (await call(schoolAdmin, 'GET', '/api/admin/content')).statusCode;
    expect(shared).toBe(403);
    const stored = await createContentEditingRepository(db).programme();
    expect(stored[0]!.items.map((i) => i.id)).not.toContain(addedId);
    // A learner of the other organisation still sees the shared week after the school's read.
    expect(await weekOneModules(clubLearner)).toEqual(['w1-module-1', 'w1-module-2']);
  });

  it("count in the organisation's group overview and charts, not in another's", async () => {
    const groupOf = async (admin: Session, organizationId: string, learner: Session) => {
      const group = (
        await call(admin, 'POST', `/api/organizations/${organizationId}/groups`, { name: 'Klas' })
      ).json().data;
      const added = await call(admin, 'PUT', `/api/groups/${group.id}/learners/${learner.userId}`);
      expect(added.statusCode, added.body).toBeLessThan(300);
      return group.id as string;
    };
    const seen = async (admin: Session, groupId: string) => {
      const overview = (await call(admin, 'GET', `/api/groups/${groupId}/overview`)).json().data;
      const charts = (await call(admin, 'GET', `/api/groups/${groupId}/charts`)).json().data;
      return {
        modulesTotal: overview.rows[0].modulesTotal,
        charted: charts.scores.map((m: { moduleId: string }) => m.moduleId).includes(addedId),
      };
    };
    // The fixture programme has 6 modules; the school added one to week 1.
    const schoolGroup = await groupOf(schoolAdmin, schoolId, schoolLearner);
    expect(await seen(schoolAdmin, schoolGroup)).toEqual({ modulesTotal: 7, charted: true });
    const clubGroup = await groupOf(clubAdmin, clubId, clubLearner);
    expect(await seen(clubAdmin, clubGroup)).toEqual({ modulesTotal: 6, charted: false });
  });

  it("lead its learner's reflection in with the added module, as with a shared one", async () => {
    const learner = await people('school-leerling-2@example.nl', schoolId);
    await doModule(app, learner, addedId);
    const { prompt } = (await call(learner, 'GET', '/api/my-prompt-evolution?week=1')).json().data;
    expect(prompt.nl).toMatch(/^Bij "Onze eigen module" had je 3 van de 3 vragen goed\./);
    expect(prompt.mc).toContain('الموديل ديالنا');
  });

  it("put a Brainfood item in its learners' vault only", async () => {
    const tip = {
      title: { nl: 'Onze tip', mc: 'النصيحة ديالنا' },
      body: { nl: 'Kom langs.', mc: 'دوز عندنا.' },
    };
    const { id } = (
      await call(schoolAdmin, 'POST', `${school}/weeks/week-1/items`, {
        kind: 'brainfood',
        data: tip,
      })
    ).json().data;
    await call(schoolAdmin, 'POST', `${school}/items/${id}/publish`);
    const vault = async (session: Session) =>
      (await call(session, 'GET', '/api/vauld?type=all'))
        .json()
        .data.items.map((i: { id: string }) => i.id);
    expect(await vault(schoolLearner)).toContain(id);
    expect(await vault(clubLearner)).not.toContain(id);
    expect(await vault(loneLearner)).not.toContain(id);
  });

  it("are refused to anyone else: another organisation's Admin, a Lid, the shared items", async () => {
    const elsewhere = await call(clubAdmin, 'GET', school);
    expect(elsewhere.statusCode).toBe(404);
    const ownOrgOtherItem = await call(
      clubAdmin,
      'GET',
      `/api/organizations/${clubId}/content/items/${addedId}`,
    );
    expect(ownOrgOtherItem.json().code).toBe('CONTENT_ITEM_NOT_FOUND');
    expect(
      (await call(clubAdmin, 'GET', `/api/organizations/${clubId}/content`)).json().data.weeks[0]
        .items,
    ).toEqual([]);
    expect((await call(schoolLid, 'GET', school)).json().code).toBe('FORBIDDEN');
    const sharedItem = await call(schoolAdmin, 'GET', `${school}/items/w1-module-1`);
    expect(sharedItem.json().code).toBe('CONTENT_ITEM_NOT_FOUND');
    const draft = await call(
      clubAdmin,
      'PUT',
      `/api/organizations/${clubId}/content/items/${addedId}/draft`,
      {
        data: await moduleData(),
      },
    );
    expect(draft.statusCode).toBe(404);
  });
});
