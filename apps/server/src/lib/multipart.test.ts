import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';
import { addMember, createOrganization } from '../../test/organizations.ts';

const { request, signUp, services } = await buildTestApp();

const learner = await signUp('multipart@example.nl');
const school = await createOrganization(services.database.db, 'Grensgevallen');
await addMember(services.database.db, school, learner.userId, 'admin');
const answer = (
  await request({
    method: 'POST',
    url: '/api/upload-text',
    headers: learner.headers,
    payload: { assignmentId: 'w1-assignment', taskId: 't1', text: 'Mijn eerste antwoord' },
  })
).json().data;

const uploadEndpoints = [
  '/api/upload-attachment',
  `/api/update-attachment/${answer.id}`,
  '/api/account/picture',
  `/api/organizations/${school}/logo`,
];

// Issue 18: a multipart body whose boundary is missing or empty cannot be read at all.
const brokenContentTypes = [
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=""',
  'multipart/form-data; charset=utf-8',
];

describe('a multipart upload that cannot be read', () => {
  it.each(uploadEndpoints)('%s answers 400 to no or an empty boundary, never 500', async (url) => {
    for (const contentType of brokenContentTypes) {
      const response = await request({
        method: 'POST',
        url,
        headers: { ...learner.headers, 'content-type': contentType },
        payload:
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--x--\r\n',
      });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json(), contentType).toEqual({
        code: 'MULTIPART_UNREADABLE',
        message: expect.stringContaining('multipart/form-data'),
      });
    }
  });

  it.each(uploadEndpoints)('%s answers 400 to a body that ends before its file', async (url) => {
    const field = (name: string, value: string) =>
      `--abc\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const response = await request({
      method: 'POST',
      url,
      headers: { ...learner.headers, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: Buffer.concat([
        Buffer.from(
          field('assignmentId', 'w1-assignment') +
            field('taskId', 't2') +
            '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n',
        ),
        photo,
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'UPLOAD_BROKEN_OFF',
      message: 'Het versturen is afgebroken; er is niets bewaard.',
    });
  });

  it.each(uploadEndpoints)('%s answers 400 to a body that is no multipart at all', async (url) => {
    const response = await request({
      method: 'POST',
      url,
      headers: { ...learner.headers, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: 'geen multipart',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'MULTIPART_UNREADABLE',
      message: expect.stringContaining('multipart/form-data'),
    });
  });
});
