import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

const { request, signUp, captcha } = await buildTestApp();
const solvedCaptcha = await captcha();
const session = await signUp('taal@example.nl');

describe('settings', () => {
  it('saves the language in the profile', async () => {
    const saved = await request({
      method: 'PUT',
      url: '/api/users/me/settings',
      headers: session.headers,
      payload: { langSelected: 'mc' },
    });
    expect(saved.statusCode).toBe(200);
    const me = await request({ method: 'GET', url: '/api/users/me', headers: session.headers });
    expect(me.json().data.langSelected).toBe('mc');
  });

  it('ignores fields it does not own, like another user id in the body', async () => {
    const saved = await request({
      method: 'PUT',
      url: '/api/users/me/settings',
      headers: session.headers,
      payload: { langSelected: 'nl', id: 'someone-else' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.id).toBe(session.userId);
  });
});

describe('bad requests get 400 with { code, message }, never 500', () => {
  const cases = [
    {
      name: 'an unknown language',
      url: '/api/users/me/settings',
      method: 'PUT' as const,
      payload: { langSelected: 'fr' },
      auth: true,
    },
    {
      name: 'an e-mail that is not one',
      url: '/api/request-otp',
      method: 'POST' as const,
      payload: { email: 'geen-adres' },
    },
    { name: 'a missing e-mail', url: '/api/request-otp', method: 'POST' as const, payload: {} },
    {
      name: 'a code that is not six digits',
      url: '/api/verify-otp',
      method: 'POST' as const,
      payload: { email: 'a@b.nl', otp: '12' },
    },
    {
      name: 'a too short new password',
      url: '/api/reset-password',
      method: 'POST' as const,
      payload: { email: 'a@b.nl', otp: '123456', password: '123' },
    },
    {
      name: 'a body that is not JSON',
      url: '/api/request-otp',
      method: 'POST' as const,
      payload: '{"email":',
      contentType: 'application/json',
    },
    {
      name: 'an array instead of an object',
      url: '/api/request-otp',
      method: 'POST' as const,
      payload: '[]',
      contentType: 'application/json',
    },
    {
      name: 'a sign-up without an e-mail',
      url: '/api/auth/sign-up/email',
      method: 'POST' as const,
      payload: { password: 'Fietsbel-Zonnig-42', name: 'x', captcha: solvedCaptcha },
    },
  ];
  for (const c of cases) {
    it(`answers ${c.name}`, async () => {
      const response = await request({
        method: c.method,
        url: c.url,
        payload: c.payload,
        headers: {
          ...(c.auth && session.headers),
          ...(c.contentType && { 'content-type': c.contentType }),
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.any(String),
      });
    });
  }

  it('uses the spec texts for the login fields', async () => {
    const missing = await request({
      method: 'POST',
      url: '/api/request-otp',
      payload: { email: '' },
    });
    expect(missing.json().issues).toEqual([{ path: 'email', message: 'email_required' }]);
    expect(missing.json().message).toBe('email: E-mail is verplicht');
    const invalid = await request({
      method: 'POST',
      url: '/api/request-otp',
      payload: { email: 'x@' },
    });
    expect(invalid.json().message).toBe('email: Ongeldig email adres');
  });

  it('answers an unknown API path with 404 in the same shape', async () => {
    const response = await request({ method: 'GET', url: '/api/bestaat-niet' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
