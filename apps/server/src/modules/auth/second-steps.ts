import type { SecondStepKind } from '@leerloop/contracts';
import type { SecondStepsRepository } from './second-steps.repository.ts';

/** "•• 78": enough of a number to recognise it, not to learn it. */
const hintOf = (phone: string) => `•• ${phone.slice(-2)}`;

/**
 * A user's second steps from what decides them: by text first when it is on and a verified
 * primary number exists (the phone is the default), then the authenticator app.
 */
export function secondStepsFrom({
  isTextOn,
  primaryPhone,
  hasAuthenticator,
}: {
  isTextOn: unknown;
  primaryPhone: string | null;
  hasAuthenticator: boolean;
}) {
  const methods: SecondStepKind[] = [];
  if (isTextOn && primaryPhone) methods.push('sms');
  if (hasAuthenticator) methods.push('totp');
  return { methods, phoneHint: primaryPhone ? hintOf(primaryPhone) : null };
}

/** Which second steps a user has: a code texted to the primary number, the authenticator app. */
export function createSecondSteps(steps: SecondStepsRepository) {
  /** The verified primary number: where second-step codes are texted. */
  const primaryPhoneOf = async (userId: string) =>
    (await steps.phonesOf(userId)).find((row) => row.isPrimary && row.verified)?.phone ?? null;

  return {
    primaryPhoneOf,

    /** A user's second steps: by text first when it is on (the phone is the default), then the app. */
    async of(
      userId: string,
      /** The user's `secondStepByText` when the caller has read the row already. */
      isTextOn?: number | boolean,
    ) {
      return secondStepsFrom({
        isTextOn: isTextOn ?? (await steps.settingsOf(userId))?.secondStepByText,
        hasAuthenticator: await steps.hasAuthenticator(userId),
        primaryPhone: await primaryPhoneOf(userId),
      });
    },

    /** With texted codes on, the second step stays on though the authenticator went off. */
    async isLeftOnlyByText(userId: string) {
      const settings = await steps.settingsOf(userId);
      return Boolean(settings?.secondStepByText && !settings.twoFactorEnabled);
    },
  };
}

export type SecondSteps = ReturnType<typeof createSecondSteps>;
