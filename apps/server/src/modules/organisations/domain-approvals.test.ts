import { describe, expect, it } from 'vitest';
import { dbBoolean } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { buildTestApp } from '../../../test/helper.ts';

const { signUp, latestCode, mailsTo, call, request, services } = await buildTestApp();
type Session = Awaited<ReturnType<typeof signUp>>;

/** A platform admin is made in the database (the demo seed does the same). */
async function platformAdmin(email: string) {
  const session = await signUp(email);
  await services.database.db
    .updateTable('user')
    .set({ role: 'admin' })
    .where('id', '=', session.userId)
    .execute();
  return session;
}
const platform = await platformAdmin('domeinen-beheer@example.nl');

let counter = 0;
/** An organisation whose Admin verified a company domain and chose an enrollment mode. */
async function organisationWithVerifiedDomain(mode: string) {
  const n = counter++;
  const domain = `bedrijf${n}.nl`;
  const admin = await signUp(`goedkeuring-admin-${n}@example.nl`);
  const org = (
    await call(admin, 'POST', '/api/organizations', { name: `Bedrijf ${n}`, slug: `bedrijf-${n}` })
  ).json().data;
  const base = `/api/organizations/${org.id}/domains`;
  const [added] = (await call(admin, 'POST', base, { domain, email: `ict@${domain}` })).json().data
    .domains;
  const verified = await call(admin, 'POST', `${base}/${added.id}/verify`, {
    code: await latestCode(`ict@${domain}`),
  });
  await call(admin, 'PUT', `${base}/${added.id}`, { enrollmentMode: mode });
  return { admin, org, base, domain, domainId: added.id as string, verified };
}

const offeredTo = async (session: Session) =>
  (await call(session, 'GET', '/api/organization-suggestions')).json().data;

describe('a platform admin approves a domain before it enrolls anyone', () => {
  it('a verified domain waits (no invitation) until approved; then new users there are invited', async () => {
    const { admin, org, base, domain, domainId, verified } =
      await organisationWithVerifiedDomain('automatic_invitation');
    expect(verified.json().data.domains[0]).toMatchObject({ verified: true, approval: 'waiting' });
    // The platform admins are told by e-mail.
    expect((await mailsTo('domeinen-beheer@example.nl'))[0]!.subject).toBe(
      `Domein ${domain} wacht op goedkeuring`,
    );

    const early = await signUp(`vroeg@${domain}`);
    expect(await offeredTo(early)).toEqual({ suggestions: [], invitations: [] });
    expect(await mailsTo(`vroeg@${domain}`)).toHaveLength(1); // only the sign-up's own code

    const waiting = await call(platform, 'GET', '/api/admin/domains');
    expect(waiting.json().data.domains).toContainEqual(
      expect.objectContaining({
        id: domainId,
        domain,
        organizationId: org.id,
        organizationName: org.name,
        verificationEmail: `ict@${domain}`,
        enrollmentMode: 'automatic_invitation',
      }),
    );
    const approved = await call(platform, 'POST', `/api/admin/domains/${domainId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.domains).not.toContainEqual(
      expect.objectContaining({ id: domainId }),
    );
    expect((await call(admin, 'GET', base)).json().data.domains[0].approval).toBe('approved');

    const later = await signUp(`later@${domain}`);
    expect((await offeredTo(later)).invitations).toEqual([
      expect.objectContaining({ organizationName: org.name, role: 'member' }),
    ]);
  });

  it('suggests nothing while waiting and after a refusal; only after an approval', async () => {
    const { admin, org, base, domain, domainId } =
      await organisationWithVerifiedDomain('automatic_suggestion');
    expect((await offeredTo(await signUp(`wacht@${domain}`))).suggestions).toEqual([]);

    await call(platform, 'POST', `/api/admin/domains/${domainId}/refuse`);
    expect((await call(admin, 'GET', base)).json().data.domains[0].approval).toBe('refused');
    expect((await offeredTo(await signUp(`geweigerd@${domain}`))).suggestions).toEqual([]);

    // A later answer replaces the earlier one.
    await call(platform, 'POST', `/api/admin/domains/${domainId}/approve`);
    expect((await offeredTo(await signUp(`welkom@${domain}`))).suggestions).toEqual([
      expect.objectContaining({ organizationId: org.id, status: 'suggested' }),
    ]);
  });

  it("is the platform admin's alone: an organisation's Admin or a learner gets 403, nobody 401", async () => {
    const { admin, base, domain, domainId } =
      await organisationWithVerifiedDomain('automatic_invitation');
    const learner = await signUp('geen-beheerder@example.nl');
    for (const session of [admin, learner]) {
      const tried = await call(session, 'POST', `/api/admin/domains/${domainId}/approve`);
      expect(tried.statusCode).toBe(403);
      expect(tried.json()).toEqual({
        code: 'PLATFORM_ADMIN_ONLY',
        message: 'Alleen een beheerder van Leerloop kan dit doen.',
      });
      expect((await call(session, 'GET', '/api/admin/domains')).statusCode).toBe(403);
    }
    const anonymous = await request({
      method: 'POST',
      url: `/api/admin/domains/${domainId}/approve`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(admin, 'GET', base)).json().data.domains[0].approval).toBe('waiting');
    expect((await offeredTo(await signUp(`nog-niet@${domain}`))).invitations).toEqual([]);
  });

  it('answers 404 for an unknown or an unverified domain', async () => {
    const admin = await signUp('onbevestigd-admin@example.nl');
    const org = (
      await call(admin, 'POST', '/api/organizations', { name: 'Onbevestigd', slug: 'onbevestigd' })
    ).json().data;
    const [unverified] = (
      await call(admin, 'POST', `/api/organizations/${org.id}/domains`, {
        domain: 'onbevestigd.nl',
        email: 'ict@onbevestigd.nl',
      })
    ).json().data.domains;
    for (const id of [unverified.id, 'bestaat-niet']) {
      const answer = await call(platform, 'POST', `/api/admin/domains/${id}/approve`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('NOT_FOUND');
    }
  });

  it('never enrolls by gmail.com, not even by a domain claimed and approved before the fix', async () => {
    const admin = await signUp('oude-claim@example.nl');
    const org = (
      await call(admin, 'POST', '/api/organizations', { name: 'Oude claim', slug: 'oude-claim' })
    ).json().data;
    // As the tables could hold it from before: verified, approved, inviting everyone.
    const id = newId();
    await services.database.db
      .insertInto('organizationDomain')
      .values({
        id,
        organizationId: org.id,
        domain: 'gmail.com',
        verificationEmail: 'aanvaller@gmail.com',
        verified: dbBoolean(services.database, true),
        approval: 'approved',
        enrollmentMode: 'automatic_invitation',
        createdAt: new Date().toISOString(),
      })
      .execute();
    expect(await offeredTo(await signUp('slachtoffer@gmail.com'))).toEqual({
      suggestions: [],
      invitations: [],
    });
    // And a platform admin cannot approve it again.
    const again = await call(platform, 'POST', `/api/admin/domains/${id}/approve`);
    expect(again.statusCode).toBe(400);
    expect(again.json().issues).toEqual([{ path: 'domain', message: 'domain_shared' }]);
  });
});
