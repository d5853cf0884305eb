import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { multipartBody, sampleFiles } from '../../../test/multipart.ts';
import { addMember, createOrganization } from '../../../test/organizations.ts';

const { request, signUp, services, mailsTo } = await buildTestApp();
const db = services.database.db;
type Session = Awaited<ReturnType<typeof signUp>>;

const get = (session: Session, url: string) =>
  request({ method: 'GET', url, headers: session.headers });
const post = (session: Session, url: string, payload?: object) =>
  request({ method: 'POST', url, headers: session.headers, payload });
const put = (session: Session, url: string, payload: object) =>
  request({ method: 'PUT', url, headers: session.headers, payload });

// One organisation with a coach and three learners; another with its own coach.
const school = await createOrganization(db, 'School');
const otherSchool = await createOrganization(db, 'Anders');
const lina = await signUp('lina@example.nl');
const noor = await signUp('noor@example.nl');
const youssef = await signUp('youssef@example.nl');
const milan = await signUp('milan@example.nl');
const coach = await signUp('coach@example.nl');
const otherCoach = await signUp('andere-coach@example.nl');
const startProgramme = (learner: Session) =>
  db
    .updateTable('user')
    .set({ onboardingFinishedAt: new Date(Date.now() - 60_000).toISOString() })
    .where('id', '=', learner.userId)
    .execute();
for (const learner of [lina, noor, youssef, milan]) {
  await addMember(db, school, learner.userId);
  await startProgramme(learner);
}
await addMember(db, school, coach.userId, 'admin');
await addMember(db, otherSchool, otherCoach.userId, 'owner');

const SECRET_ANSWER = 'Mijn geheime antwoord over thuis';
const SECRET_FEEDBACK = 'Vertel ook iets over je broer';

async function answer(learner: Session, text = SECRET_ANSWER) {
  const response = await post(learner, '/api/upload-text', {
    assignmentId: 'w1-assignment',
    taskId: 't1',
    text,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.id as string;
}

async function review(answerId: string, decision: 'approved' | 'needs-work', by = coach) {
  const response = await post(by, `/api/review/answers/${answerId}`, {
    decision,
    ...(decision === 'needs-work' && { feedback: SECRET_FEEDBACK }),
  });
  // The mail goes after the answer: wait for it before looking in the outbox.
  await services.background.settle();
  return response;
}

const responsesOf = async (learner: Session) =>
  (await get(learner, '/api/review-responses')).json();
const responseMailsTo = async (email: string) =>
  (await mailsTo(email)).filter((mail) => !/\b\d{6}\b/.test(mail.textBody));

describe("the coach's response, for the learner", () => {
  it('is new until the learner has seen it, on every device, and then it is gone', async () => {
    expect(await responsesOf(lina)).toEqual({
      status: 'success',
      data: { count: 0, responses: [] },
    });
    const answerId = await answer(lina);
    expect((await review(answerId, 'needs-work')).statusCode).toBe(200);

    const { data } = await responsesOf(lina);
    expect(data.count).toBe(1);
    expect(data.responses).toEqual([
      {
        answerId,
        assignmentId: 'w1-assignment',
        taskId: 't1',
        week: 1,
        taskNumber: 1,
        assignmentTitle: { nl: 'Opdracht', mc: expect.any(String) },
        outcome: 'needs-work',
        reviewedAt: expect.any(String),
      },
    ]);
    // The home tile says what the coach said, not just "in progress".
    const modules = (await get(lina, '/api/get-microlearning-modules')).json().data;
    expect(modules.weeks[0].assignment).toMatchObject({
      state: 'in-progress',
      review: 'needs-work',
    });

    const seen = await post(lina, `/api/review-responses/${answerId}/seen`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toEqual({ count: 0, responses: [] });
    // Another device of hers asks again: still seen.
    expect((await responsesOf(lina)).data.count).toBe(0);
    // Marking it seen twice is no error.
    expect((await post(lina, `/api/review-responses/${answerId}/seen`)).statusCode).toBe(200);
    // The tile keeps saying it: the status is the answer's, not the notice's.
    expect(
      (await get(lina, '/api/get-microlearning-modules')).json().data.weeks[0].assignment.review,
    ).toBe('needs-work');
  });

  it("is nobody else's to see or to mark seen (404)", async () => {
    const answerId = await answer(noor);
    await review(answerId, 'approved');
    expect((await responsesOf(youssef)).data.count).toBe(0);
    for (const someone of [youssef, coach, otherCoach]) {
      const refused = await post(someone, `/api/review-responses/${answerId}/seen`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    }
    expect((await post(noor, '/api/review-responses/bestaat-niet/seen')).statusCode).toBe(404);
    // Still new for Noor.
    expect((await responsesOf(noor)).data.responses).toEqual([
      expect.objectContaining({ answerId, outcome: 'approved' }),
    ]);
  });

  it('answers a caller without a token with 401, and bad input with 400 { code, message }', async () => {
    expect((await request({ method: 'GET', url: '/api/review-responses' })).statusCode).toBe(401);
    const bad = [
      await post(noor, '/api/review-responses/geen%20geldig%20id!/seen'),
      await put(noor, '/api/users/me/settings', {}),
      await put(noor, '/api/users/me/settings', { reviewResponseMail: 'ja' }),
    ];
    for (const response of bad) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.any(String),
      });
    }
  });
});

describe('the mail about it', () => {
  it('goes once per new response, with the link and without the answer or the feedback', async () => {
    const answerId = await answer(youssef);
    expect(await responseMailsTo('youssef@example.nl')).toEqual([]);
    await review(answerId, 'needs-work');
    // The coach changes their mind before Youssef looked: still one mail.
    await review(answerId, 'approved');
    const mails = await responseMailsTo('youssef@example.nl');
    expect(mails).toHaveLength(1);
    const [mail] = mails as [{ subject: string; textBody: string; htmlBody: string }];
    expect(mail.subject).toBe('Je coach heeft gereageerd op je antwoord');
    expect(mail.textBody).toContain(
      `http://localhost:3000/dashboards/assignments?answer=${answerId}`,
    );
    expect(mail.textBody).toContain('week 1');
    for (const body of [mail.textBody, mail.htmlBody, mail.subject]) {
      expect(body).not.toContain(SECRET_ANSWER);
      expect(body).not.toContain(SECRET_FEEDBACK);
      expect(body).not.toMatch(/goedgekeurd|aanpassing/i);
    }

    // Seen, then resubmitted and reviewed again: a new response, a new mail.
    await post(youssef, `/api/review-responses/${answerId}/seen`);
    const updated = await post(youssef, `/api/update-attachment/${answerId}`, {
      text: 'Een nieuwe versie.',
    });
    expect(updated.statusCode).toBe(200);
    await review(answerId, 'approved');
    expect(await responseMailsTo('youssef@example.nl')).toHaveLength(2);
  });

  it('goes once for several responses the learner has not looked at yet', async () => {
    const ayoub = await signUp('ayoub@example.nl');
    await addMember(db, school, ayoub.userId);
    await startProgramme(ayoub);
    const text = await answer(ayoub);
    const body = multipartBody(
      { assignmentId: 'w1-assignment', taskId: 't2' },
      { name: 'foto.png', bytes: sampleFiles.png, type: 'image/png' },
    );
    const photo = await request({
      method: 'POST',
      url: '/api/upload-attachment',
      headers: { ...ayoub.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(photo.statusCode).toBe(200);
    await review(text, 'approved');
    await review(photo.json().data.id, 'needs-work');
    expect((await responsesOf(ayoub)).data.count).toBe(2);
    const mails = await responseMailsTo('ayoub@example.nl');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(`?answer=${text}`);
  });

  it('speaks Darija to a learner who chose it', async () => {
    await put(noor, '/api/users/me/settings', { langSelected: 'mc' });
    const noorAnswer = (await get(noor, '/api/string-attachment-data')).json().data.answers[0];
    await post(noor, `/api/review-responses/${noorAnswer.id}/seen`);
    await review(noorAnswer.id, 'needs-work');
    const [mail] = await responseMailsTo('noor@example.nl');
    expect(mail?.subject).toBe('الكوتش ديالك ردّ على الجواب ديالك');
    expect(mail?.textBody).toContain(`/dashboards/assignments?answer=${noorAnswer.id}`);
  });

  it('is not sent to a learner who turned it off, and the app still tells them', async () => {
    const me = (await get(milan, '/api/users/me')).json().data;
    expect(me.reviewResponseMail).toBe(true);
    const off = await put(milan, '/api/users/me/settings', { reviewResponseMail: false });
    expect(off.statusCode).toBe(200);
    // The language stays as it was: only what is sent changes.
    expect(off.json().data).toMatchObject({ reviewResponseMail: false, langSelected: 'nl' });

    const answerId = await answer(milan);
    await review(answerId, 'needs-work');
    expect(await responseMailsTo('milan@example.nl')).toEqual([]);
    expect((await responsesOf(milan)).data.count).toBe(1);

    // Turned on again, the next response is mailed.
    await put(milan, '/api/users/me/settings', { reviewResponseMail: true });
    await post(milan, `/api/review-responses/${answerId}/seen`);
    await review(answerId, 'approved');
    expect(await responseMailsTo('milan@example.nl')).toHaveLength(1);
  });
});
