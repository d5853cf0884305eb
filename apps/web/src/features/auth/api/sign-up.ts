import type { Language, RegisterInput } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { callLoaded } from '../../../lib/api-client';

/** Better Auth's sign-up by e-mail. The account waits for its e-mailed code. */
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
  const load = async () => (await import('@leerloop/contracts/auth/sign-up')).signUpWithEmail;
  await callLoaded(load, {
    body: {
      ...input,
      name: `${input.firstName} ${input.lastName}`,
      langSelected: language,
      captcha,
    },
  });
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
