import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { startProgramme } from '../../../test/onboarding.ts';
import { addMember, createOrganization } from '../../../test/organizations.ts';

const MAIL_PER_ADDRESS = 4;
const { request, signUp, services, mailsTo, captcha } = await buildTestApp({
  IMI_EMBEDDED_PACE_MS: '0',
  MAIL_PER_ADDRESS_PER_MINUTE: String(MAIL_PER_ADDRESS),
});
const db = services.database.db;
type Session = Awaited<ReturnType<typeof signUp>>;

const thisYear = new Date().getFullYear();
/** 14 this year: under 16 for certain. */
const UNDER_16 = thisYear - 14;

const call = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  request({ method, url, headers: session.headers, ...(payload && { payload }) });
const myConsent = async (session: Session) =>
  (await call(session, 'GET', '/api/my-consent')).json().data;

const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#33C2FF' } })
  .png()
  .toBuffer();

/** What the learner can do that needs consent: ask Imi, answer with words and a photo, a picture. */
async function sharingAnswers(session: Session) {
  const upload = (url: string, fields: Record<string, string>) => {
    const body = multipartBody(fields, { name: 'foto.png', bytes: png });
    return request({
      method: 'POST',
      url,
      headers: { ...session.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const responses = {
    imi: await call(session, 'POST', '/api/chats', { message: 'Hoi Imi' }),
    text: await call(session, 'POST', '/api/upload-text', {
      assignmentId: 'w1-assignment',
      taskId: 't1',
      text: 'Mijn antwoord',
    }),
    photo: await upload('/api/upload-attachment', { assignmentId: 'w1-assignment', taskId: 't2' }),
    picture: await upload('/api/account/picture', {}),
  };
  return Object.fromEntries(
    Object.entries(responses).map(([what, response]) => [
      what,
      response.statusCode === 200 ? 200 : { status: response.statusCode, ...response.json() },
    ]),
  );
}

const learnerUnder16 = async (email: string) => {
  const session = await signUp(email, undefined, { birthYear: UNDER_16 });
  // In no organisation (say, they left it): the programme started before.
  await startProgramme(services.database.db, session.userId);
  return session;
};

/** The secret of the newest consent link mailed to the parent. */
const parentToken = async (parentEmail: string) => {
  const link = (await mailsTo(parentEmail))[0]?.textBody.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  expect(url.pathname).toMatch(/^\/toestemming\/[A-Za-z0-9_-]{43}$/);
  return url.pathname.split('/').pop()!;
};

describe('the birth year at sign-up', () => {
  let tries = 0;
  // Each from an address of its own: this file's mail limit is small.
  const signUpWith = async (email: string, birthYear?: unknown) =>
    request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: `198.19.0.${++tries}`,
      payload: {
        email,
        password: 'Fietsbel-Zonnig-42',
        name: 'Jaar Test',
        firstName: 'Jaar',
        lastName: 'Test',
        ...(birthYear !== undefined && { birthYear }),
        captcha: await captcha(),
      },
    });

  it('is required and must be a plausible year, with the message for the field', async () => {
    const cases = [
      [undefined, 'birth_year_required', 'Geboortejaar is verplicht'],
      ['', 'birth_year_required', 'Geboortejaar is verplicht'],
      ['09', 'birth_year_invalid', 'Vul je geboortejaar in met 4 cijfers, zoals 2009'],
      [1850, 'birth_year_implausible', expect.stringContaining('kan niet kloppen')],
      [thisYear - 3, 'birth_year_implausible', expect.stringContaining('kan niet kloppen')],
    ] as const;
    for (const [birthYear, key, message] of cases) {
      const response = await signUpWith('jaartal@example.nl', birthYear);
      expect(response.statusCode, String(birthYear)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message,
        issues: [{ path: 'birthYear', message: key }],
      });
    }
    expect(await mailsTo('jaartal@example.nl')).toEqual([]);
  });

  it('is kept with the account: a learner past 16 can upload and ask Imi at once', async () => {
    const adult = await signUp('volwassen@example.nl', undefined, { birthYear: thisYear - 18 });
    await startProgramme(services.database.db, adult.userId);
    expect(await myConsent(adult)).toMatchObject({
      birthYear: thisYear - 18,
      basis: 'adult',
      step: null,
    });
    expect(await sharingAnswers(adult)).toEqual({ imi: 200, text: 200, photo: 200, picture: 200 });
  });

  it('cannot be changed through the profile', async () => {
    const adult = await signUp('profiel-jaar@example.nl');
    const response = await request({
      method: 'POST',
      url: '/api/auth/update-user',
      cookie: adult.cookie,
      payload: { birthYear: thisYear - 30 },
    });
    expect(response.statusCode).toBe(400);
    expect((await myConsent(adult)).birthYear).toBe(2000);
  });
});

describe('a learner under 16 in no organisation', () => {
  it('gets a clear 403 for uploads and Imi until a parent consents through the mailed link', async () => {
    const learner = await learnerUnder16('jong@example.nl');
    expect(await myConsent(learner)).toEqual({
      birthYear: UNDER_16,
      basis: null,
      step: 'parent-email',
      parentRequest: null,
    });
    const refused = {
      status: 403,
      code: 'PARENTAL_CONSENT_REQUIRED',
      message: expect.stringContaining('toestemming'),
    };
    expect(await sharingAnswers(learner)).toEqual({
      imi: refused,
      text: refused,
      photo: refused,
      picture: refused,
    });

    // The learner names a parent; not their own address.
    const own = await call(learner, 'POST', '/api/my-consent/parent-request', {
      parentEmail: 'JONG@example.nl',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'parentEmail', message: 'parent_email_own' }],
    });
    const asked = await call(learner, 'POST', '/api/my-consent/parent-request', {
      parentEmail: 'ouder@example.nl',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({
      step: 'parent-pending',
      parentRequest: { email: 'ouder@example.nl', givenAt: null },
    });
    const [mail] = await mailsTo('ouder@example.nl');
    expect(mail!.subject).toContain('Test vraagt je toestemming voor Leerloop');
    expect(mail!.textBody).toContain('jonger is dan 16');
    const token = await parentToken('ouder@example.nl');

    // The parent's page needs no account, and shows whose consent is asked.
    const page = await request({ method: 'GET', url: `/api/parent-consent/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toEqual({
      learnerFirstName: 'Test',
      learnerBirthYear: UNDER_16,
      learnerLanguage: 'nl',
      status: 'pending',
      givenAt: null,
    });
    expect(await sharingAnswers(learner)).toMatchObject({ imi: refused });

    const given = await request({ method: 'POST', url: `/api/parent-consent/${token}` });
    expect(given.json().data).toMatchObject({ status: 'given', givenAt: expect.any(String) });
    expect(await myConsent(learner)).toMatchObject({ basis: 'parent', step: null });
    expect(await sharingAnswers(learner)).toEqual({
      imi: 200,
      text: 200,
      photo: 200,
      picture: 200,
    });
    // Consenting twice changes nothing.
    expect(
      (await request({ method: 'POST', url: `/api/parent-consent/${token}` })).statusCode,
    ).toBe(200);

    // The parent withdraws: Imi and uploads close again; the same link cannot reopen them.
    const withdrawn = await request({
      method: 'POST',
      url: `/api/parent-consent/${token}/withdraw`,
    });
    expect(withdrawn.json().data.status).toBe('withdrawn');
    expect(await myConsent(learner)).toMatchObject({ basis: null, step: 'parent-email' });
    expect((await call(learner, 'POST', '/api/chats', { message: 'Hoi' })).json().code).toBe(
      'PARENTAL_CONSENT_REQUIRED',
    );
    const again = await request({ method: 'POST', url: `/api/parent-consent/${token}` });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'PARENT_LINK_EXPIRED' });
  });

  it('a new request replaces the old link; an expired or unknown link says so', async () => {
    const learner = await learnerUnder16('opnieuw@example.nl');
    await call(learner, 'POST', '/api/my-consent/parent-request', {
      parentEmail: 'eerste@example.nl',
    });
    const first = await parentToken('eerste@example.nl');
    await call(learner, 'POST', '/api/my-consent/parent-request', {
      parentEmail: 'tweede@example.nl',
    });
    const second = await parentToken('tweede@example.nl');
    const old = await request({ method: 'GET', url: `/api/parent-consent/${first}` });
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({ code: 'PARENT_LINK_INVALID', message: expect.any(String) });

    // Fourteen days on, the link can no longer consent.
    await db
      .updateTable('parentalConsent')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', learner.userId)
      .execute();
    expect(
      (await request({ method: 'GET', url: `/api/parent-consent/${second}` })).json().data,
    ).toMatchObject({ status: 'expired' });
    const late = await request({ method: 'POST', url: `/api/parent-consent/${second}` });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: 'PARENT_LINK_EXPIRED' });
    expect(await myConsent(learner)).toMatchObject({ basis: null, step: 'parent-email' });
  });

  it('counts the mails to parents in the mail limits', async () => {
    const learner = await learnerUnder16('veel-mail@example.nl');
    const ask = (i: number) =>
      request({
        method: 'POST',
        url: '/api/my-consent/parent-request',
        headers: learner.headers,
        remoteAddress: '198.19.9.9',
        payload: { parentEmail: `ouder-${i}@example.nl` },
      });
    for (let i = 0; i < MAIL_PER_ADDRESS; i++) expect((await ask(i)).statusCode).toBe(200);
    const refused = await ask(MAIL_PER_ADDRESS);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await mailsTo(`ouder-${MAIL_PER_ADDRESS}@example.nl`)).toEqual([]);
  });

  it('is covered by an organisation that enrolled them as Lid, not by one they run', async () => {
    const learner = await learnerUnder16('school@example.nl');
    await addMember(db, await createOrganization(db, 'Eigen club'), learner.userId, 'admin');
    expect(await myConsent(learner)).toMatchObject({ basis: null, step: 'parent-email' });
    await addMember(db, await createOrganization(db, 'De Wijkschool'), learner.userId);
    expect(await myConsent(learner)).toMatchObject({ basis: 'organisation', step: null });
    expect((await sharingAnswers(learner)).imi).toBe(200);
    const notNeeded = await call(learner, 'POST', '/api/my-consent/parent-request', {
      parentEmail: 'ouder-school@example.nl',
    });
    expect(notNeeded.statusCode).toBe(409);
    expect(notNeeded.json()).toMatchObject({ code: 'PARENTAL_CONSENT_NOT_NEEDED' });
  });
});

describe('an account made before sign-up asked the birth year', () => {
  it('is asked it once before uploads and Imi open', async () => {
    const learner = await signUp('oud-account@example.nl');
    await db
      .updateTable('user')
      .set({ birthYear: null })
      .where('id', '=', learner.userId)
      .execute();
    expect(await myConsent(learner)).toMatchObject({ birthYear: null, step: 'birth-year' });
    const refused = await call(learner, 'POST', '/api/chats', { message: 'Hoi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'BIRTH_YEAR_REQUIRED',
      message: expect.any(String),
    });
    const parentFirst = await call(learner, 'POST', '/api/my-consent/parent-request', {
      parentEmail: 'ouder-oud@example.nl',
    });
    expect(parentFirst.json()).toMatchObject({ code: 'BIRTH_YEAR_REQUIRED' });

    const invalid = await call(learner, 'PUT', '/api/my-consent/birth-year', { birthYear: 'ooit' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues).toEqual([{ path: 'birthYear', message: 'birth_year_invalid' }]);
    const given = await call(learner, 'PUT', '/api/my-consent/birth-year', {
      birthYear: UNDER_16,
    });
    expect(given.json().data).toMatchObject({ birthYear: UNDER_16, step: 'parent-email' });
    const changed = await call(learner, 'PUT', '/api/my-consent/birth-year', { birthYear: 1990 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'BIRTH_YEAR_ALREADY_SET' });
  });

  it('in an organisation, needs nothing more', async () => {
    const learner = await signUp('oud-school@example.nl');
    await db
      .updateTable('user')
      .set({ birthYear: null })
      .where('id', '=', learner.userId)
      .execute();
    await addMember(db, await createOrganization(db, 'Oude school'), learner.userId);
    expect(await myConsent(learner)).toMatchObject({ basis: 'organisation', step: null });
  });
});
