import { useMutation } from '@tanstack/react-query';
import { fetchAccessToken } from '../../../lib/access-token';
import { apiClient } from '../../../lib/api-client';
import { refreshStoredUser } from '../../../lib/session';

/**
 * Better Auth's twoFactor endpoints. Turning the step on or off replaces the session (its id
 * changes), so a fresh access token and profile follow each.
 */
async function afterSessionChange() {
  await fetchAccessToken();
  await refreshStoredUser();
}

/** Step 1 of setting up: the password, then the QR code's URI and the backup codes. */
export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: async (password: string) =>
      (
        await apiClient.post<{ totpURI: string; backupCodes: string[] }>(
          '/auth/two-factor/enable',
          {
            password,
          },
        )
      ).data,
  });

/** Step 2: a code from the app proves it was set up; only then is the step on. */
export const useConfirmTwoFactor = () =>
  useMutation({
    mutationFn: async (code: string) => {
      await apiClient.post('/auth/two-factor/verify-totp', { code });
      await afterSessionChange();
    },
  });

export const useTurnOffTwoFactor = () =>
  useMutation({
    mutationFn: async (password: string) => {
      await apiClient.post('/auth/two-factor/disable', { password });
      await afterSessionChange();
    },
  });

/** A new set of backup codes; the old set stops working. */
export const useRegenerateBackupCodes = () =>
  useMutation({
    mutationFn: async (password: string) =>
      (
        await apiClient.post<{ backupCodes: string[] }>('/auth/two-factor/generate-backup-codes', {
          password,
        })
      ).data.backupCodes,
  });

/** POST/DELETE /account/second-step/text: texted codes to the primary number as second step. */
export const useSecondStepByText = () =>
  useMutation({
    mutationFn: async (isOn: boolean) => {
      await (isOn
        ? apiClient.post('/account/second-step/text')
        : apiClient.delete('/account/second-step/text'));
      await refreshStoredUser();
    },
  });
