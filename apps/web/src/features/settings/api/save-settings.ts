import type { settingsBody } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, endpointsIn } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/session';

const endpoints = endpointsIn(() => import('@leerloop/contracts/users/save-settings'));

export async function saveSettings(input: z.infer<typeof settingsBody>) {
  return (await call(endpoints.saveSettings, { body: input })).data;
}

export const useSaveSettings = () =>
  useMutation({ mutationFn: saveSettings, onSuccess: updateStoredUser });
