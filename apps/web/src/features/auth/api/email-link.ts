import { verifyEmailLinkResponse } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Better Auth: e-mails a sign-in link (only when the address has an account; same answer). */
export const useRequestEmailLink = () =>
  useMutation({
    mutationFn: (email: string) => apiClient.post('/auth/sign-in/magic-link', { email }),
  });

/** POST /verify-email-link: the token of the opened link signs this browser in. */
export async function verifyEmailLink(token: string) {
  const { data } = await apiClient.post('/verify-email-link', { token });
  return verifyEmailLinkResponse.parse(data).data;
}

/** Better Auth GET /get-session: whether this browser got signed in (by a link in another tab). */
export async function signedInUser() {
  const { data } = await apiClient.get<{ user: { id: string; email: string } } | null>(
    '/auth/get-session',
  );
  return data?.user ?? null;
}
