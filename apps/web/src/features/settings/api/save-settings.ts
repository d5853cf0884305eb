import type { settingsBody } from '@leerloop/contracts';
import { settingsResponse } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/session';

export async function saveSettings(input: z.infer<typeof settingsBody>) {
  const { data } = await apiClient.put('/users/me/settings', input);
  return settingsResponse.parse(data).data;
}

export const useSaveSettings = () =>
  useMutation({ mutationFn: saveSettings, onSuccess: updateStoredUser });
