import { describe, expect, it } from 'vitest';
import { buildTestApp, STRONG_PASSWORD } from '../../../test/helper.ts';

const { request, signUp, latestCode, call } = await buildTestApp();
type Session = Awaited<ReturnType<typeof signUp>>;

const emailsOf = async (session: Session) =>
  (await call(session, 'GET', '/api/account/emails')).json().data.emails;

describe('several e-mail addresses', () => {
  it('adds, verifies by code, makes primary; the new primary signs in, the old one still does', async () => {
    const session = await signUp('eerste@example.nl');
    const added = await call(session, 'POST', '/api/account/emails', {
      email: 'Tweede@Example.nl',
    });
    expect(added.statusCode).toBe(200);
    const [, second] = added.json().data.emails;
    expect(second).toMatchObject({ email: 'tweede@example.nl', primary: false, verified: false });
    // Not verified: it cannot become primary yet.
    const early = await call(session, 'POST', `/api/account/emails/${second.id}/primary`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('IDENTIFIER_NOT_VERIFIED');

    const wrong = await call(session, 'POST', `/api/account/emails/${second.id}/verify`, {
      code: '000000',
    });
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', reason: 'form_code_incorrect' });
    const code = await latestCode('tweede@example.nl');
    const verified = await call(session, 'POST', `/api/account/emails/${second.id}/verify`, {
      code,
    });
    expect(verified.json().data.emails[1]).toMatchObject({ verified: true });

    const primary = await call(session, 'POST', `/api/account/emails/${second.id}/primary`);
    expect(primary.json().data.emails).toEqual([
      { id: 'primary', email: 'tweede@example.nl', primary: true, verified: true },
      { id: second.id, email: 'eerste@example.nl', primary: false, verified: true },
    ]);
    expect((await call(session, 'GET', '/api/users/me')).json().data.email).toBe(
      'tweede@example.nl',
    );
    for (const email of ['tweede@example.nl', 'eerste@example.nl']) {
      const signIn = await request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: STRONG_PASSWORD },
      });
      expect(signIn.statusCode, email).toBe(200);
    }
  });

  it('never removes the last identification, and removing the primary promotes a verified one', async () => {
    const session = await signUp('enige@example.nl');
    const refused = await call(session, 'DELETE', '/api/account/emails/primary');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'LAST_IDENTIFICATION',
      reason: 'identification_deletion_failed',
      message: 'You cannot delete your last identification.',
    });

    // An unverified address is no identification: still refused, and it can simply go.
    const [, extra] = (
      await call(session, 'POST', '/api/account/emails', { email: 'erbij@example.nl' })
    ).json().data.emails;
    expect((await call(session, 'DELETE', '/api/account/emails/primary')).statusCode).toBe(409);
    await call(session, 'POST', `/api/account/emails/${extra.id}/verify`, {
      code: await latestCode('erbij@example.nl'),
    });
    const removed = await call(session, 'DELETE', '/api/account/emails/primary');
    expect(removed.json().data.emails).toEqual([
      { id: 'primary', email: 'erbij@example.nl', primary: true, verified: true },
    ]);
  });

  it("refuses an address in use (form_identifier_exists), and someone else's address id", async () => {
    const owner = await signUp('eigenaar@example.nl');
    const other = await signUp('ander-adres@example.nl');
    const taken = await call(owner, 'POST', '/api/account/emails', {
      email: 'ander-adres@example.nl',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_EXISTS', reason: 'form_identifier_exists' });

    const [, mine] = (
      await call(owner, 'POST', '/api/account/emails', { email: 'van-eigenaar@example.nl' })
    ).json().data.emails;
    expect(
      (await call(other, 'POST', '/api/account/emails', { email: 'van-eigenaar@example.nl' }))
        .statusCode,
    ).toBe(409);
    for (const [method, url] of [
      ['DELETE', `/api/account/emails/${mine.id}`],
      ['POST', `/api/account/emails/${mine.id}/primary`],
      ['POST', `/api/account/emails/${mine.id}/send-code`],
    ] as const) {
      const response = await call(other, method, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().reason).toBe('form_identifier_not_found');
    }
    expect(await emailsOf(owner)).toHaveLength(2);
    expect(
      (await call(owner, 'POST', '/api/account/emails', { email: 'geen adres' })).json(),
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
      reason: 'form_param_format_invalid',
    });
    expect((await call(owner, 'DELETE', '/api/account/emails/../../x')).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', '/api/account/emails/nope')).statusCode).toBe(400);
    expect((await request({ method: 'GET', url: '/api/account/emails' })).statusCode).toBe(401);
  });

  it('takes at most five further addresses, and no new code for a verified one', async () => {
    const session = await signUp('zes-adressen@example.nl');
    for (const n of [1, 2, 3, 4, 5])
      await call(session, 'POST', '/api/account/emails', { email: `extra-${n}@example.nl` });
    const sixth = await call(session, 'POST', '/api/account/emails', {
      email: 'extra-6@example.nl',
    });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('TOO_MANY_EMAILS');

    const [, first] = await emailsOf(session);
    await call(session, 'POST', `/api/account/emails/${first.id}/verify`, {
      code: await latestCode('extra-1@example.nl'),
    });
    const again = await call(session, 'POST', `/api/account/emails/${first.id}/send-code`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('IDENTIFIER_ALREADY_VERIFIED');
  });

  it('stops taking a code after five wrong tries', async () => {
    const session = await signUp('pogingen@example.nl');
    const [, extra] = (
      await call(session, 'POST', '/api/account/emails', { email: 'proberen@example.nl' })
    ).json().data.emails;
    const code = await latestCode('proberen@example.nl');
    for (let i = 0; i < 5; i++)
      await call(session, 'POST', `/api/account/emails/${extra.id}/verify`, { code: '000000' });
    const late = await call(session, 'POST', `/api/account/emails/${extra.id}/verify`, { code });
    expect(late.json().code).toBe('INVALID_CODE');
    await call(session, 'POST', `/api/account/emails/${extra.id}/send-code`);
    const fresh = await latestCode('proberen@example.nl');
    const ok = await call(session, 'POST', `/api/account/emails/${extra.id}/verify`, {
      code: fresh,
    });
    expect(ok.json().data.emails[1].verified).toBe(true);
  });
});
