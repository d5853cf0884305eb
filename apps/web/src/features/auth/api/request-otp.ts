import { requestOtp as requestOtpEndpoint } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** Spec §7: e-mail a code to sign in, confirm the address or reset the password. */
export async function requestOtp(input: z.input<typeof requestOtpEndpoint.body>) {
  return call(requestOtpEndpoint, { body: input });
}

export const useRequestOtp = () => useMutation({ mutationFn: requestOtp });
