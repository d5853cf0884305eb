import {
  disableTwoFactor,
  enableTwoFactor,
  generateBackupCodes,
  turnOffSecondStepByText,
  turnOnSecondStepByText,
  verifyTwoFactorTotp,
} from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { fetchAccessToken } from '../../../lib/access-token';
import { call } from '../../../lib/api-client';
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
    mutationFn: (password: string) => call(enableTwoFactor, { body: { password } }),
  });

/** Step 2: a code from the app proves it was set up; only then is the step on. */
export const useConfirmTwoFactor = () =>
  useMutation({
    mutationFn: async (code: string) => {
      await call(verifyTwoFactorTotp, { body: { code } });
      await afterSessionChange();
    },
  });

export const useTurnOffTwoFactor = () =>
  useMutation({
    mutationFn: async (password: string) => {
      await call(disableTwoFactor, { body: { password } });
      await afterSessionChange();
    },
  });

/** A new set of backup codes; the old set stops working. */
export const useRegenerateBackupCodes = () =>
  useMutation({
    mutationFn: async (password: string) =>
      (await call(generateBackupCodes, { body: { password } })).backupCodes,
  });

/** Texted codes to the primary number as second step, on or off. */
export const useSecondStepByText = () =>
  useMutation({
    mutationFn: async (isOn: boolean) => {
      await call(isOn ? turnOnSecondStepByText : turnOffSecondStepByText);
      await refreshStoredUser();
    },
  });
