import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/**
 * Better Auth: signing in with an organisation's connection (see get-sso-connections.ts): where
 * to send the browser. It comes back to the callback page, signed in (or with ?error=).
 */
export const signInWithSso = endpoint({
  method: 'POST',
  path: '/auth/sign-in/social',
  body: z.object({
    provider: z.string(),
    callbackURL: z.string(),
    newUserCallbackURL: z.string(),
    errorCallbackURL: z.string(),
  }),
  response: z.object({ url: z.string() }),
  errors: ['WRONG_ORIGIN', 'SSO_UNAVAILABLE'],
});
