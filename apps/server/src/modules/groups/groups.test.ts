import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { organisationWithAdmin } from '../../../test/groups.ts';

const app = await buildTestApp();
const { call, signUp } = app;
const school = await organisationWithAdmin(app, 'groepen');
const { admin, org, ok } = school;

type Group = { id: string; name: string; accessCode: string; learnersCount: number };
const groupsOf = async (session: typeof admin, query = '') =>
  ((await ok(call(session, 'GET', `/api/groups${query}`))).groups as Group[]).map((g) => g.name);

describe('groups (klassen) in an organisation', () => {
  it('lets an Admin make, rename and delete a group, each name once per organisation', async () => {
    const group = await school.group('Klas 3A');
    expect(group).toMatchObject({
      name: 'Klas 3A',
      organizationId: org.id,
      learnersCount: 0,
      coaches: [],
      canManage: true,
      accessCode: expect.stringMatching(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/),
      timing: { startsOn: null, pace: 'weekly', openedThroughWeek: 1, currentWeek: null },
    });
    const twice = await call(admin, 'POST', `/api/organizations/${org.id}/groups`, {
      name: 'Klas 3A',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'GROUP_NAME_TAKEN', message: expect.any(String) });

    const renamed = await ok(call(admin, 'PUT', `/api/groups/${group.id}`, { name: 'Klas 3B' }));
    expect(renamed.name).toBe('Klas 3B');
    expect(await groupsOf(admin)).toContain('Klas 3B');

    const removed = await call(admin, 'DELETE', `/api/groups/${group.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/groups/${group.id}`)).statusCode).toBe(404);
  });

  it('refuses a Lid (403) and an outsider (404) every change', async () => {
    const group = await school.group('Klas Verboden');
    const lid = await school.member();
    const outsider = await signUp('buitenstaander-groepen@example.nl');
    for (const [session, status] of [
      [lid, 403],
      [outsider, 404],
    ] as const) {
      expect((await call(session, 'GET', `/api/groups/${group.id}`)).statusCode).toBe(status);
      expect(
        (await call(session, 'PUT', `/api/groups/${group.id}`, { name: 'Van mij' })).statusCode,
      ).toBe(status);
      expect(
        (await call(session, 'POST', `/api/organizations/${org.id}/groups`, { name: 'Eigen' }))
          .statusCode,
      ).toBe(status);
    }
    expect(await groupsOf(lid)).toEqual([]);
  });

  it('keeps a learner in one group per organisation: putting them in another moves them', async () => {
    const [a, b] = [await school.group('Klas A'), await school.group('Klas B')];
    const learner = await school.member('leerling');
    const inA = await ok(call(admin, 'PUT', `/api/groups/${a.id}/learners/${learner.userId}`));
    expect(inA.learnersCount).toBe(1);
    const inB = await ok(call(admin, 'PUT', `/api/groups/${b.id}/learners/${learner.userId}`));
    expect(inB.learnersCount).toBe(1);
    expect((await ok(call(admin, 'GET', `/api/groups/${a.id}`))).learnersCount).toBe(0);
    const candidates = (await ok(call(admin, 'GET', `/api/groups/${a.id}/candidates?q=leerling`)))
      .candidates;
    expect(candidates).toEqual([
      expect.objectContaining({
        userId: learner.userId,
        groupName: 'Klas B',
        isLearnerHere: false,
      }),
    ]);
    const out = await ok(call(admin, 'DELETE', `/api/groups/${b.id}/learners/${learner.userId}`));
    expect(out.learnersCount).toBe(0);

    const stranger = await signUp('geen-lid-groepen@example.nl');
    const refused = await call(admin, 'PUT', `/api/groups/${a.id}/learners/${stranger.userId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NOT_AN_ORGANIZATION_MEMBER');
  });

  it('shows a coach only the groups they coach; an Admin sees all', async () => {
    const mine = await school.group('Klas Coach');
    const other = await school.group('Klas Anders');
    const coach = await school.member('coach');
    const me = async () => (await ok(call(coach, 'GET', '/api/users/me'))) as object;
    expect(await me()).toMatchObject({ isCoach: false, isGroupCoach: false });
    const named = await ok(call(admin, 'PUT', `/api/groups/${mine.id}/coaches/${coach.userId}`));
    expect(named.coaches).toEqual([expect.objectContaining({ userId: coach.userId })]);
    // /users/me says so at once (the menu shows "Groepen"), though a Lid reviews no answers.
    expect(await me()).toMatchObject({ isCoach: false, isGroupCoach: true });

    expect(await groupsOf(coach)).toEqual(['Klas Coach']);
    expect(await groupsOf(admin)).toEqual(expect.arrayContaining(['Klas Coach', 'Klas Anders']));
    const seen = await ok(call(coach, 'GET', `/api/groups/${mine.id}`));
    expect(seen).toMatchObject({ name: 'Klas Coach', canManage: false });
    expect((await call(coach, 'GET', `/api/groups/${other.id}`)).statusCode).toBe(403);
    // A coach steers the group, an Admin decides who is in it.
    expect(
      (await call(coach, 'PUT', `/api/groups/${mine.id}`, { name: 'Hernoemd' })).statusCode,
    ).toBe(403);

    await ok(call(admin, 'DELETE', `/api/groups/${mine.id}/coaches/${coach.userId}`));
    expect(await groupsOf(coach)).toEqual([]);
    expect(await me()).toMatchObject({ isGroupCoach: false });
  });

  it('lets no Gast coach a group', async () => {
    const group = await school.group('Klas Gast');
    const guest = await school.member('gast');
    await app.services.database.db
      .updateTable('member')
      .set({ role: 'guest' })
      .where('userId', '=', guest.userId)
      .execute();
    const refused = await call(admin, 'PUT', `/api/groups/${group.id}/coaches/${guest.userId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CANNOT_COACH_A_GROUP');
  });

  it("joins a learner to the organisation and the group with the group's own code", async () => {
    const group = await school.group('Klas Code');
    const learner = await signUp('met-groepscode@example.nl');
    // Typed the way people do: lower case, without the dashes.
    const typed = group.accessCode.toLowerCase().replaceAll('-', ' ');
    const joined = await ok(call(learner, 'POST', '/api/check-user', { code: typed }));
    expect(joined).toEqual({
      organization: { id: org.id, name: org.name },
      group: { id: group.id, name: 'Klas Code' },
    });
    expect((await ok(call(admin, 'GET', `/api/groups/${group.id}`))).learnersCount).toBe(1);

    const renewed = await ok(call(admin, 'POST', `/api/groups/${group.id}/access-code`));
    expect(renewed.accessCode).not.toBe(group.accessCode);
    const late = await signUp('oude-groepscode@example.nl');
    const refused = await call(late, 'POST', '/api/check-user', { code: group.accessCode });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('INVALID_CODE');

    // Deleting the group leaves the learner in the organisation.
    await ok(call(admin, 'DELETE', `/api/groups/${group.id}`));
    const organisations = (await ok(call(learner, 'GET', '/api/organizations'))).organizations;
    expect(organisations.map((o: { id: string }) => o.id)).toEqual([org.id]);
  });

  it('takes a member who leaves the organisation out of its groups', async () => {
    const group = await school.group('Klas Vertrek');
    const learner = await school.member('vertrek');
    await ok(call(admin, 'PUT', `/api/groups/${group.id}/learners/${learner.userId}`));
    await ok(call(learner, 'POST', `/api/organizations/${org.id}/leave`, { confirm: org.name }));
    expect((await ok(call(admin, 'GET', `/api/groups/${group.id}`))).learnersCount).toBe(0);
  });
});
