import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

const { signUp, latestCode, mailsTo, call, services } = await buildTestApp();

/** A platform admin (made in the database, as the demo seed does) approves the domains. */
const platform = await signUp('platform-admin@example.nl');
await services.database.db
  .updateTable('user')
  .set({ role: 'admin' })
  .where('id', '=', platform.userId)
  .execute();

let counter = 0;
/** An organisation with a verified, approved domain of its own, in the given enrollment mode. */
async function organisationWithDomain(mode: string) {
  const n = counter++;
  const domain = `school${n}.nl`;
  const admin = await signUp(`admin-${n}@example.nl`);
  const org = (
    await call(admin, 'POST', '/api/organizations', { name: `School ${n}`, slug: `school-r-${n}` })
  ).json().data;
  const base = `/api/organizations/${org.id}`;
  const [added] = (
    await call(admin, 'POST', `${base}/domains`, { domain, email: `ict@${domain}` })
  ).json().data.domains;
  await call(admin, 'POST', `${base}/domains/${added.id}/verify`, {
    code: await latestCode(`ict@${domain}`),
  });
  await call(platform, 'POST', `/api/admin/domains/${added.id}/approve`);
  await call(admin, 'PUT', `${base}/domains/${added.id}`, { enrollmentMode: mode });
  return { admin, org, base, domain, domainId: added.id as string };
}

describe('enrollment by domain and requests to join', () => {
  it('suggests the organisation to a new user there; asked, it is Pending approval; approved, Joined', async () => {
    const { admin, org, base, domain } = await organisationWithDomain('automatic_suggestion');
    const learner = await signUp(`leerling@${domain}`);
    const mine = await call(learner, 'GET', '/api/organization-suggestions');
    expect(mine.json().data.suggestions).toEqual([
      expect.objectContaining({ organizationId: org.id, status: 'suggested' }),
    ]);
    const suggestion = mine.json().data.suggestions[0];
    // Nothing for the Admin to answer until the learner asks.
    expect((await call(admin, 'GET', `${base}/requests`)).json().data.requests).toEqual([]);
    const asked = await call(
      learner,
      'POST',
      `/api/organization-suggestions/${suggestion.id}/request`,
    );
    expect(asked.json().data.suggestions[0].status).toBe('pending');

    const requests = (await call(admin, 'GET', `${base}/requests`)).json().data.requests;
    expect(requests).toEqual([expect.objectContaining({ email: `leerling@${domain}` })]);
    // Only an Admin answers.
    expect(
      (await call(learner, 'POST', `${base}/requests/${requests[0].id}/approve`)).statusCode,
    ).toBe(404);
    await call(admin, 'POST', `${base}/requests/${requests[0].id}/approve`);
    const joined = await call(learner, 'GET', '/api/organizations');
    expect(joined.json().data.organizations).toEqual([
      expect.objectContaining({ id: org.id, role: 'member' }),
    ]);
    expect(
      (await call(learner, 'GET', '/api/organization-suggestions')).json().data.suggestions[0]
        .status,
    ).toBe('approved');
  });

  it('keeps a rejected request: gone from both lists, and not suggested again', async () => {
    const { admin, base, domain } = await organisationWithDomain('automatic_suggestion');
    const learner = await signUp(`afgewezen@${domain}`);
    const [suggestion] = (await call(learner, 'GET', '/api/organization-suggestions')).json().data
      .suggestions;
    await call(learner, 'POST', `/api/organization-suggestions/${suggestion.id}/request`);
    const [request] = (await call(admin, 'GET', `${base}/requests`)).json().data.requests;
    const rejected = await call(admin, 'POST', `${base}/requests/${request.id}/reject`);
    expect(rejected.json().data.requests).toEqual([]);
    expect(
      (await call(learner, 'GET', '/api/organization-suggestions')).json().data.suggestions,
    ).toEqual([]);
    expect((await call(learner, 'GET', '/api/organizations')).json().data.organizations).toEqual(
      [],
    );
    // Asking again after the answer is not possible.
    const again = await call(
      learner,
      'POST',
      `/api/organization-suggestions/${suggestion.id}/request`,
    );
    expect(again.statusCode).toBe(404);
  });

  it('invites a new user there automatically; a changed mode reaches only newer users; a removed domain no one', async () => {
    const { admin, base, domain, domainId } = await organisationWithDomain('automatic_invitation');
    const first = await signUp(`eerste@${domain}`);
    const invited = (await call(first, 'GET', '/api/organization-suggestions')).json().data;
    expect(invited.invitations).toEqual([expect.objectContaining({ role: 'member' })]);
    expect((await mailsTo(`eerste@${domain}`))[0]!.subject).toMatch(/^Je bent uitgenodigd voor/);

    await call(admin, 'PUT', `${base}/domains/${domainId}`, { enrollmentMode: 'none' });
    const second = await signUp(`tweede@${domain}`);
    expect((await call(second, 'GET', '/api/organization-suggestions')).json().data).toEqual({
      suggestions: [],
      invitations: [],
    });
    // The first one's invitation stays (the change affects only new users).
    expect(
      (await call(first, 'GET', '/api/organization-suggestions')).json().data.invitations,
    ).toHaveLength(1);

    await call(admin, 'PUT', `${base}/domains/${domainId}`, {
      enrollmentMode: 'automatic_suggestion',
    });
    await call(admin, 'DELETE', `${base}/domains/${domainId}`);
    const third = await signUp(`derde@${domain}`);
    expect(
      (await call(third, 'GET', '/api/organization-suggestions')).json().data.suggestions,
    ).toEqual([]);
  });
});
