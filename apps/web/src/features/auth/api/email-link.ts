import {
  getSession,
  requestEmailLink,
  verifyEmailLink as verifyEmailLinkEndpoint,
} from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Better Auth: e-mails a sign-in link (only when the address has an account; same answer). */
export const useRequestEmailLink = () =>
  useMutation({
    mutationFn: (email: string) => call(requestEmailLink, { body: { email } }),
  });

/** The token of the opened link signs this browser in. */
export async function verifyEmailLink(token: string) {
  return (await call(verifyEmailLinkEndpoint, { body: { token } })).data;
}

/** Whether this browser got signed in (by a link in another tab, say): Better Auth's session. */
export async function signedInUser() {
  return (await call(getSession))?.user ?? null;
}
