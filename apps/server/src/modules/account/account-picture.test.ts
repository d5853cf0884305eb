import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { decompressionBombPng } from '../../../test/images.ts';
import { multipartBody, type UploadFile } from '../../../test/multipart.ts';

const { request, signUp, captcha, services } = await buildTestApp();
type Session = Awaited<ReturnType<typeof signUp>>;

const upload = (session: Session, file: UploadFile) => {
  const { payload, contentType } = multipartBody({}, file);
  return request({
    method: 'POST',
    url: '/api/account/picture',
    headers: { ...session.headers, 'content-type': contentType },
    payload,
  });
};
const photo = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#57CA22' } })
    .toFormat(format)
    .toBuffer();

describe('the profile picture', () => {
  it('takes a JPG, PNG, GIF or WEBP, keeps a 256 × 256 WebP of it, and shows it', async () => {
    const session = await signUp('foto@example.nl');
    for (const format of ['png', 'jpeg', 'gif', 'webp'] as const) {
      const response = await upload(session, { name: `ik.${format}`, bytes: await photo(format) });
      expect(response.statusCode, format).toBe(200);
    }
    const me = (
      await request({ method: 'GET', url: '/api/users/me', headers: session.headers })
    ).json().data;
    expect(me.image).toMatch(/^\/api\/avatars\/[^/]+\/[A-Za-z0-9_-]+\.webp$/);
    const shown = await request({ method: 'GET', url: me.image });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect(await sharp(shown.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
    // Only the newest picture is kept.
    const keys = await services.database.db.selectFrom('user').select('image').execute();
    expect(keys.filter((row) => row.image).length).toBe(1);
  });

  it('refuses what is not a picture by its bytes, a broken one, and one of 10 MB or more', async () => {
    const session = await signUp('geen-foto@example.nl');
    const script = await upload(session, {
      name: 'foto.png',
      type: 'image/png',
      bytes: Buffer.from('<script>alert(1)</script>'),
    });
    expect(script.statusCode).toBe(415);
    expect(script.json()).toMatchObject({ code: 'NOT_A_PICTURE', allowedKinds: ['image'] });
    const broken = await upload(session, {
      name: 'kapot.png',
      bytes: Buffer.concat([(await photo('png')).subarray(0, 40), Buffer.alloc(200, 7)]),
    });
    expect(broken.statusCode).toBe(415);
    const huge = await upload(session, {
      name: 'groot.png',
      bytes: Buffer.concat([(await photo('png')).subarray(0, 16), Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PICTURE_TOO_LARGE', maxBytes: 10 * 1024 * 1024 });
    const me = (
      await request({ method: 'GET', url: '/api/users/me', headers: session.headers })
    ).json().data;
    expect(me.image).toBeNull();
  });

  it('refuses a decompression bomb with 413 and keeps nothing', async () => {
    const session = await signUp('bom-foto@example.nl');
    const bomb = await upload(session, { name: 'klein.png', bytes: decompressionBombPng() });
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toEqual({
      code: 'TOO_MANY_PIXELS',
      message: expect.stringContaining('pixels'),
    });
    const me = (
      await request({ method: 'GET', url: '/api/users/me', headers: session.headers })
    ).json().data;
    expect(me.image).toBeNull();
    const kept: string[] = [];
    for await (const file of services.storage.list('avatars')) kept.push(file.key);
    expect(kept.filter((key) => key.startsWith(`avatars/${session.userId}/`))).toEqual([]);
  });

  // Issue 18: the path of a picture is the server's to set, so one user cannot name another's.
  it("cannot be pointed at another user's picture, nor delete it", async () => {
    const victim = await signUp('slachtoffer-foto@example.nl');
    const { image: victimImage } = (
      await upload(victim, { name: 'ik.png', bytes: await photo('png') })
    ).json().data;
    const attacker = await signUp('aanvaller-foto@example.nl');
    const names = { firstName: 'Test', lastName: 'Persoon', name: 'Test Persoon' };
    const pointed = await request({
      method: 'POST',
      url: '/api/auth/update-user',
      cookie: attacker.cookie,
      payload: { ...names, image: victimImage },
    });
    expect(pointed.statusCode).toBe(400);
    expect(pointed.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const signedUp = await request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        ...names,
        birthYear: 2000,
        email: 'aanvaller-2@example.nl',
        password: 'Fietsbel-Zonnig-42',
        image: victimImage,
        captcha: await captcha(),
      },
    });
    expect(signedUp.statusCode).toBe(400);
    const removed = await request({
      method: 'DELETE',
      url: '/api/account/picture',
      headers: attacker.headers,
    });
    expect(removed.statusCode).toBe(200);
    // A path that got into the record some other way is still not theirs to delete.
    await services.database.db
      .updateTable('user')
      .set({ image: victimImage })
      .where('id', '=', attacker.userId)
      .execute();
    await request({ method: 'DELETE', url: '/api/account/picture', headers: attacker.headers });
    // Nor does deleting the account take it along.
    await services.database.db
      .updateTable('user')
      .set({ image: victimImage })
      .where('id', '=', attacker.userId)
      .execute();
    const deleted = await request({
      method: 'POST',
      url: '/api/auth/delete-user',
      cookie: attacker.cookie,
      payload: { password: 'Fietsbel-Zonnig-42', confirm: 'Delete account' },
    });
    expect(deleted.statusCode).toBe(200);

    const shown = await request({ method: 'GET', url: victimImage });
    expect(shown.statusCode).toBe(200);
    expect(await sharp(shown.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
    const me = (
      await request({ method: 'GET', url: '/api/users/me', headers: victim.headers })
    ).json().data;
    expect(me.image).toBe(victimImage);
  });

  it('is removed on request, and with the account', async () => {
    const session = await signUp('weg-foto@example.nl');
    const { image } = (await upload(session, { name: 'a.png', bytes: await photo('png') })).json()
      .data;
    const removed = await request({
      method: 'DELETE',
      url: '/api/account/picture',
      headers: session.headers,
    });
    expect(removed.json().data.image).toBeNull();
    expect((await request({ method: 'GET', url: image })).statusCode).toBe(404);
    expect((await request({ method: 'POST', url: '/api/account/picture' })).statusCode).toBe(401);

    const again = (await upload(session, { name: 'b.png', bytes: await photo('png') })).json().data;
    const deleted = await request({
      method: 'POST',
      url: '/api/auth/delete-user',
      cookie: session.cookie,
      payload: { password: 'Fietsbel-Zonnig-42', confirm: 'Delete account' },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await request({ method: 'GET', url: again.image })).statusCode).toBe(404);
  });
});
