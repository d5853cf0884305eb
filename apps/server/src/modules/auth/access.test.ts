import { SignJWT, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

const { request, signUp } = await buildTestApp();
const session = await signUp('toegang@example.nl');
const other = await signUp('ander@example.nl');
const me = (headers: Record<string, string>) =>
  request({ method: 'GET', url: '/api/users/me', headers });

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the API accepts a call only with a valid token whose user is the User-Id', () => {
  it('accepts the real token with its own user id', async () => {
    expect((await me(session.headers)).statusCode).toBe(200);
  });

  it('refuses a call without a token or without a User-Id', async () => {
    const response = await me({ 'User-Id': session.userId });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
    expect((await me({ authorization: `Bearer ${session.token}` })).statusCode).toBe(401);
  });

  it("refuses another user's id beside a valid token", async () => {
    expect(
      (await me({ authorization: `Bearer ${session.token}`, 'User-Id': other.userId })).statusCode,
    ).toBe(401);
  });

  it('refuses forged tokens: alg none, a wrong signature, a key of its own', async () => {
    const [header, payload] = session.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const none = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, sub: other.userId })}.`;
    expect(
      (await me({ authorization: `Bearer ${none}`, 'User-Id': other.userId })).statusCode,
    ).toBe(401);

    const tampered = `${header}.${encode({ ...claims, sub: other.userId })}.${session.token.split('.')[2]}`;
    expect(
      (await me({ authorization: `Bearer ${tampered}`, 'User-Id': other.userId })).statusCode,
    ).toBe(401);

    const { privateKey } = await generateKeyPair('EdDSA');
    const ownKey = await new SignJWT({ ...claims, sub: other.userId })
      .setProtectedHeader({
        alg: 'EdDSA',
        kid: JSON.parse(Buffer.from(header!, 'base64url').toString()).kid,
      })
      .sign(privateKey);
    expect(
      (await me({ authorization: `Bearer ${ownKey}`, 'User-Id': other.userId })).statusCode,
    ).toBe(401);
  });

  it('refuses a token once its session is signed out', async () => {
    const user = await signUp('uitloggen@example.nl');
    expect((await me(user.headers)).statusCode).toBe(200);
    const signOut = await request({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookie: user.cookie,
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    expect((await me(user.headers)).statusCode).toBe(401);
  });
});
