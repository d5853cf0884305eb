import { type Language, type RegisterInput, signUpWithEmail } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

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
  await call(signUpWithEmail, {
    body: {
      ...input,
      name: `${input.firstName} ${input.lastName}`,
      langSelected: language,
      captcha,
    },
  });
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
