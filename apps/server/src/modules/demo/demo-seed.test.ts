import { describe, expect, it } from 'vitest';
import { buildTestApp, CookieJar } from '../../../test/helper.ts';

const { services, post } = await buildTestApp();
const signIn = (email: string, password: string) =>
  post(new CookieJar(), '/api/auth/sign-in/email', { email, password });

describe('the demo accounts (SEED_DEMO)', () => {
  it('are made once; a later start keeps each password, which still signs in', async () => {
    const first = await services.seedDemo();
    const later = await services.seedDemo();
    expect(later).toEqual(first);
    const { email, password } = later.coach;
    const right = await signIn(email, password);
    const wrong = await signIn(email, `${password}-niet`);
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe(email);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });
});
