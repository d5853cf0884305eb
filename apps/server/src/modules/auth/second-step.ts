import {
  authPathOf,
  signInWithEmailOtp,
  verifyMagicLink,
  verifyPhoneSignInCode,
} from '@leerloop/contracts';
import { createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import {
  ONE_TIME_CODE_ATTEMPTS,
  OTP_EXPIRES_MINUTES,
  SECOND_STEP_LOCK_SECONDS,
  SECOND_STEP_MAX_FAILURES,
} from './auth-settings.ts';
import type { SecondSteps } from './second-steps.ts';
import { codeText, type SmsSender } from './sms.ts';

/** Sign-ins without a password that still need the second step when the user has one. */
const passwordlessSignInPaths = new Set<string>(
  [signInWithEmailOtp, verifyMagicLink, verifyPhoneSignInCode].map(authPathOf),
);

/**
 * Second step: a code texted to the primary phone (when turned on, see phone-sign-in.ts), or
 * the authenticator app (TOTP) with single-use backup codes. Locked for an hour after ten
 * wrong codes in a row (issue 8).
 */
export function createSecondStep({
  sms,
  secondSteps,
}: {
  sms: SmsSender;
  secondSteps: Pick<SecondSteps, 'primaryPhoneOf'>;
}) {
  const plugin = twoFactor({
    issuer: 'Leerloop',
    otpOptions: {
      period: OTP_EXPIRES_MINUTES,
      storeOTP: 'hashed',
      allowedAttempts: ONE_TIME_CODE_ATTEMPTS,
      async sendOTP({ user, otp }) {
        const phone = await secondSteps.primaryPhoneOf(user.id);
        if (phone) await sms.send(phone, codeText(otp));
      },
    },
    backupCodeOptions: { amount: 10, length: 10 },
    accountLockout: {
      maxFailedAttempts: SECOND_STEP_MAX_FAILURES,
      durationSeconds: SECOND_STEP_LOCK_SECONDS,
    },
  });
  // The plugin asks for the second step after a password only; an e-mailed code or link is no
  // more than a password, so the same hook runs after those sign-ins too.
  const [askSecondStep] = plugin.hooks.after;
  const noHook = createAuthMiddleware(async () => {});
  type HookContext = Parameters<typeof noHook>[0] & { path?: string };
  const afterPasswordlessSignIn = (context: HookContext) =>
    passwordlessSignInPaths.has(context.path ?? '')
      ? askSecondStep!.handler(context)
      : noHook(context);

  return { plugin, afterPasswordlessSignIn: afterPasswordlessSignIn as typeof noHook };
}
