import { saveSettings as saveSettingsEndpoint, type settingsBody } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/session';

export async function saveSettings(input: z.infer<typeof settingsBody>) {
  return (await call(saveSettingsEndpoint, { body: input })).data;
}

export const useSaveSettings = () =>
  useMutation({ mutationFn: saveSettings, onSuccess: updateStoredUser });
