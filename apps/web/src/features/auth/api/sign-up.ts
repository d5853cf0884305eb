import type { Language, RegisterInput } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Better Auth: POST /auth/sign-up/email. The account waits for its e-mailed code. */
export async function signUp({ input, language }: { input: RegisterInput; language: Language }) {
  await apiClient.post('/auth/sign-up/email', {
    ...input,
    name: `${input.firstName} ${input.lastName}`,
    langSelected: language,
  });
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
