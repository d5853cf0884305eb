import {
  reverifyWithCode,
  reverifyWithPassword,
  sendReverificationCode,
} from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The password again, for sensitive changes (10 minutes). */
export const useReverifyWithPassword = () =>
  useMutation({
    mutationFn: (password: string) => call(reverifyWithPassword, { body: { password } }),
  });

/** A code to the primary address instead. */
export const useSendReverificationCode = () =>
  useMutation({ mutationFn: () => call(sendReverificationCode) });

/** The mailed code. */
export const useReverifyWithCode = () =>
  useMutation({
    mutationFn: (code: string) => call(reverifyWithCode, { body: { code } }),
  });
