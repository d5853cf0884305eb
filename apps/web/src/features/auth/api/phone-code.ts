import { requestPhoneCode, verifyPhoneCode } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** A sign-in code by text (the same answer for any number). */
export const useRequestPhoneCode = () =>
  useMutation({
    mutationFn: (input: z.input<typeof requestPhoneCode.body>) =>
      call(requestPhoneCode, { body: input }),
  });

/** The texted code signs in (or the second step comes next). */
export const useVerifyPhoneCode = () =>
  useMutation({
    mutationFn: async (input: z.input<typeof verifyPhoneCode.body>) =>
      (await call(verifyPhoneCode, { body: input })).data,
  });
