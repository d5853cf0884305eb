import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /account/reverify/password: the password again, for sensitive changes (10 minutes). */
export const useReverifyWithPassword = () =>
  useMutation({
    mutationFn: (password: string) => apiClient.post('/account/reverify/password', { password }),
  });

/** POST /account/reverify/send-code: a code to the primary address instead. */
export const useSendReverificationCode = () =>
  useMutation({ mutationFn: () => apiClient.post('/account/reverify/send-code') });

/** POST /account/reverify/code: the mailed code. */
export const useReverifyWithCode = () =>
  useMutation({
    mutationFn: (code: string) => apiClient.post('/account/reverify/code', { code }),
  });
