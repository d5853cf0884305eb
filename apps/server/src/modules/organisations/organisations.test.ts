import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp, STRONG_PASSWORD } from '../../../test/helper.ts';
import { multipartBody } from '../../../test/multipart.ts';

const { request, signUp, services, call, sessionOf } = await buildTestApp();
type Session = Awaited<ReturnType<typeof signUp>>;

/** Puts a user into an organisation with a role, as an accepted invitation will. */
async function addMember(orgId: string, session: Session, role: string) {
  await services.database.db
    .insertInto('member')
    .values({
      id: `m-${session.userId}-${orgId}`,
      organizationId: orgId,
      userId: session.userId,
      role,
      createdAt: new Date().toISOString(),
    })
    .execute();
}

let counter = 0;
async function organisationWithRoles() {
  const n = counter++;
  const admin = await signUp(`org-admin-${n}@example.nl`);
  const member = await signUp(`org-lid-${n}@example.nl`);
  const guest = await signUp(`org-gast-${n}@example.nl`);
  const outsider = await signUp(`org-buiten-${n}@example.nl`);
  const created = await call(admin, 'POST', '/api/organizations', {
    name: `De Wijkschool ${n}`,
    slug: `de-wijkschool-${n}`,
  });
  expect(created.statusCode).toBe(200);
  const org = created.json().data;
  await addMember(org.id, member, 'member');
  await addMember(org.id, guest, 'guest');
  return { org, admin, member, guest, outsider };
}

describe('organisations', () => {
  it('are started by anyone signed in, who is their Admin, and become the active one', async () => {
    const { org, admin } = await organisationWithRoles();
    expect(org).toMatchObject({ role: 'admin', membersCount: 1, logo: null });
    expect(org.permissions).toContain('organization:delete');
    const listed = await call(admin, 'GET', '/api/organizations');
    expect(listed.json().data).toMatchObject({
      activeOrganizationId: org.id,
      organizations: [expect.objectContaining({ id: org.id, membersCount: 3 })],
    });
    const personal = await call(admin, 'PUT', '/api/organizations/active', {
      organizationId: null,
    });
    expect(personal.json().data.activeOrganizationId).toBeNull();

    const taken = await call(admin, 'POST', '/api/organizations', {
      name: 'Tweede',
      slug: org.slug,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'SLUG_TAKEN',
      message: 'Dit webadres is al in gebruik. Kies een ander.',
      issues: [{ path: 'slug', message: 'slug_taken' }],
    });
    const badSlug = await call(admin, 'POST', '/api/organizations', {
      name: 'Derde',
      slug: 'Met Spaties!',
    });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().issues[0]).toMatchObject({ path: 'slug', message: 'slug_invalid' });
  });

  it('follow the permission matrix: Admin manages, Lid sees members, Gast neither; outsiders get 404', async () => {
    const { org, admin, member, guest, outsider } = await organisationWithRoles();
    const base = `/api/organizations/${org.id}`;
    // Every Admin route (the logo upload is multipart: its own test).
    const adminRoutes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['PUT', base, { name: 'Nieuwe naam', slug: `nieuw-${org.slug}` }],
      ['DELETE', base, { confirm: org.name }],
      ['PUT', `${base}/members/m-${member.userId}-${org.id}`, { role: 'guest' }],
      ['DELETE', `${base}/members/m-${guest.userId}-${org.id}`],
      ['DELETE', `${base}/logo`],
      ['POST', `${base}/access-code`],
      ['POST', `${base}/invitations`, { emails: ['nieuw@example.nl'], role: 'member' }],
      ['GET', `/api/invited-users/${org.id}`],
      ['DELETE', `${base}/invitations/een-uitnodiging`],
      ['GET', `${base}/domains`],
      ['POST', `${base}/domains`, { domain: 'matrix.nl', email: 'ict@matrix.nl' }],
      ['POST', `${base}/domains/een-domein/send-code`],
      ['POST', `${base}/domains/een-domein/verify`, { code: '123456' }],
      ['PUT', `${base}/domains/een-domein`, { enrollmentMode: 'none' }],
      ['DELETE', `${base}/domains/een-domein`],
      ['GET', `${base}/requests`],
      ['POST', `${base}/requests/een-verzoek/approve`],
      ['POST', `${base}/requests/een-verzoek/reject`],
    ];
    for (const [method, url, payload] of adminRoutes) {
      for (const who of [member, guest]) {
        const refused = await call(who, method, url, payload);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
      }
      const hidden = await call(outsider, method, url, payload);
      expect(hidden.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(member, 'GET', `${base}/members`)).statusCode).toBe(200);
    expect((await call(guest, 'GET', `${base}/members`)).statusCode).toBe(403);
    expect((await call(outsider, 'GET', `${base}/members`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', base)).statusCode).toBe(404);
    expect(
      (await call(outsider, 'PUT', '/api/organizations/active', { organizationId: org.id }))
        .statusCode,
    ).toBe(404);
    // Better Auth's own organisation endpoints are no second door.
    const direct = await request({
      method: 'POST',
      url: '/api/auth/organization/update-member-role',
      cookie: member.cookie,
      payload: { memberId: `m-${member.userId}-${org.id}`, role: 'admin' },
    });
    expect(direct.statusCode).toBe(404);

    const members = await call(admin, 'GET', `${base}/members`);
    expect(
      members
        .json()
        .data.members.map((m: { role: string }) => m.role)
        .sort(),
    ).toEqual(['admin', 'guest', 'member']);
    const promoted = await call(admin, 'PUT', `${base}/members/m-${member.userId}-${org.id}`, {
      role: 'admin',
    });
    expect(promoted.statusCode).toBe(200);
    expect((await call(member, 'PUT', base, { name: 'Door Lid', slug: org.slug })).statusCode).toBe(
      200,
    );
  });

  it('stop being active for a member once they are removed', async () => {
    const { org, admin, member } = await organisationWithRoles();
    await call(member, 'PUT', '/api/organizations/active', { organizationId: org.id });
    expect((await call(member, 'GET', '/api/organizations')).json().data.activeOrganizationId).toBe(
      org.id,
    );
    await call(
      admin,
      'DELETE',
      `/api/organizations/${org.id}/members/m-${member.userId}-${org.id}`,
    );
    expect((await call(member, 'GET', '/api/organizations')).json().data).toEqual({
      organizations: [],
      activeOrganizationId: null,
    });
  });

  it('keep an Admin: the last one cannot leave, be demoted or removed', async () => {
    const { org, admin, member } = await organisationWithRoles();
    const base = `/api/organizations/${org.id}`;
    const lastAdmin = {
      code: 'LAST_ADMIN',
      message: 'Er moet een Admin overblijven. Maak eerst iemand anders Admin.',
    };
    const leave = await call(admin, 'POST', `${base}/leave`, { confirm: org.name });
    expect(leave.statusCode).toBe(409);
    expect(leave.json()).toEqual(lastAdmin);
    const adminMember = (await call(admin, 'GET', `${base}/members`))
      .json()
      .data.members.find((m: { userId: string }) => m.userId === admin.userId);
    const demoted = await call(admin, 'PUT', `${base}/members/${adminMember.id}`, {
      role: 'member',
    });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toEqual(lastAdmin);
    const removed = await call(admin, 'DELETE', `${base}/members/${adminMember.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toEqual(lastAdmin);

    // Any member may leave, typing the name.
    const wrongName = await call(member, 'POST', `${base}/leave`, { confirm: 'iets anders' });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().issues[0].message).toBe('organization_name_confirm');
    expect((await call(member, 'POST', `${base}/leave`, { confirm: org.name })).statusCode).toBe(
      200,
    );
    expect((await call(member, 'GET', base)).statusCode).toBe(404);
  });

  it('are deleted by an Admin who types the name; nothing of them is left', async () => {
    const { org, admin, member } = await organisationWithRoles();
    const base = `/api/organizations/${org.id}`;
    await call(admin, 'POST', `${base}/invitations`, { emails: ['weg@example.nl'], role: 'guest' });
    await call(admin, 'POST', `${base}/domains`, { domain: 'weg.nl', email: 'ict@weg.nl' });
    const wrong = await call(admin, 'DELETE', base, { confirm: org.name.toUpperCase() });
    expect(wrong.statusCode).toBe(400);
    expect((await call(admin, 'DELETE', base, { confirm: org.name })).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/organizations')).json().data).toEqual({
      organizations: [],
      activeOrganizationId: null,
    });
    expect((await call(member, 'GET', base)).statusCode).toBe(404);
    for (const table of ['member', 'invitation', 'organizationDomain'] as const) {
      const rows = await services.database.db
        .selectFrom(table)
        .select('id')
        .where('organizationId', '=', org.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
  });

  it('have a logo the Admin uploads (kept as a square WebP); a Lid may not; it goes with them', async () => {
    const { org, admin, member, outsider } = await organisationWithRoles();
    const upload = async (session: Session, bytes: Buffer) => {
      const { payload, contentType } = multipartBody({}, { name: 'logo.png', bytes });
      return request({
        method: 'POST',
        url: `/api/organizations/${org.id}/logo`,
        headers: { ...session.headers, 'content-type': contentType },
        payload,
      });
    };
    const png = await sharp({
      create: { width: 500, height: 300, channels: 3, background: '#57CA22' },
    })
      .png()
      .toBuffer();
    expect((await upload(member, png)).statusCode).toBe(403);
    expect((await upload(outsider, png)).statusCode).toBe(404);
    expect((await upload(admin, Buffer.from('<svg onload="alert(1)"/>'))).statusCode).toBe(415);

    const uploaded = await upload(admin, png);
    expect(uploaded.statusCode).toBe(200);
    const { logo } = uploaded.json().data;
    expect(logo).toMatch(new RegExp(`^/api/logos/${org.id}/[A-Za-z0-9_-]+\\.webp$`));
    const shown = await request({ method: 'GET', url: logo });
    expect(shown.headers['content-type']).toBe('image/webp');
    expect(await sharp(shown.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
    const listed = (await call(member, 'GET', '/api/organizations')).json().data.organizations;
    expect(listed[0].logo).toBe(logo);

    // A new logo replaces the old file; deleting the organisation deletes its logo.
    const second = (await upload(admin, png)).json().data.logo;
    expect((await request({ method: 'GET', url: logo })).statusCode).toBe(404);
    await call(admin, 'DELETE', `/api/organizations/${org.id}`, { confirm: org.name });
    expect((await request({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('get a long access code that only their Admin sees and can renew; learners join with it', async () => {
    const { org, admin, member, guest } = await organisationWithRoles();
    const joinWith = async (email: string, code: string) =>
      call(await signUp(email), 'POST', '/api/check-user', { code });
    // Issue 18: 16 symbols in groups of four, no short guessable code.
    expect(org.accessCode).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(org.accessCode.replaceAll('-', '').length).toBeGreaterThanOrEqual(16);
    for (const who of [member, guest]) {
      const seen = (await call(who, 'GET', `/api/organizations/${org.id}`)).json().data;
      expect(seen.accessCode).toBeNull();
    }
    const joined = await joinWith(`code-leerling-${org.id}@example.nl`, org.accessCode);
    expect(joined.json().data.organization).toEqual({ id: org.id, name: org.name });

    const renewed = await call(admin, 'POST', `/api/organizations/${org.id}/access-code`);
    expect(renewed.statusCode).toBe(200);
    const { accessCode } = renewed.json().data;
    expect(accessCode).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(accessCode).not.toBe(org.accessCode);
    const listed = (await call(admin, 'GET', '/api/organizations')).json().data.organizations;
    expect(listed.find((o: { id: string }) => o.id === org.id).accessCode).toBe(accessCode);
    const withOld = await joinWith(`oude-code-${org.id}@example.nl`, org.accessCode);
    expect(withOld.json()).toMatchObject({ code: 'INVALID_CODE' });
    const withNew = await joinWith(`nieuwe-code-${org.id}@example.nl`, accessCode);
    expect(withNew.statusCode).toBe(200);
  });

  it("make the session's identity (spec §3): joined by code, the organisation is the active one", async () => {
    const { org } = await organisationWithRoles();
    const learner = await signUp(`identiteit-${org.id}@example.nl`);
    const identity = async () => (await call(learner, 'GET', '/api/users/me')).json().data.session;
    /** The claims of a fresh access token, as the web app reads them. */
    const claims = async () => {
      const { token } = (
        await request({ method: 'GET', url: '/api/auth/token', cookie: learner.cookie })
      ).json<{ token: string }>();
      return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    };
    const personal = { orgId: null, orgSlug: null, orgRole: null, orgPermissions: [] };
    expect(await identity()).toEqual({ sessionId: expect.any(String), ...personal });

    expect(
      (await call(learner, 'POST', '/api/check-user', { code: org.accessCode })).statusCode,
    ).toBe(200);
    const joined = {
      orgId: org.id,
      orgSlug: org.slug,
      orgRole: 'member',
      orgPermissions: ['members:read', 'groups:coach'],
    };
    expect(await identity()).toEqual({ sessionId: expect.any(String), ...joined });
    expect(await claims()).toMatchObject({ sub: learner.userId, ...joined });
    const listed = (await call(learner, 'GET', '/api/organizations')).json().data;
    expect(listed.activeOrganizationId).toBe(org.id);

    // Back to the personal account: the identity and a new token's claims follow.
    await call(learner, 'PUT', '/api/organizations/active', { organizationId: null });
    expect(await identity()).toMatchObject(personal);
    expect(await claims()).toMatchObject(personal);
  });

  it('carry over to a new session: the one the last session worked in, else the first joined', async () => {
    const { org, member, admin } = await organisationWithRoles();
    const email = `org-lid-${counter - 1}@example.nl`;
    const signIn = async () =>
      sessionOf(
        await request({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email, password: STRONG_PASSWORD },
        }),
      );
    const activeOf = async (session: Session) =>
      (await call(session, 'GET', '/api/users/me')).json().data.session.orgId;
    // Made a member, never chose: a new session (another device) works in it.
    expect(await activeOf(member)).toBeNull();
    expect(await activeOf(await signIn())).toBe(org.id);

    // Chosen in the last session that worked in one, also with a second organisation.
    const second = (
      await call(admin, 'POST', '/api/organizations', {
        name: `Tweede ${counter}`,
        slug: `tweede-${counter}`,
      })
    ).json().data;
    await addMember(second.id, member, 'member');
    const phone = await signIn();
    await call(phone, 'PUT', '/api/organizations/active', { organizationId: second.id });
    expect(await activeOf(await signIn())).toBe(second.id);

    // Removed from it: the organisation joined first.
    await call(
      admin,
      'DELETE',
      `/api/organizations/${second.id}/members/m-${member.userId}-${second.id}`,
    );
    expect(await activeOf(await signIn())).toBe(org.id);
  });

  it('list their members a page at a time (spec §9): limit, cursors, total; a made-up cursor is 400', async () => {
    const { org, admin } = await organisationWithRoles();
    const pageAt = async (query: string) =>
      (await call(admin, 'GET', `/api/organizations/${org.id}/members${query}`)).json();
    const first = (await pageAt('?limit=2')).data;
    expect(first.members).toHaveLength(2);
    expect(first.page).toMatchObject({ total: 3, offset: 0, limit: 2, previousCursor: null });
    const second = (await pageAt(`?limit=2&cursor=${first.page.nextCursor}`)).data;
    expect(second.members).toHaveLength(1);
    expect(second.page).toMatchObject({ total: 3, offset: 2, nextCursor: null });
    const seen = [...first.members, ...second.members].map((m: { id: string }) => m.id);
    expect(new Set(seen).size).toBe(3);
    expect((await pageAt(`?limit=2&cursor=${second.page.previousCursor}`)).data.members).toEqual(
      first.members,
    );
    // Without a limit: the default page, the whole of this small list.
    expect((await pageAt('')).data.page).toMatchObject({ total: 3, limit: 20, nextCursor: null });
    for (const bad of ['?cursor=bm9wZQ', '?limit=0', '?limit=1000', '?cursor=%2F%2F'])
      expect(await pageAt(bad), bad).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.any(String),
      });
  });

  it('let the sites their Admin lists show Imi in a frame (/iframe?org=), and no other site', async () => {
    const { org, admin, member } = await organisationWithRoles();
    const frameAncestors = async (url: string) =>
      /frame-ancestors ([^;]+)/.exec(
        String((await request({ method: 'GET', url })).headers['content-security-policy']),
      )?.[1];
    expect(await frameAncestors(`/iframe?org=${org.slug}`)).toBe("'self'");

    const saved = await call(admin, 'PUT', `/api/organizations/${org.id}/embedding`, {
      origins: [' https://www.wijkschool.nl/ ', 'http://localhost:5173'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.embedOrigins).toEqual([
      'https://www.wijkschool.nl',
      'http://localhost:5173',
    ]);
    expect(await frameAncestors(`/iframe?org=${org.slug}`)).toBe(
      "'self' https://www.wijkschool.nl http://localhost:5173",
    );
    // Another organisation's page, or none named: this organisation's sites are not let in.
    expect(await frameAncestors('/iframe')).toBe("'self'");
    expect(await frameAncestors('/iframe?org=een-andere')).toBe("'self'");
    // Every other page stays unframeable.
    expect(await frameAncestors(`/dashboards?org=${org.slug}`)).toBe("'none'");

    // Only an https site (or one on this machine), without a path; a Lid may not change them.
    const wrong = await call(admin, 'PUT', `/api/organizations/${org.id}/embedding`, {
      origins: ['http://www.wijkschool.nl', 'https://www.wijkschool.nl/leren'],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'origins.0: Vul het adres van een site in, zoals https://www.wijkschool.nl',
    });
    const byMember = await call(member, 'PUT', `/api/organizations/${org.id}/embedding`, {
      origins: [],
    });
    expect(byMember.statusCode).toBe(403);
    const seenByMember = await call(member, 'GET', `/api/organizations/${org.id}`);
    expect(seenByMember.json().data.embedOrigins).toEqual([]);
  });
});
