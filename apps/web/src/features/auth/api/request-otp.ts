import type { requestOtpBody } from '@leerloop/contracts';
import { requestOtpResponse } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** Spec §7 POST /request-otp: e-mail a code to sign in, confirm the address or reset the password. */
export async function requestOtp(input: z.input<typeof requestOtpBody>) {
  const { data } = await apiClient.post('/request-otp', input);
  return requestOtpResponse.parse(data);
}

export const useRequestOtp = () => useMutation({ mutationFn: requestOtp });
