import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

const { request, signUp } = await buildTestApp();

const refusedAsMalformed = (response: Awaited<ReturnType<typeof request>>) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
};

// Issue 18: each of these answered 500 before, found by the fuzz suite (test/security).
describe("requests Better Auth's endpoints cannot take", () => {
  it('refuse a JSON body that is no object', async () => {
    for (const payload of ['"x"', '0', 'true', '[]'])
      refusedAsMalformed(
        await request({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { 'content-type': 'application/json' },
          payload,
        }),
      );
  });

  it('refuse a body nested thousands deep', async () => {
    const session = await signUp('diep@example.nl');
    const deep = `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`;
    refusedAsMalformed(
      await request({
        method: 'POST',
        url: '/api/auth/update-user',
        cookie: session.cookie,
        headers: { 'content-type': 'application/json' },
        payload: deep,
      }),
    );
  });

  it('refuse a callback address that is not ours, and take one that is', async () => {
    for (const callbackURL of ['مرحبا بالعالم', '//evil.example/x', 'https://evil.example/'])
      refusedAsMalformed(
        await request({
          method: 'GET',
          url: `/api/auth/verify-email?token=kapot&callbackURL=${encodeURIComponent(callbackURL)}`,
        }),
      );
    const ours = await request({
      method: 'GET',
      url: '/api/auth/verify-email?token=kapot&callbackURL=%2Fauth%2Flogin',
    });
    // Better Auth sends the browser back to our page with the reason.
    expect(ours.statusCode).toBe(302);
    expect(ours.headers.location).toMatch(/^\/auth\/login\?error=/);
  });
});
