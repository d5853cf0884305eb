import type { LoginInput } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Better Auth: POST /auth/sign-in/email; the session cookie comes back with the user. */
export async function signInWithPassword(input: LoginInput) {
  const { data } = await apiClient.post<{ user: { id: string } }>('/auth/sign-in/email', input);
  return data.user;
}

export const useSignInWithPassword = () => useMutation({ mutationFn: signInWithPassword });
