import type { verifyOtpBody } from '@leerloop/contracts';
import { verifyOtpResponse } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** Spec §7 POST /verify-otp: sign in with the e-mailed code. */
export async function verifyOtp(input: z.input<typeof verifyOtpBody>) {
  const { data } = await apiClient.post('/verify-otp', input);
  return verifyOtpResponse.parse(data).data;
}

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
