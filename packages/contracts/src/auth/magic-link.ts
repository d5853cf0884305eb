import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { authFirstStepResponse, authStatusResponse } from './better-auth.ts';

/* Better Auth's magicLink: signing in by a link in an e-mail (see verify-email-link.ts). */

/** E-mails a sign-in link (only when the address has an account; the answer is the same). */
export const requestEmailLink = endpoint({
  method: 'POST',
  path: '/auth/sign-in/magic-link',
  body: z.object({ email: z.string() }),
  response: authStatusResponse,
  errors: ['RATE_LIMITED'],
});

/** The link's token signs in (once, within ten minutes); a link that does not work redirects. */
export const verifyMagicLink = endpoint({
  method: 'GET',
  path: '/auth/magic-link/verify',
  query: z.object({ token: z.string() }),
  response: authFirstStepResponse,
});
