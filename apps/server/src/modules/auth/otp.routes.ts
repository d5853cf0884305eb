import {
  type AuthFirstStep,
  requestOtp,
  requestPasswordResetOtp,
  requestPhoneCode,
  resetPassword,
  resetPasswordWithOtp,
  sendPhoneSignInCode,
  sendVerificationOtp,
  signInWithEmailOtp,
  verifyEmailLink,
  verifyEmailWithOtp,
  verifyMagicLink,
  verifyOtp,
  verifyPhoneCode,
  verifyPhoneSignInCode,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { endpointRoutes } from '../../plugins/authenticate.ts';
import { copyCookies, type ForwardToAuth } from './auth-forward.ts';
import type { EmailLinksRepository } from './email-links.repository.ts';
import {
  appendSetCookie,
  deviceIdOf,
  type KnownDevices,
  newDeviceCookie,
} from './known-devices.ts';
import type { SignInAccountsRepository } from './sign-in-accounts.repository.ts';

/** The answer of a password-less sign-in: the user, or "the second step comes next". */
async function signedInOrSecondStep(response: Response) {
  const body = (await response.json()) as AuthFirstStep;
  if (body.twoFactorRedirect)
    return { status: 'success' as const, data: { userId: null, secondStep: true } };
  // Better Auth signs in with a user; without one the sign-in did not happen.
  if (!body.user?.id) throw new AppError('INTERNAL_ERROR');
  return { status: 'success' as const, data: { userId: body.user.id, secondStep: false } };
}

/**
 * Spec §7's sign-in by an e-mailed code and its password reset, on top of Better Auth's emailOTP;
 * by a texted code and by an e-mailed link, on top of our plugin's and Better Auth's magicLink.
 */
export const otpRoutes: FastifyPluginAsyncZod<{
  forwardToAuth: ForwardToAuth;
  knownDevices: Pick<KnownDevices, 'rememberFor'>;
  emailLinks: EmailLinksRepository;
  signInAccounts: Pick<SignInAccountsRepository, 'primaryEmailOf'>;
  config: Pick<Config, 'baseUrl'>;
}> = async (app, { forwardToAuth, knownDevices, emailLinks, signInAccounts, config }) => {
  const isSecure = config.baseUrl.startsWith('https://');
  const route = endpointRoutes(['auth']);

  app.route({
    ...route(requestOtp, 'E-mail a one-time code (sign-in, e-mail verification or password reset)'),
    handler: async (request) => {
      const { email, type } = request.body;
      if (type === 'forget-password') {
        await forwardToAuth(request, requestPasswordResetOtp, { email });
      } else {
        await forwardToAuth(request, sendVerificationOtp, { email, type });
      }
      return { status: 'sent' as const };
    },
  });

  app.route({
    ...route(
      verifyOtp,
      'Sign in with an e-mailed code; for a new account this also confirms the address',
    ),
    handler: async (request, reply) => {
      const { email, otp, type } = request.body;
      const codeEntry = type === 'sign-in' ? signInWithEmailOtp : verifyEmailWithOtp;
      const response = await forwardToAuth(request, codeEntry, { email, otp });
      copyCookies(reply, response);
      return signedInOrSecondStep(response);
    },
  });

  app.route({
    ...route(
      requestPhoneCode,
      'Text a sign-in code to a verified phone number (the same answer for any number)',
    ),
    handler: async (request) => {
      await forwardToAuth(request, sendPhoneSignInCode);
      return { status: 'sent' as const };
    },
  });

  app.route({
    ...route(
      verifyPhoneCode,
      'Sign in with the texted code (the second step follows when the user has one)',
    ),
    handler: async (request, reply) => {
      const response = await forwardToAuth(request, verifyPhoneSignInCode);
      copyCookies(reply, response);
      return signedInOrSecondStep(response);
    },
  });

  /** Whether the link was real but is past its time (so the learner is told, not just "failed"). */
  const isExpiredLink = async (token: string) => {
    const expiresAt = await emailLinks.expiresAtOf(token);
    return Boolean(expiresAt && expiresAt.getTime() <= Date.now());
  };

  app.route({
    ...route(
      verifyEmailLink,
      'Sign in with the token of an e-mailed link (once, within ten minutes)',
    ),
    handler: async (request, reply) => {
      const { token } = request.body;
      if (await isExpiredLink(token)) throw new AppError('EMAIL_LINK_EXPIRED');
      const response = await forwardToAuth(request, verifyMagicLink, undefined, {
        query: { token },
      });
      // Better Auth answers a link that does not work with a redirect carrying ?error=.
      if (response.status >= 300) throw new AppError('EMAIL_LINK_INVALID');
      copyCookies(reply, response);
      return signedInOrSecondStep(response);
    },
  });

  app.route({
    ...route(resetPassword, 'Set a new password with the code from the forgot-password e-mail'),
    handler: async (request, reply) => {
      const deviceCookie = newDeviceCookie(request, isSecure);
      if (deviceCookie) appendSetCookie(reply, deviceCookie);
      await forwardToAuth(request, resetPasswordWithOtp, request.body);
      // Spec §4: afterwards the user is signed in. The code proved the mailbox, as a new
      // browser's sign-in code would: this browser may sign in with the new password.
      const email = await signInAccounts.primaryEmailOf(request.body.email);
      await knownDevices.rememberFor(email, deviceIdOf(request.headers.cookie));
      return { status: 'success' as const };
    },
  });
};
