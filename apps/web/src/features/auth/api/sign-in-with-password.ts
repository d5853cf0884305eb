import type { LoginInput } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Signed in, or the password was right and the second step (authenticator) comes next. */
export type PasswordSignInResult = { userId: string } | { secondStep: true };

/**
 * Better Auth: POST /auth/sign-in/email. The session cookie comes back with the user; with an
 * authenticator on the account only a short-lived second-step cookie does.
 */
export async function signInWithPassword(input: LoginInput): Promise<PasswordSignInResult> {
  const { data } = await apiClient.post<{ user?: { id: string }; twoFactorRedirect?: boolean }>(
    '/auth/sign-in/email',
    input,
  );
  if (data.twoFactorRedirect) return { secondStep: true };
  return { userId: data.user!.id };
}

export const useSignInWithPassword = () => useMutation({ mutationFn: signInWithPassword });
