import { resetPassword as resetPasswordEndpoint } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** Spec §7: a new password with the code from the forgot-password e-mail. */
export async function resetPassword(input: z.input<typeof resetPasswordEndpoint.body>) {
  return call(resetPasswordEndpoint, { body: input });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
