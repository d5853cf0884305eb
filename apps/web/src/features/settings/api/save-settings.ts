import type { settingsBody } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callLoaded } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/session';

export async function saveSettings(input: z.infer<typeof settingsBody>) {
  const load = async () => (await import('@leerloop/contracts/users/save-settings')).saveSettings;
  return (await callLoaded(load, { body: input })).data;
}

export const useSaveSettings = () =>
  useMutation({ mutationFn: saveSettings, onSuccess: updateStoredUser });
