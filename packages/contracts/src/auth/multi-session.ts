import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { authStatusResponse } from './better-auth.ts';

/* Better Auth's multiSession: several accounts signed in on one browser, one session each. */

export const deviceAccount = z.object({
  session: z.object({ token: z.string() }),
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
});
export type DeviceAccount = z.infer<typeof deviceAccount>;

/** Every account signed in on this browser. */
export const listDeviceSessions = endpoint({
  method: 'GET',
  path: '/auth/multi-session/list-device-sessions',
  response: z.array(deviceAccount),
});

/** Makes another signed-in account the browser's active one. */
export const setActiveSession = endpoint({
  method: 'POST',
  path: '/auth/multi-session/set-active',
  body: z.object({ sessionToken: z.string() }),
  response: z.object({ user: z.object({ id: z.string() }) }),
  errors: ['UNAUTHORIZED'],
});

/** Signs out one of the browser's accounts. */
export const revokeDeviceSession = endpoint({
  method: 'POST',
  path: '/auth/multi-session/revoke',
  body: z.object({ sessionToken: z.string() }),
  response: authStatusResponse,
});
