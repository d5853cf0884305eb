import type { SecondStepMethod } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const endpoints: Record<SecondStepMethod, string> = {
  totp: '/auth/two-factor/verify-totp',
  backup: '/auth/two-factor/verify-backup-code',
};

/** Finishes a sign-in with the authenticator's code or a backup code; the session cookie follows. */
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
