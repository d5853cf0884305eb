import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { buildTestApp } from '../../../test/helper.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { startProgramme } from '../../../test/onboarding.ts';

const { request, signUp, services } = await buildTestApp({ IMI_EMBEDDED_PACE_MS: '0' });
type Session = Awaited<ReturnType<typeof signUp>>;

const call = (session: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
  request({ method, url, headers: session.headers, ...(payload && { payload }) });

/** Every entry of a ZIP, by name. */
function unzip(zip: Buffer) {
  return new Promise<Map<string, Buffer>>((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        });
      });
      archive.on('end', () => resolve(entries));
      archive.on('error', reject);
      archive.readEntry();
    });
  });
}

const photoOf = (colour: string) =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** A learner who used everything once, each trace carrying their own word. */
async function activeLearner(email: string, word: string, colour: string) {
  const learner = await signUp(email);
  await startProgramme(services.database.db, learner.userId);
  const body = multipartBody(
    { assignmentId: 'w1-assignment', taskId: 't2' },
    { name: `foto-${word}.jpg`, bytes: await photoOf(colour) },
  );
  const photo = await request({
    method: 'POST',
    url: '/api/upload-attachment',
    headers: { ...learner.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(photo.statusCode).toBe(200);
  const text = await call(learner, 'POST', '/api/upload-text', {
    assignmentId: 'w1-assignment',
    taskId: 't1',
    text: `Antwoord van ${word}`,
  });
  expect(text.statusCode).toBe(200);
  const chat = await call(learner, 'POST', '/api/chats', { message: `Hoi Imi, ik ben ${word}` });
  expect(chat.statusCode).toBe(200);
  for (const [url, payload] of [
    ['/api/evolution', { week: 1, text: `Reflectie van ${word}` }],
    ['/api/my-tinder-save', { deckId: 'w1-deck', cardId: 's1', choice: 'agree' }],
  ] as const)
    expect((await call(learner, 'POST', url, payload)).statusCode, url).toBe(200);
  const servedPhoto = await request({
    method: 'GET',
    url: photo.json().data.file.url,
    headers: learner.headers,
  });
  return { learner, answerId: photo.json().data.id as string, photo: servedPhoto.rawPayload };
}

const nora = await activeLearner('nora@example.nl', 'Nora', '#FF1943');
const sami = await activeLearner('sami@example.nl', 'Sami', '#57CA22');

describe('download my data', () => {
  it('is a ZIP of the caller’s profile, answers with their files, chats, story and swipes', async () => {
    const response = await call(nora.learner, 'GET', '/api/my-data');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leerloop-mijn-gegevens-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const entries = await unzip(response.rawPayload);
    const json = (name: string) => JSON.parse(entries.get(name)!.toString('utf8'));
    expect([...entries.keys()].sort()).toEqual(
      [
        'LEESMIJ.txt',
        'profiel.json',
        'inloggen.json',
        'antwoorden.json',
        `antwoorden/${nora.answerId}-foto-Nora.jpg`,
        'imi-gesprekken.json',
        'verhaal-en-reflecties.json',
        'swipe-keuzes.json',
        'voortgang.json',
      ].sort(),
    );
    expect(json('profiel.json')).toMatchObject({
      email: 'nora@example.nl',
      firstName: 'Test',
      birthYear: 2000,
      signInWays: [{ way: 'credential' }],
    });
    expect(json('inloggen.json').sessions[0]).toMatchObject({ signedInAt: expect.any(String) });
    const answers = json('antwoorden.json');
    expect(answers).toEqual([
      expect.objectContaining({ file: `antwoorden/${nora.answerId}-foto-Nora.jpg` }),
      expect.objectContaining({ text: 'Antwoord van Nora', file: null }),
    ]);
    // The file is the one the coach sees (re-encoded at upload, without its metadata).
    expect(entries.get(`antwoorden/${nora.answerId}-foto-Nora.jpg`)).toEqual(nora.photo);
    const [chat] = json('imi-gesprekken.json').chats;
    expect(chat.messages[0]).toMatchObject({ role: 'user', content: 'Hoi Imi, ik ben Nora' });
    expect(chat.messages[1]).toMatchObject({ role: 'assistant' });
    expect(json('verhaal-en-reflecties.json')).toEqual([
      expect.objectContaining({ week: 'week-1', reflection: 'Reflectie van Nora' }),
    ]);
    expect(json('swipe-keuzes.json').cards).toEqual([
      expect.objectContaining({ deckId: 'w1-deck', cardId: 's1', choice: 'agree' }),
    ]);
    expect(entries.get('LEESMIJ.txt')!.toString('utf8')).toContain('imi-gesprekken.json');
  });

  it('names the groups (klassen) the learner is in', async () => {
    const admin = await signUp('admin-export@example.nl');
    const org = (
      await call(admin, 'POST', '/api/organizations', { name: 'De Klasschool', slug: 'klasschool' })
    ).json().data as { id: string; accessCode: string };
    const group = (
      await call(admin, 'POST', `/api/organizations/${org.id}/groups`, { name: 'Klas 1A' })
    ).json().data as { id: string; accessCode: string };
    const learner = await signUp('klas-export@example.nl');
    expect(
      (await call(learner, 'POST', '/api/check-user', { code: group.accessCode })).statusCode,
    ).toBe(200);
    const entries = await unzip((await call(learner, 'GET', '/api/my-data')).rawPayload);
    const profile = JSON.parse(entries.get('profiel.json')!.toString('utf8'));
    expect(profile.groups).toEqual([
      { organisation: 'De Klasschool', group: 'Klas 1A', as: 'learner', since: expect.any(String) },
    ]);
    const mine = await unzip((await call(admin, 'GET', '/api/my-data')).rawPayload);
    expect(JSON.parse(mine.get('profiel.json')!.toString('utf8')).groups).toEqual([]);
  });

  it('never holds anything of another learner, and no secrets', async () => {
    const entries = await unzip((await call(nora.learner, 'GET', '/api/my-data')).rawPayload);
    const everything = Buffer.concat([...entries.values()]);
    for (const trace of ['Sami', 'sami@example.nl', sami.answerId, sami.learner.userId])
      expect(everything.includes(trace), trace).toBe(false);
    expect(everything.includes(sami.photo)).toBe(false);
    const text = everything.toString('utf8');
    for (const secret of [nora.learner.token, nora.learner.cookie.split('=')[1]!, 'password'])
      expect(text.includes(secret), secret).toBe(false);
  });

  it('opens from a plain link with the session cookie; signed out it is 401', async () => {
    const byCookie = await request({
      method: 'GET',
      url: '/api/my-data',
      cookie: sami.learner.cookie,
    });
    expect(byCookie.statusCode).toBe(200);
    const entries = await unzip(byCookie.rawPayload);
    expect(JSON.parse(entries.get('profiel.json')!.toString()).email).toBe('sami@example.nl');

    const signedOut = await request({ method: 'GET', url: '/api/my-data' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
    const wrongToken = await request({
      method: 'GET',
      url: '/api/my-data',
      headers: { ...sami.learner.headers, 'user-id': nora.learner.userId },
    });
    expect(wrongToken.statusCode).toBe(401);
  });
});
