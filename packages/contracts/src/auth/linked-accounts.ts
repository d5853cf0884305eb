import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { authStatusResponse } from './better-auth.ts';

/* Better Auth: the user's ways in, the password (`credential`) and the schools' connections. */

export const linkedAccount = z.object({ id: z.string(), providerId: z.string() });
export type LinkedAccount = z.infer<typeof linkedAccount>;

export const listLinkedAccounts = endpoint({
  method: 'GET',
  path: '/auth/list-accounts',
  response: z.array(linkedAccount),
});

/** Links a school's connection: where to send the browser for it (a sensitive change). */
export const linkSocialAccount = endpoint({
  method: 'POST',
  path: '/auth/link-social',
  body: z.object({ provider: z.string(), callbackURL: z.string(), errorCallbackURL: z.string() }),
  response: z.object({ url: z.string() }),
  errors: ['REVERIFICATION_REQUIRED', 'WRONG_ORIGIN', 'SSO_UNAVAILABLE'],
});

/** Unlinks one (never the last way in; a sensitive change). */
export const unlinkAccount = endpoint({
  method: 'POST',
  path: '/auth/unlink-account',
  body: z.object({ accountId: z.string() }),
  response: authStatusResponse,
  errors: ['REVERIFICATION_REQUIRED', 'LAST_SIGN_IN_METHOD'],
});
