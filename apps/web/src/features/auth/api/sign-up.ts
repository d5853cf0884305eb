import type { Language, RegisterInput } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Better Auth: POST /auth/sign-up/email. The account waits for its e-mailed code. */
export async function signUp({
  input,
  language,
  captcha,
}: {
  input: RegisterInput;
  language: Language;
  /** The solved bot check (see captcha.ts). */
  captcha: string;
}) {
  await apiClient.post('/auth/sign-up/email', {
    ...input,
    name: `${input.firstName} ${input.lastName}`,
    langSelected: language,
    captcha,
  });
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
