import {
  getSecondStepMethods,
  type SecondStepMethod,
  sendTwoFactorOtp,
  verifyBackupCode,
  verifyTwoFactorOtp,
  verifyTwoFactorTotp,
} from '@leerloop/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

const endpoints = {
  sms: verifyTwoFactorOtp,
  totp: verifyTwoFactorTotp,
  backup: verifyBackupCode,
} satisfies Record<SecondStepMethod, unknown>;

/** Finishes a sign-in with a texted code, the authenticator's or a backup code. */
export async function verifySecondStep({
  method,
  code,
}: {
  method: SecondStepMethod;
  code: string;
}) {
  const { user } = await call(endpoints[method], { body: { code } });
  return user.id;
}

export const useVerifySecondStep = () => useMutation({ mutationFn: verifySecondStep });

/** The second steps this half-finished sign-in may use, the default first. */
export const useSecondStepMethods = () =>
  useQuery({
    queryKey: ['auth', 'second-step-methods'],
    queryFn: () => call(getSecondStepMethods),
    retry: false,
    staleTime: Infinity,
  });

/** Texts a code to the primary number for this sign-in. */
export const useSendSecondStepText = () =>
  useMutation({ mutationFn: () => call(sendTwoFactorOtp, { body: {} }) });
