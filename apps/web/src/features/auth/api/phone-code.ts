import {
  requestOtpResponse,
  type requestPhoneCodeBody,
  verifyOtpResponse,
  type verifyPhoneCodeBody,
} from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** POST /request-phone-code: a sign-in code by text (the same answer for any number). */
export const useRequestPhoneCode = () =>
  useMutation({
    mutationFn: async (input: z.input<typeof requestPhoneCodeBody>) =>
      requestOtpResponse.parse((await apiClient.post('/request-phone-code', input)).data),
  });

/** POST /verify-phone-code: the texted code signs in (or the second step comes next). */
export const useVerifyPhoneCode = () =>
  useMutation({
    mutationFn: async (input: z.input<typeof verifyPhoneCodeBody>) =>
      verifyOtpResponse.parse((await apiClient.post('/verify-phone-code', input)).data).data,
  });
