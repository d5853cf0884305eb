import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { userSchema } from './user-views.ts';

/** The signed-in user, `{ status, data }` (spec §3). */
export const meResponse = z.object({ status: z.literal('success'), data: userSchema });

/** Spec §3: the signed-in user, with the session it was read with. */
export const getMe = endpoint({
  method: 'GET',
  path: '/users/me',
  response: meResponse,
});
