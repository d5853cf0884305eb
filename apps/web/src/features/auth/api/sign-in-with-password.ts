import type { LoginInput } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, endpointsIn } from '../../../lib/api-client';
import type { FirstStepResult } from '../hooks/use-finish-sign-in';

const endpoints = endpointsIn(() => import('@leerloop/contracts/auth/sign-in-with-password'));

/**
 * Better Auth's password sign-in. The session cookie comes back with the user; with an
 * authenticator on the account only a short-lived second-step cookie does.
 */
export async function signInWithPassword(input: LoginInput): Promise<FirstStepResult> {
  const data = await call(endpoints.signInWithPassword, { body: input });
  return { userId: data.user?.id ?? null, secondStep: Boolean(data.twoFactorRedirect) };
}

export const useSignInWithPassword = () => useMutation({ mutationFn: signInWithPassword });
