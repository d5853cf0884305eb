import type { SecondStepMethod, secondStepMethodsResponse } from '@leerloop/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

const endpoints: Record<SecondStepMethod, string> = {
  sms: '/auth/two-factor/verify-otp',
  totp: '/auth/two-factor/verify-totp',
  backup: '/auth/two-factor/verify-backup-code',
};

/** Finishes a sign-in with a texted code, the authenticator's or a backup code. */
export async function verifySecondStep({
  method,
  code,
}: {
  method: SecondStepMethod;
  code: string;
}) {
  const { data } = await apiClient.post<{ user: { id: string } }>(endpoints[method], { code });
  return data.user.id;
}

export const useVerifySecondStep = () => useMutation({ mutationFn: verifySecondStep });

/** The second steps this half-finished sign-in may use, the default first. */
export const useSecondStepMethods = () =>
  useQuery({
    queryKey: ['auth', 'second-step-methods'],
    queryFn: async () =>
      (await apiClient.get<z.infer<typeof secondStepMethodsResponse>>('/auth/second-step/methods'))
        .data,
    retry: false,
    staleTime: Infinity,
  });

/** Texts a code to the primary number for this sign-in. */
export const useSendSecondStepText = () =>
  useMutation({ mutationFn: () => apiClient.post('/auth/two-factor/send-otp', {}) });
