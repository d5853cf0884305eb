import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/*
 * Better Auth's admin plugin: a platform admin acts as a user (for an hour at most) and stops.
 * Of that plugin only these two are reachable; listing, banning and roles are our /admin routes.
 */

/** Better Auth's answer of both: the session's user (the cookies come with it). */
const impersonationResponse = z.object({ user: z.object({ id: z.string() }) });

/** This browser becomes the user; the admin's own session waits in a cookie. */
export const impersonateUser = endpoint({
  method: 'POST',
  path: '/auth/admin/impersonate-user',
  body: z.object({ userId: z.string() }),
  response: impersonationResponse,
});

/** Back to the admin's own session. */
export const stopImpersonating = endpoint({
  method: 'POST',
  path: '/auth/admin/stop-impersonating',
  body: z.object({}),
  response: impersonationResponse,
});
