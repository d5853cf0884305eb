import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

const { request, signUp, services } = await buildTestApp();

const updateNames = (cookie: string, payload: object) =>
  request({ method: 'POST', url: '/api/auth/update-user', cookie, payload });

describe('the profile names', () => {
  it('change through the profile, at most 256 characters each', async () => {
    const session = await signUp('namen@example.nl');
    const changed = await updateNames(session.cookie, {
      firstName: 'Noor',
      lastName: 'de Vries',
      name: 'Noor de Vries',
    });
    expect(changed.statusCode).toBe(200);
    const me = await request({ method: 'GET', url: '/api/users/me', headers: session.headers });
    expect(me.json().data).toMatchObject({ firstName: 'Noor', lastName: 'de Vries' });

    const tooLong = await updateNames(session.cookie, {
      firstName: 'a'.repeat(257),
      lastName: 'de Vries',
      name: 'x',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      reason: 'form_param_max_length_exceeded',
      issues: [{ path: 'firstName', message: 'max_length_exceeded' }],
    });
    const empty = await updateNames(session.cookie, { firstName: ' ', lastName: 'x', name: 'x' });
    expect(empty.json().issues).toEqual([{ path: 'firstName', message: 'first_name_required' }]);
  });

  it('takes an optional username: unique, at least 3 of letters, digits, . - _', async () => {
    const first = await signUp('gebruikersnaam@example.nl');
    const second = await signUp('gebruikersnaam-2@example.nl');
    const names = { firstName: 'Noor', lastName: 'Vries', name: 'Noor Vries' };
    const taken = await updateNames(first.cookie, {
      ...names,
      username: 'Noor.V',
      displayUsername: 'Noor.V',
    });
    expect(taken.statusCode).toBe(200);
    const me = await request({ method: 'GET', url: '/api/users/me', headers: first.headers });
    expect(me.json().data.username).toBe('Noor.V');
    const again = await updateNames(second.cookie, { ...names, username: 'noor.v' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('USERNAME_TAKEN');
    for (const [username, reason] of [
      ['no', 'form_username_invalid'],
      ['met spatie', 'form_username_invalid'],
      ['x'.repeat(257), 'form_param_max_length_exceeded'],
    ] as const) {
      const refused = await updateNames(second.cookie, { ...names, username });
      expect(refused.statusCode, username).toBe(400);
      expect(refused.json().reason, username).toBe(reason);
      expect(refused.json().issues[0].path).toBe('username');
    }
  });

  it('is read-only where an organisation connection provides it (spec §5)', async () => {
    const session = await signUp('via-school@example.nl');
    // The school gives the first name only; the last name stays the learner's own.
    await services.database.db
      .updateTable('user')
      .set({ ssoFields: JSON.stringify(['firstName']) })
      .where('id', '=', session.userId)
      .execute();
    await services.database.db
      .insertInto('account')
      .values({
        id: 'sso-account',
        accountId: 'school-sub-1',
        providerId: 'wijkschool',
        userId: session.userId,
        password: null,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .execute();
    const refused = await updateNames(session.cookie, {
      firstName: 'Ander',
      lastName: 'Naam',
      name: 'Ander Naam',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PROFILE_READ_ONLY',
      reason: 'not_allowed_access',
    });
    // Nobody but the connection says which names are the school's.
    const unlock = await updateNames(session.cookie, {
      firstName: 'Ander',
      lastName: 'Naam',
      name: 'Ander Naam',
      ssoFields: '[]',
    });
    expect(unlock.statusCode).toBe(400);
    const ownLastName = await updateNames(session.cookie, {
      firstName: 'Test',
      lastName: 'Eigen',
      name: 'Test Eigen',
    });
    expect(ownLastName.statusCode).toBe(200);
    const me = await request({ method: 'GET', url: '/api/users/me', headers: session.headers });
    expect(me.json().data).toMatchObject({
      firstName: 'Test',
      lastName: 'Eigen',
      providedFields: ['firstName'],
      ssoConnection: null,
    });
  });
});
