import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { accessTokenRoute } from './access-token-route.ts';
import { authStatusResponse } from './better-auth.ts';

/* Better Auth: this browser's session, the access token made from it, and the user's sessions. */

/** Who this browser's session cookie signs in; null when none (an invalid one too). */
export const getSession = endpoint({
  method: 'GET',
  path: '/auth/get-session',
  response: z
    .object({
      session: z.object({ token: z.string() }),
      user: z.object({ id: z.string(), email: z.string() }),
    })
    .nullable(),
});

/** Spec §4: a fresh short-lived access token (JWT) from the session cookie. */
export const getAccessToken = endpoint({
  ...accessTokenRoute,
  response: z.object({ token: z.string() }),
  errors: ['UNAUTHORIZED'],
});

/** Ends this browser's session. */
export const signOut = endpoint({
  method: 'POST',
  path: '/auth/sign-out',
  body: z.object({}),
  response: z.object({ success: z.boolean() }),
});

export const deviceSession = z.object({
  id: z.string(),
  token: z.string(),
  // Better Auth leaves them out when it did not know them.
  userAgent: z.string().nullable().default(null),
  ipAddress: z.string().nullable().default(null),
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type DeviceSession = z.infer<typeof deviceSession>;

/** Where this user is signed in (not an admin's impersonation). */
export const listSessions = endpoint({
  method: 'GET',
  path: '/auth/list-sessions',
  response: z.array(deviceSession),
});

/** Signs one device out: its session ends at once (a sensitive change). */
export const revokeSession = endpoint({
  method: 'POST',
  path: '/auth/revoke-session',
  body: z.object({ token: z.string() }),
  response: authStatusResponse,
  errors: ['REVERIFICATION_REQUIRED'],
});
