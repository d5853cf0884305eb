import type { SecondStepKind } from '@leerloop/contracts';
import type { SecondStepsRepository } from './second-steps.repository.ts';

/** "•• 78": enough of a number to recognise it, not to learn it. */
const hintOf = (phone: string) => `•• ${phone.slice(-2)}`;

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
      const textOn = isTextOn ?? (await steps.settingsOf(userId))?.secondStepByText;
      const hasAuthenticator = await steps.hasAuthenticator(userId);
      const phone = await primaryPhoneOf(userId);
      const methods: SecondStepKind[] = [];
      if (textOn && phone) methods.push('sms');
      if (hasAuthenticator) methods.push('totp');
      return { methods, phoneHint: phone ? hintOf(phone) : null };
    },

    /** With texted codes on, the second step stays on though the authenticator went off. */
    async isLeftOnlyByText(userId: string) {
      const settings = await steps.settingsOf(userId);
      return Boolean(settings?.secondStepByText && !settings.twoFactorEnabled);
    },
  };
}

export type SecondSteps = ReturnType<typeof createSecondSteps>;
