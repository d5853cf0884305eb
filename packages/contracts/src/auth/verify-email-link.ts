import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { passwordlessSignInResponse } from './passwordless-sign-in.ts';

export const verifyEmailLinkBody = z
  .object({ token: z.string().regex(/^[A-Za-z0-9]{16,128}$/, 'invalid_value') })
  .meta({ id: 'VerifyEmailLinkBody' });
export const verifyEmailLinkResponse = passwordlessSignInResponse;

/** Sign in with the token of an e-mailed link (once, within ten minutes). */
export const verifyEmailLink = endpoint({
  method: 'POST',
  path: '/verify-email-link',
  body: verifyEmailLinkBody,
  response: verifyEmailLinkResponse,
  errors: ['EMAIL_LINK_EXPIRED', 'EMAIL_LINK_INVALID'],
});
