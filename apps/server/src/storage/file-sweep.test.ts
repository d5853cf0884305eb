import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';
import { multipartBody, type UploadFile } from '../../test/multipart.ts';
import { addMember, createOrganization } from '../../test/organizations.ts';
import { createFileReferencesRepository } from './file-references.repository.ts';
import { createFileSweep, ORPHAN_GRACE_MS } from './file-sweep.ts';

const { app, request, signUp, services } = await buildTestApp();
const db = services.database.db;
// The sweep every instance runs, over this app's own storage and database.
const fileSweep = createFileSweep({
  storage: services.storage,
  files: createFileReferencesRepository(db),
  log: app.log,
});
const later = () => new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);

const learner = await signUp('opruimen@example.nl');
await addMember(db, await createOrganization(db, 'Opruimschool'), learner.userId);
await db
  .updateTable('user')
  .set({ onboardingFinishedAt: new Date(Date.now() - 2 * 86_400_000).toISOString() })
  .where('id', '=', learner.userId)
  .execute();

const upload = async (url: string, fields: Record<string, string>, file: UploadFile) => {
  const body = multipartBody(fields, file);
  const response = await request({
    method: 'POST',
    url,
    headers: { ...learner.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#57CA22' } })
  .png()
  .toBuffer();
/** A file put straight into storage, as a crash between storing it and its row leaves it. */
const leftBehind = async (key: string) => {
  await services.storage.put(key, Readable.from([png]), 'image/png');
  return key;
};
const isStored = async (key: string) => Boolean(await services.storage.get(key));
const served = async (url: string) =>
  (await request({ method: 'GET', url, headers: learner.headers })).statusCode;

describe('the sweep of files left behind', () => {
  it('removes a file without a row once it is older than an hour, and nothing else', async () => {
    const answer = await upload(
      '/api/upload-attachment',
      { assignmentId: 'w1-assignment', taskId: 't2' },
      { name: 'foto.png', bytes: png },
    );
    const { image } = await upload('/api/account/picture', {}, { name: 'ik.png', bytes: png });
    const oldAnswerFile = await leftBehind(`answers/${randomUUID()}`);
    const oldPicture = await leftBehind(`avatars/${learner.userId}/achtergebleven.webp`);
    const otherFolder = await leftBehind(`elders/${randomUUID()}`);

    // Within the hour: a file may be on its way to its row, so everything stays.
    expect(await fileSweep.sweep()).toBe(0);
    for (const key of [oldAnswerFile, oldPicture, otherFolder])
      expect(await isStored(key), key).toBe(true);

    // An hour on: the two without a row go; what a row points at, and unknown folders, stay.
    expect(await fileSweep.sweep(later())).toBe(2);
    expect(await isStored(oldAnswerFile)).toBe(false);
    expect(await isStored(oldPicture)).toBe(false);
    expect(await isStored(otherFolder)).toBe(true);
    expect(await served(answer.file.url)).toBe(200);
    expect(await served(image)).toBe(200);
  });

  it('removes a broken-off upload’s temporary file, not one still being written', async () => {
    if (services.config.storage.driver !== 'Local storage') return; // S3: see the storage tests
    const incoming = join(services.config.storage.dir, '.incoming');
    await mkdir(incoming, { recursive: true });
    const temporary = join(incoming, randomUUID());
    await writeFile(temporary, png);
    expect(await fileSweep.sweep()).toBe(0);
    expect(existsSync(temporary)).toBe(true);
    await fileSweep.sweep(later());
    expect(existsSync(temporary)).toBe(false);
  });
});
