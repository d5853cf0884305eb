import type { SecondStepKind } from '@leerloop/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../auth/auth.ts';
import type { AccountSettingsRepository } from './account-settings.repository.ts';
import type { IdentifiersRepository } from './identifiers.repository.ts';

/**
 * Spec §4: the primary phone number as the second step (a texted code after the password).
 * The user's `twoFactorEnabled` follows what is on: texted codes, the authenticator, or both.
 */
export function createSecondStepByText({
  settings,
  identifiers,
  secondStepsOf,
  authContext,
}: {
  settings: Pick<AccountSettingsRepository, 'isSecondStepByTextOn' | 'setSecondStepByText'>;
  identifiers: Pick<IdentifiersRepository, 'primaryPhoneOf'>;
  /** The second steps the user has now (auth's phone sign-in decides). */
  secondStepsOf(userId: string): Promise<{ methods: SecondStepKind[] }>;
  /** `twoFactorEnabled` changes through Better Auth, so the sessions it keeps see it too. */
  authContext: Auth['$context'];
}) {
  async function set(userId: string, isOn: boolean) {
    await settings.setSecondStepByText(userId, isOn);
    const { methods } = await secondStepsOf(userId);
    const { internalAdapter } = await authContext;
    await internalAdapter.updateUser(userId, { twoFactorEnabled: methods.length > 0 });
  }

  return {
    /** On, for the verified primary number; without one there is nothing to text. */
    async turnOn(userId: string) {
      if (!(await identifiers.primaryPhoneOf(userId))) throw new AppError('NO_VERIFIED_PHONE');
      await set(userId, true);
    },
    turnOff: (userId: string) => set(userId, false),
    /** After a number went: with no verified number left, texted codes are off (never locked out). */
    async afterPhoneRemoved(userId: string) {
      if (await identifiers.primaryPhoneOf(userId)) return;
      if (await settings.isSecondStepByTextOn(userId)) await set(userId, false);
    },
  };
}

export type SecondStepByTextService = ReturnType<typeof createSecondStepByText>;
