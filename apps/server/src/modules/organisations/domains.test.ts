import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

const { signUp, latestCode, call } = await buildTestApp();

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

    const wrong = await call(admin, 'POST', `${base}/${domain.id}/verify`, { code: '000000' });
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE' });
    const verified = await call(admin, 'POST', `${base}/${domain.id}/verify`, {
      code: await latestCode('ict@wijkschool.nl'),
    });
    expect(verified.json().data.domains[0].verified).toBe(true);
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
});
