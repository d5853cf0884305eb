import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import {
  checkMyAssignment,
  getMicrolearningModules,
  getMyAssignments,
  routeUrlOf,
  USER_ID_HEADER,
} from '@leerloop/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectExactlyAsDeclared } from '../../../test/contract.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { addMember, createOrganization } from '../../../test/organizations.ts';
import { decompressionBombPng, hasGpsInfo } from '../../../test/images.ts';
import { multipartBody, sampleFiles, type UploadFile } from '../../../test/multipart.ts';

const { app, request, signUp, services } = await buildTestApp();
const db = services.database.db;
const DAY = 24 * 60 * 60 * 1000;
type Session = Awaited<ReturnType<typeof signUp>>;

/** Every file under the upload folder (local storage only; S3 has its own tests). */
const uploadedFiles = () => {
  if (services.config.storage.driver !== 'Local storage') return [];
  const root = services.config.storage.dir;
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
};
/** The answer files in storage, on either driver. */
const storedAnswerFiles = async () => {
  const keys: string[] = [];
  for await (const file of services.storage.list('answers')) keys.push(file.key);
  return keys.sort();
};
const answerCount = async () =>
  Number(
    (
      await db
        .selectFrom('answer')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  );

const organization = (name: string) => createOrganization(db, name);
const join_ = (organizationId: string, session: Session, role = 'member') =>
  addMember(db, organizationId, session.userId, role);
async function startedDaysAgo(session: Session, days: number) {
  await db
    .updateTable('user')
    .set({ onboardingFinishedAt: new Date(Date.now() - days * DAY).toISOString() })
    .where('id', '=', session.userId)
    .execute();
}

const get = (session: Session, url: string) =>
  request({ method: 'GET', url, headers: session.headers });
const post = (session: Session, url: string, payload?: object) =>
  request({ method: 'POST', url, headers: session.headers, payload });
const upload = (
  session: Session,
  file: UploadFile | undefined,
  fields: Record<string, string> = { assignmentId: 'w1-assignment', taskId: 't2' },
  url = '/api/upload-attachment',
) => {
  const body = multipartBody(fields, file);
  return request({
    method: 'POST',
    url,
    headers: { ...session.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};
const photo = (name = 'top3.png'): UploadFile => ({
  name,
  bytes: sampleFiles.png,
  type: 'image/png',
});

// One organisation with a coach and two learners, and a second organisation with its own coach.
const school = await organization('School');
const otherSchool = await organization('Anders');
const anna = await signUp('anna@example.nl');
const bram = await signUp('bram@example.nl');
const coach = await signUp('coach@example.nl');
const otherCoach = await signUp('andere-coach@example.nl');
const outsider = await signUp('buiten@example.nl');
await join_(school, anna);
await join_(school, bram);
await join_(school, coach, 'admin');
await join_(otherSchool, otherCoach, 'owner');
await join_(otherSchool, outsider);
for (const learner of [anna, bram, outsider]) await startedDaysAgo(learner, 2);

describe('assignments', () => {
  it('lists the open week with its tasks and a locked week without them', async () => {
    const response = await get(bram, '/api/my-assignment');
    expect(response.statusCode).toBe(200);
    const [week1, week2] = response.json().data.assignments;
    expect(week1).toMatchObject({ id: 'w1-assignment', week: 1, state: 'new', unlocksAt: null });
    expect(week1.tasks.map((t: { id: string }) => t.id)).toEqual(['t1', 't2']);
    expect(week1.tasks[0]).toMatchObject({ answerTypes: ['text'], answer: null });
    expect(week2).toMatchObject({ week: 2, state: 'locked', tasks: [] });
    expect(new Date(week2.unlocksAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('announces a new assignment until the learner has looked at it', async () => {
    const learner = await signUp('nieuwtje@example.nl');
    const before = (await get(learner, '/api/check-my-assignment')).json().data;
    expect(before.newAssignment).toMatchObject({ id: 'w1-assignment', week: 1 });
    await get(learner, '/api/my-assignment');
    expect((await get(learner, '/api/check-my-assignment')).json().data.newAssignment).toBeNull();
    // A week on, week 2 opened after they last looked (three days ago).
    await startedDaysAgo(learner, 8);
    await db
      .updateTable('user')
      .set({ assignmentsSeenAt: new Date(Date.now() - 3 * DAY).toISOString() })
      .where('id', '=', learner.userId)
      .execute();
    expect(
      (await get(learner, '/api/check-my-assignment')).json().data.newAssignment,
    ).toMatchObject({
      id: 'w2-assignment',
      week: 2,
    });
  });

  it('refuses answers to a locked week, an unknown task and a text for a photo task', async () => {
    const locked = await post(anna, '/api/upload-text', {
      assignmentId: 'w2-assignment',
      taskId: 't1',
      text: 'Hoi',
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'LOCKED', unlocksAt: expect.any(String) });
    expect(
      (
        await post(anna, '/api/upload-text', {
          assignmentId: 'w1-assignment',
          taskId: 't9',
          text: 'Hoi',
        })
      ).statusCode,
    ).toBe(404);
    const wrongKind = await post(anna, '/api/upload-text', {
      assignmentId: 'w1-assignment',
      taskId: 't2',
      text: 'Hoi',
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toContain('bestand');
    const empty = await post(anna, '/api/upload-text', {
      assignmentId: 'w1-assignment',
      taskId: 't1',
      text: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: 'text' }] });
    expect(await answerCount()).toBe(0);
  });
});

describe('text answers', () => {
  it('keeps one answer per task, which the learner can check, list and edit', async () => {
    const sent = await post(anna, '/api/upload-text', {
      assignmentId: 'w1-assignment',
      taskId: 't1',
      text: 'Ik ben goed in luisteren.',
    });
    expect(sent.statusCode).toBe(200);
    const answer = sent.json().data;
    expect(answer).toMatchObject({
      week: 1,
      text: 'Ik ben goed in luisteren.',
      file: null,
      status: 'submitted',
      shareConsent: false,
    });

    const again = await post(anna, '/api/upload-text', {
      assignmentId: 'w1-assignment',
      taskId: 't1',
      text: 'Nog een keer',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_ANSWERED');

    expect((await get(anna, `/api/check-attachment/${answer.id}`)).json().data).toMatchObject({
      id: answer.id,
      status: 'submitted',
    });
    const texts = (await get(anna, '/api/string-attachment-data')).json().data.answers;
    expect(texts.map((a: { text: string }) => a.text)).toEqual(['Ik ben goed in luisteren.']);

    const edited = await request({
      method: 'POST',
      url: `/api/update-attachment/${answer.id}`,
      headers: anna.headers,
      payload: { text: 'Ik ben goed in luisteren en helpen.' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.text).toBe('Ik ben goed in luisteren en helpen.');
    const state = (await get(anna, '/api/my-assignment')).json().data.assignments[0];
    expect(state.state).toBe('in-progress');
  });

  it("answers 404 for another learner's answer, and never changes it", async () => {
    const [own] = (await get(anna, '/api/string-attachment-data')).json().data.answers;
    expect((await get(bram, `/api/check-attachment/${own.id}`)).statusCode).toBe(404);
    const replaced = await request({
      method: 'POST',
      url: `/api/update-attachment/${own.id}`,
      headers: bram.headers,
      payload: { text: 'overgenomen' },
    });
    expect(replaced.statusCode).toBe(404);
    expect(
      (await post(bram, '/api/attachment-player/Y', { attachmentId: own.id })).statusCode,
    ).toBe(404);
    expect((await get(anna, `/api/check-attachment/${own.id}`)).json().data.text).not.toBe(
      'overgenomen',
    );
  });
});

let photoAnswer: { id: string; file: { url: string; size: number } };

describe('file answers', () => {
  it('stores a photo under a name of its own and serves it to its owner, with ranges', async () => {
    const response = await upload(anna, photo('../../etc/passwd'));
    expect(response.statusCode).toBe(200);
    photoAnswer = response.json().data;
    expect(photoAnswer).toMatchObject({
      taskId: 't2',
      status: 'submitted',
      file: { kind: 'image', mimeType: 'image/png', name: 'passwd', size: expect.any(Number) },
    });
    // Nothing was written outside the upload folder, and the stored name is the server's.
    for (const path of uploadedFiles()) {
      expect(
        path.startsWith(
          services.config.storage.driver === 'Local storage' ? services.config.storage.dir : '',
        ),
      ).toBe(true);
      expect(path).not.toContain('passwd');
    }

    const whole = await request({ method: 'GET', url: photoAnswer.file.url, cookie: anna.cookie });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    // Drawn again (see 'keeps no EXIF'), so not byte for byte the upload.
    expect(await sharp(whole.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1 });
    expect(whole.rawPayload.length).toBe(photoAnswer.file.size);
    const part = await request({
      method: 'GET',
      url: photoAnswer.file.url,
      cookie: anna.cookie,
      headers: { range: 'bytes=0-7' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${photoAnswer.file.size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 8))).toBe(true);
    const beyond = await request({
      method: 'GET',
      url: photoAnswer.file.url,
      cookie: anna.cookie,
      headers: { range: 'bytes=9999-' },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
    expect(beyond.json()).toEqual({
      code: 'RANGE_NOT_SATISFIABLE',
      message: 'Dit stuk van het bestand bestaat niet.',
    });
    // With the API's own headers too.
    expect(
      (await request({ method: 'GET', url: photoAnswer.file.url, headers: anna.headers }))
        .statusCode,
    ).toBe(200);
  });

  it("keeps the file from other learners, other organisations' coaches and strangers (404)", async () => {
    for (const viewer of [bram, otherCoach, outsider])
      expect(
        (await request({ method: 'GET', url: photoAnswer.file.url, cookie: viewer.cookie }))
          .statusCode,
      ).toBe(404);
    expect((await request({ method: 'GET', url: photoAnswer.file.url })).statusCode).toBe(404);
    const replaced = await upload(bram, photo(), {}, `/api/update-attachment/${photoAnswer.id}`);
    expect(replaced.statusCode).toBe(404);
    expect(
      (await request({ method: 'GET', url: photoAnswer.file.url, cookie: coach.cookie }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an executable named .jpg, and leaves nothing behind', async () => {
    const files = uploadedFiles();
    const count = await answerCount();
    for (const bytes of [sampleFiles.exe, sampleFiles.elf]) {
      const response = await upload(bram, { name: 'vakantie.jpg', bytes, type: 'image/jpeg' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        allowedKinds: ['image'],
      });
    }
    // A video is a real file, but this task asks for a photo.
    expect((await upload(bram, { name: 'clip.mp4', bytes: sampleFiles.mp4 })).statusCode).toBe(415);
    expect(uploadedFiles()).toEqual(files);
    expect(await answerCount()).toBe(count);
  });

  it('answers an oversized photo with 413 and keeps nothing', async () => {
    const files = uploadedFiles();
    const count = await answerCount();
    const huge = Buffer.concat([sampleFiles.png, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(bram, { name: 'groot.png', bytes: huge });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      fileKind: 'image',
      maxBytes: 10 * 1024 * 1024,
    });
    expect(response.json().message).toContain('10 MB');
    expect(uploadedFiles()).toEqual(files);
    expect(await answerCount()).toBe(count);
  });

  // Issue 18: a phone photo's EXIF says where it was taken; coaches and Brainfood get none of it.
  it('keeps no EXIF (no GPS) of a photo, and serves it upright at a readable size', async () => {
    // An organisation of its own, so the other tests' review lists stay as they are.
    const photoSchool = await organization('Fotoschool');
    const learner = await signUp('exif@example.nl');
    const photoCoach = await signUp('exif-coach@example.nl');
    await join_(photoSchool, learner);
    await join_(photoSchool, photoCoach, 'admin');
    await startedDaysAgo(learner, 2);
    // A 12-megapixel phone photo held sideways: red on the left, blue on the right, and the
    // EXIF orientation 6 (turn a quarter clockwise) that makes the red the top when shown.
    const taken = await sharp({
      create: { width: 4032, height: 3024, channels: 3, background: '#ff0000' },
    })
      .composite([
        {
          input: { create: { width: 2016, height: 3024, channels: 3, background: '#0000ff' } },
          left: 2016,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Telefoon', Model: 'Zakmodel' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 22/1 30/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '4/1 53/1 0/1',
        },
      })
      .toBuffer();
    const sent = await sharp(taken).metadata();
    expect(hasGpsInfo(sent.exif)).toBe(true);
    expect(sent.orientation).toBe(6);

    const response = await upload(learner, { name: 'IMG_2041.jpg', bytes: taken });
    expect(response.statusCode).toBe(200);
    const { file } = response.json().data;
    expect(file).toMatchObject({ kind: 'image', mimeType: 'image/jpeg', name: 'IMG_2041.jpg' });

    const seenByCoach = await request({ method: 'GET', url: file.url, cookie: photoCoach.cookie });
    expect(seenByCoach.statusCode).toBe(200);
    expect(seenByCoach.headers['content-type']).toBe('image/jpeg');
    const shown = await sharp(seenByCoach.rawPayload).metadata();
    expect(shown).toMatchObject({ format: 'jpeg', width: 1920, height: 2560 });
    expect(shown.exif).toBeUndefined();
    expect(shown.xmp).toBeUndefined();
    expect(shown.iptc).toBeUndefined();
    expect(shown.orientation).toBeUndefined();
    expect(seenByCoach.rawPayload.includes('Telefoon')).toBe(false);
    const colourAt = async (top: number) => [
      ...(await sharp(seenByCoach.rawPayload)
        .extract({ left: 960, top, width: 1, height: 1 })
        .raw()
        .toBuffer()),
    ];
    const [topRed, , topBlue] = await colourAt(100);
    const [bottomRed, , bottomBlue] = await colourAt(2400);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(50);
    expect(bottomRed).toBeLessThan(50);
    expect(bottomBlue).toBeGreaterThan(200);
  });

  it('refuses a decompression bomb with 413 and keeps nothing', async () => {
    const files = uploadedFiles();
    const stored = await storedAnswerFiles();
    const count = await answerCount();
    const bomb = decompressionBombPng(50_000);
    expect(bomb.length).toBeLessThan(16 * 1024);
    const response = await upload(bram, { name: 'klein.png', bytes: bomb });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'TOO_MANY_PIXELS',
      message: expect.stringContaining('pixels'),
    });
    expect(uploadedFiles()).toEqual(files);
    expect(await storedAnswerFiles()).toEqual(stored);
    expect(await answerCount()).toBe(count);
    expect(
      (await get(bram, '/api/my-assignment')).json().data.assignments[0].tasks[1].answer,
    ).toBeNull();
  });

  it('leaves nothing behind when the upload is cut off half-way', async () => {
    const files = uploadedFiles();
    const count = await answerCount();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const body = multipartBody(
      { assignmentId: 'w1-assignment', taskId: 't2' },
      { name: 'half.png', bytes: Buffer.concat([sampleFiles.png, Buffer.alloc(4 * 1024 * 1024)]) },
    );
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/upload-attachment',
        headers: {
          ...bram.headers,
          'content-type': body.contentType,
          'content-length': body.payload.length,
        },
      });
      req.on('error', () => resolve());
      req.write(body.payload.subarray(0, body.payload.length / 2), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 200);
      });
    });
    // Give the server a moment to notice and clean up.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(uploadedFiles()).toEqual(files);
    expect(await answerCount()).toBe(count);
    expect(
      (await get(bram, '/api/my-assignment')).json().data.assignments[0].tasks[1].answer,
    ).toBeNull();
  });

  it('replaces a file: the new one is served, the old one is gone, the answer goes back to review', async () => {
    const before = uploadedFiles();
    const gif = await sharp({
      create: { width: 4, height: 3, channels: 3, background: '#57CA22' },
    })
      .gif()
      .toBuffer();
    const response = await upload(
      anna,
      { name: 'nieuw.gif', bytes: gif },
      {},
      `/api/update-attachment/${photoAnswer.id}`,
    );
    expect(response.statusCode).toBe(200);
    const replaced = response.json().data;
    expect(replaced.file).toMatchObject({
      kind: 'image',
      mimeType: 'image/gif',
      name: 'nieuw.gif',
    });
    expect(replaced.file.url).not.toBe(photoAnswer.file.url);
    const served = await request({ method: 'GET', url: replaced.file.url, cookie: anna.cookie });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'gif',
      width: 4,
      height: 3,
    });
    if (services.config.storage.driver === 'Local storage')
      expect(uploadedFiles()).toHaveLength(before.length);
    photoAnswer = replaced;
  });

  it('refuses a request that is not multipart, or has no file', async () => {
    const json = await post(anna, '/api/upload-attachment', {
      assignmentId: 'w1-assignment',
      taskId: 't2',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('MULTIPART_REQUIRED');
    const noFile = await upload(anna, undefined);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ code: 'FILE_REQUIRED', issues: [{ path: 'file' }] });
    const noFields = await upload(bram, photo(), {});
    expect(noFields.statusCode).toBe(400);
    expect(noFields.json()).toMatchObject({
      code: 'UPLOAD_FIELDS_MISSING',
      message: 'Stuur assignmentId en taskId mee, vóór het bestand.',
    });
    expect(noFields.json().issues.map((i: { path: string }) => i.path)).toEqual([
      'assignmentId',
      'taskId',
    ]);
  });
});

describe('review and Brainfood', () => {
  it("shows the coach only their organisation's answers", async () => {
    const list = (await get(coach, '/api/review/answers')).json().data.answers;
    expect(list.length).toBe(2);
    expect(
      list.every((a: { learner: { firstName: string } }) => a.learner.firstName === 'Test'),
    ).toBe(true);
    expect((await get(otherCoach, '/api/review/answers')).json().data.answers).toEqual([]);
    expect((await get(otherCoach, `/api/review/answers/${list[0].id}`)).statusCode).toBe(404);
    expect(
      (await post(otherCoach, `/api/review/answers/${list[0].id}`, { decision: 'approved' }))
        .statusCode,
    ).toBe(404);
    const notACoach = await get(anna, '/api/review/answers');
    expect(notACoach.statusCode).toBe(403);
    expect(notACoach.json()).toMatchObject({
      code: 'NOT_A_COACH',
      message: 'Alleen een coach van een organisatie kan antwoorden beoordelen.',
    });
    const me = (await get(coach, '/api/users/me')).json().data;
    expect(me.isCoach).toBe(true);
    expect((await get(anna, '/api/users/me')).json().data.isCoach).toBe(false);
  });

  it('shows a coach of two organisations the active one’s answers, or all from the personal account', async () => {
    const both = await signUp('twee-scholen@example.nl');
    await join_(school, both, 'admin');
    await join_(otherSchool, both, 'admin');
    const ids = async (session: Session) =>
      (await get(session, '/api/review/answers?status=all'))
        .json()
        .data.answers.map((answer: { id: string }) => answer.id)
        .sort();
    const inSchool = await ids(coach);
    const inOther = await ids(otherCoach);
    expect(inSchool.length).toBeGreaterThan(0);
    expect(await ids(both)).toEqual([...inSchool, ...inOther].sort());
    const work = (organizationId: string | null) =>
      request({
        method: 'PUT',
        url: '/api/organizations/active',
        headers: both.headers,
        payload: { organizationId },
      });
    expect((await work(otherSchool)).statusCode).toBe(200);
    expect(await ids(both)).toEqual(inOther);
    await work(school);
    expect(await ids(both)).toEqual(inSchool);
    await work(null);
    expect(await ids(both)).toEqual([...inSchool, ...inOther].sort());
    // Removed from the organisation they work in: back to all they still coach.
    await work(otherSchool);
    await db
      .deleteFrom('member')
      .where('userId', '=', both.userId)
      .where('organizationId', '=', otherSchool)
      .execute();
    expect(await ids(both)).toEqual(inSchool);
  });

  it('approves one answer, asks changes on another with feedback, and the learner sees both', async () => {
    const [textAnswer] = (await get(anna, '/api/string-attachment-data')).json().data.answers;
    const noFeedback = await post(coach, `/api/review/answers/${textAnswer.id}`, {
      decision: 'needs-work',
    });
    expect(noFeedback.statusCode).toBe(400);
    const changes = await post(coach, `/api/review/answers/${textAnswer.id}`, {
      decision: 'needs-work',
      feedback: 'Geef ook een voorbeeld.',
    });
    expect(changes.statusCode).toBe(200);
    expect(
      (await post(coach, `/api/review/answers/${photoAnswer.id}`, { decision: 'approved' })).json()
        .data.status,
    ).toBe('approved');

    const reviewed = (await get(anna, `/api/check-attachment/${textAnswer.id}`)).json().data;
    expect(reviewed).toMatchObject({ status: 'needs-work', feedback: 'Geef ook een voorbeeld.' });
    // Issue 20: the review has a time of its own; when she sent it stays as it was.
    expect(reviewed.submittedAt).toBe(textAnswer.submittedAt);
    expect(reviewed.reviewedAt > textAnswer.submittedAt).toBe(true);
    expect((await get(anna, `/api/check-attachment/${photoAnswer.id}`)).json().data.status).toBe(
      'approved',
    );
    expect((await get(coach, '/api/review/answers')).json().data.answers).toEqual([]);

    // Resubmitted, it is back in the coach's list.
    await request({
      method: 'POST',
      url: `/api/update-attachment/${textAnswer.id}`,
      headers: anna.headers,
      payload: { text: 'Ik luister goed: gisteren hielp ik een vriend.' },
    });
    const resent = (await get(anna, `/api/check-attachment/${textAnswer.id}`)).json().data;
    expect(resent.submittedAt > reviewed.reviewedAt).toBe(true);
    expect(
      (await get(coach, '/api/review/answers'))
        .json()
        .data.answers.map((a: { id: string }) => a.id),
    ).toEqual([textAnswer.id]);
  });

  it('puts an approved answer in Brainfood only with consent, for the organisation only', async () => {
    const without = await post(coach, `/api/review/answers/${photoAnswer.id}/brainfood`, {
      inBrainfood: true,
    });
    expect(without.statusCode).toBe(409);
    expect(without.json().code).toBe('BRAINFOOD_NOT_ALLOWED');
    expect(
      (await post(anna, '/api/attachment-player/Y', { attachmentId: photoAnswer.id })).json().data
        .shareConsent,
    ).toBe(true);
    const shared = await post(coach, `/api/review/answers/${photoAnswer.id}/brainfood`, {
      inBrainfood: true,
    });
    expect(shared.json().data.inBrainfoodSince).toEqual(expect.any(String));

    const vault = (await get(bram, '/api/vauld')).json().data.items;
    expect(vault[0]).toMatchObject({
      id: photoAnswer.id,
      type: 'image',
      answer: { authorFirstName: 'Test' },
    });
    expect(vault.filter((i: { type: string }) => i.type === 'article')).toHaveLength(2);
    expect((await get(bram, '/api/vauld?type=image')).json().data.items).toHaveLength(1);
    expect((await get(bram, '/api/vauld?type=video')).json().data.items).toEqual([]);
    expect((await get(bram, '/api/vauld?type=nonsense')).statusCode).toBe(400);
    // One week's items: how many the home screen's Brainfood tile counts, the answer included.
    const week1 = (await get(bram, '/api/vauld?week=1&limit=1')).json().data;
    expect(week1.items).toHaveLength(1);
    expect(week1.page.total).toBe(vault.filter((i: { week: number }) => i.week === 1).length);
    expect(week1.page.total).toBeGreaterThan(2);
    expect((await get(bram, '/api/vauld?week=2')).json().data.page.total).toBe(0);
    expect((await get(bram, '/api/vauld?week=0')).statusCode).toBe(400);
    // Home asks for its current week's before it knows which that is: week 1 for Bram.
    expect((await get(bram, '/api/vauld?week=current&limit=1')).json().data.page.total).toBe(
      week1.page.total,
    );
    expect((await get(bram, '/api/vauld?week=next')).statusCode).toBe(400);
    expect(
      (await request({ method: 'GET', url: vault[0].answer.file.url, cookie: bram.cookie }))
        .statusCode,
    ).toBe(200);
    // Another organisation's learner sees the programme's articles only.
    const theirs = (await get(outsider, '/api/vauld')).json().data.items;
    expect(theirs.every((i: { type: string }) => i.type === 'article')).toBe(true);
    expect(
      (await request({ method: 'GET', url: vault[0].answer.file.url, cookie: outsider.cookie }))
        .statusCode,
    ).toBe(404);

    // Withdrawing consent takes it out at once.
    await post(anna, '/api/attachment-player/N', { attachmentId: photoAnswer.id });
    expect((await get(bram, '/api/vauld?type=image')).json().data.items).toEqual([]);
    expect(
      (await request({ method: 'GET', url: vault[0].answer.file.url, cookie: bram.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(anna, '/api/attachment-player/X', { attachmentId: photoAnswer.id })).statusCode,
    ).toBe(400);
  });
});

describe('growth story and evolution', () => {
  const finishModules = async (session: Session, week: number) => {
    for (const n of [1, 2])
      await db
        .insertInto('moduleProgress')
        .values({
          userId: session.userId,
          moduleId: `w${week}-module-${n}`,
          position: 9,
          answers: '{}',
          lastScore: 3,
          bestScore: 3,
          completedAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        })
        .execute();
  };

  it('unlocks the chapter when the week is finished, announces it once, and keeps own words', async () => {
    const learner = await signUp('verhaal@example.nl');
    await startedDaysAgo(learner, 1);
    const chapters = async () => (await get(learner, '/api/my-story')).json().data.chapters;
    const [first, second] = await chapters();
    expect(first).toMatchObject({
      week: 1,
      state: 'open',
      body: null,
      isNew: false,
      progress: { modulesDone: 0, modulesTotal: 2, tasksAnswered: 0, tasksTotal: 2 },
    });
    expect(second).toMatchObject({ week: 2, state: 'locked', unlocksAt: expect.any(String) });
    const early = await post(learner, '/api/my-story-save', { week: 1, text: 'Mijn woorden' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'CHAPTER_NOT_OPEN',
      message: 'Maak eerst het werk van week 1 af; dan opent dit hoofdstuk van je verhaal.',
      week: 1,
    });

    await finishModules(learner, 1);
    await post(learner, '/api/upload-text', {
      assignmentId: 'w1-assignment',
      taskId: 't1',
      text: 'Klaar',
    });
    expect((await chapters())[0].state).toBe('open');
    await upload(learner, photo());
    // Modules and tasks done; the swipe deck still holds the chapter back.
    expect((await chapters())[0]).toMatchObject({
      state: 'open',
      progress: { tasksAnswered: 2, deckFinished: false },
    });
    for (let card = 1; card <= 12; card++)
      await post(learner, '/api/my-tinder-save', {
        deckId: 'w1-deck',
        cardId: `s${card}`,
        choice: 'agree',
      });
    await post(learner, '/api/upload-tinder-result', { deckId: 'w1-deck' });
    expect((await get(learner, '/api/check-my-assignment')).json().data.newChapter).toMatchObject({
      week: 1,
    });
    const modules = (await get(learner, '/api/get-microlearning-modules')).json().data.weeks[0];
    expect(modules.story.state).toBe('new');
    expect(modules.assignment.state).toBe('done');
    // The home screen's reads are written out as built: exactly what the contracts declare.
    for (const endpoint of [checkMyAssignment, getMicrolearningModules, getMyAssignments])
      expectExactlyAsDeclared(endpoint, (await get(learner, routeUrlOf(endpoint))).json());

    const [unlocked] = await chapters();
    expect(unlocked).toMatchObject({
      state: 'unlocked',
      isNew: true,
      body: { nl: expect.any(String) },
    });
    expect((await chapters())[0].isNew).toBe(false);
    expect((await get(learner, '/api/check-my-assignment')).json().data.newChapter).toBeNull();

    const saved = await post(learner, '/api/my-story-save', {
      week: 1,
      text: 'Ik ben trots op mezelf.',
    });
    expect(saved.json().data.ownWords).toBe('Ik ben trots op mezelf.');
    expect((await chapters())[0].ownWords).toBe('Ik ben trots op mezelf.');
    expect((await post(learner, '/api/my-story-save', { week: 2, text: 'x' })).statusCode).toBe(
      403,
    );
    expect((await post(learner, '/api/my-story-save', { week: 9, text: 'x' })).statusCode).toBe(
      404,
    );
  });

  it("leads the reflection question in with the learner's own week", async () => {
    const learner = await signUp('terugblik@example.nl');
    await startedDaysAgo(learner, 1);
    const plain = (await get(learner, '/api/my-prompt-evolution?week=1')).json().data.prompt;
    await finishModules(learner, 1);
    // s1 is an opinion in the fixture deck: no right side, so it says something about the learner.
    await post(learner, '/api/my-tinder-save', {
      deckId: 'w1-deck',
      cardId: 's1',
      choice: 'disagree',
    });
    const personal = (await get(learner, '/api/my-prompt-evolution?week=1')).json().data.prompt;
    expect(personal.nl).toMatch(/^Bij "Module 1\.\d" had je \d van de 3 vragen goed\./);
    expect(personal.nl).toContain('In de swipe-game was je het oneens met "Stelling 1".');
    expect(personal.nl.endsWith(plain.nl)).toBe(true);
    expect(personal.mc).toContain('ماوافقتيش على');
    expect(personal.mc.endsWith(plain.mc)).toBe(true);
  });

  it('gives the reflection question and keeps the reflection of an open week only', async () => {
    const prompt = await get(anna, '/api/my-prompt-evolution?week=1');
    expect(prompt.json().data).toMatchObject({
      week: 1,
      prompt: { nl: expect.any(String), mc: expect.any(String) },
    });
    expect((await get(anna, '/api/evolution/1')).json().data).toEqual({
      week: 1,
      text: null,
      updatedAt: null,
    });
    const saved = await post(anna, '/api/evolution', { week: 1, text: 'Ik durf meer te vragen.' });
    expect(saved.json().data.text).toBe('Ik durf meer te vragen.');
    expect((await get(anna, '/api/evolution/1')).json().data.text).toBe('Ik durf meer te vragen.');
    // Someone else's reflection is their own.
    expect((await get(bram, '/api/evolution/1')).json().data.text).toBeNull();
    expect((await get(anna, '/api/evolution/2')).statusCode).toBe(403);
    expect((await get(anna, '/api/my-prompt-evolution?week=abc')).statusCode).toBe(400);
    expect(
      (await post(anna, '/api/evolution', { week: 1, text: 'x'.repeat(5001) })).statusCode,
    ).toBe(400);
  });
});

describe('deleting the account', () => {
  it("needs 'Delete account' and the password, and takes the learner's answers and files along", async () => {
    const leaver = await signUp('weg@example.nl');
    const uploaded = await upload(leaver, photo());
    expect(uploaded.statusCode).toBe(200);
    const { fileKey } = await db
      .selectFrom('answer')
      .select('fileKey')
      .where('userId', '=', leaver.userId)
      .executeTakeFirstOrThrow();
    expect(await services.storage.get(fileKey!)).toBeDefined();
    const remove = (payload: object) =>
      request({ method: 'POST', url: '/api/auth/delete-user', cookie: leaver.cookie, payload });

    const unconfirmed = await remove({ password: 'Fietsbel-Zonnig-42', confirm: 'delete' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'confirm', message: 'delete_confirm' }],
    });
    const wrongPassword = await remove({ password: 'Niet-het-goede-1', confirm: 'Delete account' });
    expect(wrongPassword.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Incorrect Password',
    });
    expect((await get(leaver, '/api/users/me')).statusCode).toBe(200);

    const removed = await remove({ password: 'Fietsbel-Zonnig-42', confirm: 'Delete account' });
    expect(removed.statusCode).toBe(200);
    expect((await get(leaver, '/api/users/me')).statusCode).toBe(401);
    expect(
      await db.selectFrom('answer').select('id').where('userId', '=', leaver.userId).execute(),
    ).toEqual([]);
    // The file went too, on local disk and in S3 alike.
    expect(await services.storage.get(fileKey!)).toBeUndefined();
    const signIn = await request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'weg@example.nl', password: 'Fietsbel-Zonnig-42' },
    });
    expect(signIn.json().code).toBe('INVALID_CREDENTIALS');
  });
});

it('answers without a token with 401', async () => {
  expect(
    (
      await request({
        method: 'GET',
        url: '/api/my-assignment',
        headers: { [USER_ID_HEADER]: anna.userId },
      })
    ).statusCode,
  ).toBe(401);
});

it('joins the organisation of a right access code, and refuses a wrong one', async () => {
  const learner = await signUp('code@example.nl');
  await db
    .updateTable('organization')
    .set({ metadata: JSON.stringify({ accessCode: 'SCHOOL42-K7QM-3XPD-9RWT' }) })
    .where('id', '=', school)
    .execute();
  const wrong = await post(learner, '/api/check-user', { code: 'FOUT' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toMatchObject({
    code: 'INVALID_CODE',
    message: 'VOER EEN GELDIGE CODE IN, ALSTUBLIEFT',
  });
  const right = await post(learner, '/api/check-user', { code: ' school42-k7qm-3xpd-9rwt ' });
  expect(right.json().data.organization).toEqual({ id: school, name: 'School' });
  // Twice is fine; they are a member once, and their coach now sees their answers.
  expect(
    (await post(learner, '/api/check-user', { code: 'SCHOOL42K7QM3XPD9RWT' })).statusCode,
  ).toBe(200);
  const answer = (
    await post(learner, '/api/upload-text', {
      assignmentId: 'w1-assignment',
      taskId: 't1',
      text: 'Hallo coach',
    })
  ).json().data;
  expect((await get(coach, `/api/review/answers/${answer.id}`)).statusCode).toBe(200);
});
