import { expect } from 'vitest';
import type { buildTestApp } from './helper.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
export type Session = Awaited<ReturnType<TestApp['signUp']>>;

/**
 * Issue 23's tests: an organisation with its Admin (made through the API), and helpers to add
 * its members and groups the way the app does.
 */
export async function organisationWithAdmin(app: TestApp, tag: string) {
  const { call, signUp } = app;
  const ok = async (pending: ReturnType<typeof call>) => {
    const response = await pending;
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data;
  };
  const admin = await signUp(`admin-${tag}@example.nl`);
  const org = (await ok(
    call(admin, 'POST', '/api/organizations', { name: `School ${tag}`, slug: `school-${tag}` }),
  )) as { id: string; name: string; accessCode: string };
  let count = 0;
  return {
    admin,
    org,
    ok,
    /** A new member who joined with the organisation's code (a Lid). */
    async member(name = 'lid') {
      const session = await signUp(`${name}-${++count}-${tag}@example.nl`);
      await ok(call(session, 'POST', '/api/check-user', { code: org.accessCode }));
      return session;
    },
    /** A new group of the organisation, made by its Admin. */
    async group(name: string) {
      return (await ok(call(admin, 'POST', `/api/organizations/${org.id}/groups`, { name }))) as {
        id: string;
        name: string;
        accessCode: string;
      };
    },
  };
}

/** Today's date in Amsterdam, `days` later (negative: earlier), as YYYY-MM-DD. */
export function amsterdamDate(days = 0, from = new Date()) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(from.getTime() + days * 24 * 60 * 60 * 1000));
}
