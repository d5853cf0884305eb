import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

const { signUp, latestCode, mailsTo, call } = await buildTestApp({
  SHARED_MAIL_DOMAINS: 'gedeelde-mail.nl, Buurtmail.nl',
});

let counter = 0;
async function organisation() {
  const n = counter++;
  const admin = await signUp(`domein-admin-${n}@example.nl`);
  const org = (
    await call(admin, 'POST', '/api/organizations', { name: `School ${n}`, slug: `school-d-${n}` })
  ).json().data;
  return { admin, org, base: `/api/organizations/${org.id}/domains` };
}

describe('verified domains', () => {
  it('are verified by the code mailed to an address at the domain, then get an enrollment mode', async () => {
    const { admin, base } = await organisation();
    const mismatch = await call(admin, 'POST', base, {
      domain: 'wijkschool.nl',
      email: 'iemand@elders.nl',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().issues[0]).toMatchObject({
      path: 'email',
      message: 'domain_email_mismatch',
    });
    const bad = await call(admin, 'POST', base, { domain: 'geen domein', email: 'a@b.nl' });
    expect(bad.json().issues[0].message).toBe('domain_invalid');

    const added = await call(admin, 'POST', base, {
      domain: 'WijkSchool.nl',
      email: 'ict@wijkschool.nl',
    });
    expect(added.statusCode).toBe(200);
    const [domain] = added.json().data.domains;
    expect(domain).toMatchObject({
      domain: 'wijkschool.nl',
      verified: false,
      approval: 'waiting',
      enrollmentMode: 'none',
    });
    const twice = await call(admin, 'POST', base, {
      domain: 'wijkschool.nl',
      email: 'ander@wijkschool.nl',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().issues[0]).toMatchObject({ path: 'domain', message: 'domain_taken' });
    const early = await call(admin, 'PUT', `${base}/${domain.id}`, {
      enrollmentMode: 'automatic_suggestion',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'DOMAIN_NOT_VERIFIED',
      message: 'Bevestig het domein eerst.',
    });

    const wrong = await call(admin, 'POST', `${base}/${domain.id}/verify`, { code: '000000' });
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE' });
    const verified = await call(admin, 'POST', `${base}/${domain.id}/verify`, {
      code: await latestCode('ict@wijkschool.nl'),
    });
    // Verified, it waits for a platform admin's approval (domain-approvals.test.ts).
    expect(verified.json().data.domains[0]).toMatchObject({ verified: true, approval: 'waiting' });
    const resent = await call(admin, 'POST', `${base}/${domain.id}/send-code`);
    expect(resent.statusCode).toBe(409);
    expect(resent.json().code).toBe('DOMAIN_ALREADY_VERIFIED');
    const mode = await call(admin, 'PUT', `${base}/${domain.id}`, {
      enrollmentMode: 'automatic_suggestion',
    });
    expect(mode.json().data.domains[0].enrollmentMode).toBe('automatic_suggestion');
    const removed = await call(admin, 'DELETE', `${base}/${domain.id}`);
    expect(removed.json().data.domains).toEqual([]);
  });

  it("verify only their own domain with a code, and only for their organisation's Admin", async () => {
    const { admin, org, base } = await organisation();
    await call(admin, 'POST', base, { domain: 'een.nl', email: 'ict@een.nl' });
    const codeForOne = await latestCode('ict@een.nl');
    const domains = (
      await call(admin, 'POST', base, { domain: 'twee.nl', email: 'ict@twee.nl' })
    ).json().data.domains;
    const two = domains.find((d: { domain: string }) => d.domain === 'twee.nl');
    const crossed = await call(admin, 'POST', `${base}/${two.id}/verify`, { code: codeForOne });
    expect(crossed.statusCode).toBe(400);

    const outsider = await signUp(`domein-buiten-${org.id}@example.nl`);
    expect((await call(outsider, 'GET', base)).statusCode).toBe(404);
  });

  it('stay with the organisation that verified them first', async () => {
    const first = await organisation();
    const [ours] = (
      await call(first.admin, 'POST', first.base, { domain: 'eerst.nl', email: 'ict@eerst.nl' })
    ).json().data.domains;
    await call(first.admin, 'POST', `${first.base}/${ours.id}/verify`, {
      code: await latestCode('ict@eerst.nl'),
    });
    const second = await organisation();
    const [theirs] = (
      await call(second.admin, 'POST', second.base, { domain: 'eerst.nl', email: 'ict@eerst.nl' })
    ).json().data.domains;
    const claimed = await call(second.admin, 'POST', `${second.base}/${theirs.id}/verify`, {
      code: await latestCode('ict@eerst.nl'),
    });
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json()).toEqual({
      code: 'DOMAIN_CLAIMED',
      message: 'Een andere organisatie heeft dit domein al bevestigd.',
    });
  });

  it('refuse a shared mail domain (free mail, a provider, disposable, configured; subdomains too), under the domain field', async () => {
    const { admin, base } = await organisation();
    const shared = [
      ['gmail.com', 'aanvaller@gmail.com'],
      ['Hotmail.com', 'iemand@hotmail.com'],
      ['outlook.com', 'iemand@outlook.com'],
      ['live.nl', 'iemand@live.nl'],
      ['ziggo.nl', 'iemand@ziggo.nl'],
      ['kpnmail.nl', 'iemand@kpnmail.nl'],
      ['icloud.com', 'iemand@icloud.com'],
      ['mailinator.com', 'iemand@mailinator.com'],
      ['mail.gmail.com', 'iemand@mail.gmail.com'],
      ['gedeelde-mail.nl', 'iemand@gedeelde-mail.nl'],
      ['school.buurtmail.nl', 'iemand@school.buurtmail.nl'],
    ];
    for (const [domain, email] of shared) {
      const refused = await call(admin, 'POST', base, { domain, email });
      expect(refused.statusCode, domain).toBe(400);
      expect(refused.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message:
          'Dit is een domein van een mailprovider voor iedereen (zoals gmail.com): voeg het eigen domein van je school of organisatie toe',
        issues: [{ path: 'domain', message: 'domain_shared' }],
      });
      // No code goes out, so there is nothing to verify.
      expect(await mailsTo(email!)).toEqual([]);
    }
    expect((await call(admin, 'GET', base)).json().data.domains).toEqual([]);
    // A company's own domain that merely contains such a name is fine.
    const own = await call(admin, 'POST', base, {
      domain: 'gmail-cursus.nl',
      email: 'ict@gmail-cursus.nl',
    });
    expect(own.statusCode).toBe(200);
  });
});
