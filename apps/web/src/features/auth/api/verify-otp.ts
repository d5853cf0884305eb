import { verifyOtp as verifyOtpEndpoint } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** Spec §7: sign in with the e-mailed code. */
export async function verifyOtp(input: z.input<typeof verifyOtpEndpoint.body>) {
  return (await call(verifyOtpEndpoint, { body: input })).data;
}

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
