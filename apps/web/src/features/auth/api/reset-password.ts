import type { resetPasswordBody } from '@leerloop/contracts';
import { resetPasswordResponse } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** Spec §7 POST /reset-password: a new password with the code from the forgot-password e-mail. */
export async function resetPassword(input: z.input<typeof resetPasswordBody>) {
  const { data } = await apiClient.post('/reset-password', input);
  return resetPasswordResponse.parse(data);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
