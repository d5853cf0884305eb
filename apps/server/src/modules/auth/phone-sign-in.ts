import {
  authPathOf,
  disableTwoFactor,
  enableTwoFactor,
  getSecondStepMethods,
  sendPhoneSignInCode,
  sendTwoFactorOtp,
  verifyPhoneSignInCode,
  verifyTwoFactorOtp,
} from '@leerloop/contracts';
import type { BetterAuthPlugin } from 'better-auth';
import {
  APIError,
  createAuthEndpoint,
  createAuthMiddleware,
  getSessionFromCtx,
} from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { isRightCode, newCode } from './one-time-code.ts';
import { codeText, type SmsSender } from './sms.ts';
import type { SecondSteps } from './second-steps.ts';
import type { SignInAccountsRepository } from './sign-in-accounts.repository.ts';

const identifierOf = (phone: string) => `phone-sign-in:${phone}`;

/**
 * Sign-in by a code texted to a verified phone number (spec §2 "phone code"), and which second
 * steps a half-finished sign-in may use. A Better Auth plugin, so the session, its cookie, the
 * ban and reset checks and the second step (auth.ts) are the same as for every other way in.
 */
export function phoneSignIn({
  sms,
  accounts,
  secondSteps,
}: {
  sms: SmsSender;
  accounts: Pick<SignInAccountsRepository, 'accountOfPhone'>;
  secondSteps: Pick<SecondSteps, 'of' | 'isLeftOnlyByText'>;
}) {
  return {
    id: 'phone-sign-in',
    endpoints: {
      /** Texts a code when the number belongs to an account; the answer is the same otherwise. */
      sendPhoneSignInCode: createAuthEndpoint(
        authPathOf(sendPhoneSignInCode),
        { method: sendPhoneSignInCode.method, body: sendPhoneSignInCode.body },
        async (ctx) => {
          const { phone } = ctx.body;
          if (await accounts.accountOfPhone(phone)) {
            const { code, stored } = newCode();
            await ctx.context.internalAdapter.deleteVerificationByIdentifier(identifierOf(phone));
            await ctx.context.internalAdapter.createVerificationValue({
              identifier: identifierOf(phone),
              value: JSON.stringify({ codeHash: stored.codeHash, codeAttempts: 0 }),
              expiresAt: new Date(stored.codeExpiresAt),
            });
            await sms.send(phone, codeText(code));
          }
          return ctx.json({ status: true });
        },
      ),
      /** The texted code signs in (once, in time, within five tries). */
      verifyPhoneSignInCode: createAuthEndpoint(
        authPathOf(verifyPhoneSignInCode),
        { method: verifyPhoneSignInCode.method, body: verifyPhoneSignInCode.body },
        async (ctx) => {
          const { phone, code } = ctx.body;
          const invalid = () =>
            new APIError('BAD_REQUEST', { code: 'INVALID_OTP', message: 'invalid code' });
          const stored = await ctx.context.internalAdapter.consumeVerificationValue(
            identifierOf(phone),
          );
          const account = await accounts.accountOfPhone(phone);
          if (!stored || !account) throw invalid();
          const { codeHash, codeAttempts } = JSON.parse(stored.value) as {
            codeHash: string;
            codeAttempts: number;
          };
          if (!isRightCode({ codeHash, codeAttempts, codeExpiresAt: stored.expiresAt }, code)) {
            // The code stays for its other tries.
            await ctx.context.internalAdapter.createVerificationValue({
              identifier: identifierOf(phone),
              value: JSON.stringify({ codeHash, codeAttempts: codeAttempts + 1 }),
              expiresAt: new Date(stored.expiresAt),
            });
            throw invalid();
          }
          const user = await ctx.context.internalAdapter.findUserById(account.id);
          if (!user) throw invalid();
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ token: session.token, user: { id: user.id } });
        },
      ),
      /** The second steps open to the half-finished sign-in of this browser, the default first. */
      secondStepMethods: createAuthEndpoint(
        authPathOf(getSecondStepMethods),
        { method: getSecondStepMethods.method },
        async (ctx) => {
          const userId = await pendingSignInOf(ctx);
          if (!userId)
            throw new APIError('UNAUTHORIZED', {
              code: 'INVALID_TWO_FACTOR_COOKIE',
              message: 'no sign-in under way',
            });
          return ctx.json(await secondSteps.of(userId));
        },
      ),
    },
    hooks: {
      // A texted code is a second step only for a user who turned it on (the plugin would text
      // any user with a second step); the plugin's own "otp" switch is not ours to use.
      before: [
        {
          matcher: (ctx) => textedStepPaths.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const notOn = new APIError('BAD_REQUEST', {
              code: 'OTP_NOT_CONFIGURED',
              message: 'no second step by text',
            });
            if (ctx.path === authPathOf(enableTwoFactor)) {
              if ((ctx.body as { method?: string } | undefined)?.method === 'otp') throw notOn;
              return;
            }
            const userId = (await pendingSignInOf(ctx)) ?? (await getSessionFromCtx(ctx))?.user.id;
            const steps = userId ? await secondSteps.of(userId) : undefined;
            if (!steps?.methods.includes('sms')) throw notOn;
          }),
        },
      ],
      // Turning the authenticator off leaves the second step on while texted codes are on.
      after: [
        {
          matcher: (ctx) => ctx.path === authPathOf(disableTwoFactor),
          handler: createAuthMiddleware(async (ctx) => {
            const userId = ctx.context.session?.user.id;
            if (!userId) return;
            if (await secondSteps.isLeftOnlyByText(userId))
              await ctx.context.internalAdapter.updateUser(userId, { twoFactorEnabled: true });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

const textedStepPaths = new Set<string>(
  [sendTwoFactorOtp, verifyTwoFactorOtp, enableTwoFactor].map(authPathOf),
);

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The user of this browser's half-finished sign-in (the twoFactor plugin's signed cookie). */
async function pendingSignInOf(ctx: AuthContext) {
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  const pending = identifier
    ? await ctx.context.internalAdapter.findVerificationValue(identifier)
    : null;
  return pending && new Date(pending.expiresAt).getTime() > Date.now() ? pending.value : null;
}
