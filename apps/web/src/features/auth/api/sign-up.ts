import type { Language, RegisterInput } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, endpointsIn } from '../../../lib/api-client';

const { signUpWithEmail } = endpointsIn(() => import('@leerloop/contracts/auth/sign-up'));

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
