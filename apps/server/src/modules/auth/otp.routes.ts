import {
  requestOtpBody,
  requestOtpResponse,
  requestPhoneCodeBody,
  resetPasswordBody,
  resetPasswordResponse,
  verifyEmailLinkBody,
  verifyEmailLinkResponse,
  verifyOtpBody,
  verifyOtpResponse,
  verifyPhoneCodeBody,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
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
  const body = (await response.json()) as { user?: { id: string }; twoFactorRedirect?: true };
  if (body.twoFactorRedirect)
    return { status: 'success' as const, data: { userId: null, secondStep: true } };
  // Better Auth signs in with a user; without one the sign-in did not happen.
  if (!body.user?.id) throw new AppError('INTERNAL_ERROR');
  return { status: 'success' as const, data: { userId: body.user.id, secondStep: false } };
}

/** Spec §7 POST /request-otp, /verify-otp and /reset-password, on top of Better Auth's email OTP. */
export const otpRoutes: FastifyPluginAsyncZod<{
  forwardToAuth: ForwardToAuth;
  knownDevices: Pick<KnownDevices, 'rememberFor'>;
  emailLinks: EmailLinksRepository;
  signInAccounts: Pick<SignInAccountsRepository, 'primaryEmailOf'>;
  config: Pick<Config, 'baseUrl'>;
}> = async (app, { forwardToAuth, knownDevices, emailLinks, signInAccounts, config }) => {
  const isSecure = config.baseUrl.startsWith('https://');
  app.post(
    '/api/request-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a one-time code (sign-in, e-mail verification or password reset)',
        body: requestOtpBody,
        response: { 200: requestOtpResponse },
      },
    },
    async (request) => {
      const { email, type } = request.body;
      if (type === 'forget-password') {
        await forwardToAuth(request, '/email-otp/request-password-reset', { email });
      } else {
        await forwardToAuth(request, '/email-otp/send-verification-otp', { email, type });
      }
      return { status: 'sent' as const };
    },
  );

  app.post(
    '/api/verify-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with an e-mailed code; for a new account this also confirms the address',
        body: verifyOtpBody,
        response: { 200: verifyOtpResponse },
      },
    },
    async (request, reply) => {
      const { email, otp, type } = request.body;
      const path = type === 'sign-in' ? '/sign-in/email-otp' : '/email-otp/verify-email';
      const response = await forwardToAuth(request, path, { email, otp });
      copyCookies(reply, response);
      return signedInOrSecondStep(response);
    },
  );

  app.post(
    '/api/request-phone-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Text a sign-in code to a verified phone number (the same answer for any number)',
        body: requestPhoneCodeBody,
        response: { 200: requestOtpResponse },
      },
    },
    async (request) => {
      await forwardToAuth(request, '/phone-code/send');
      return { status: 'sent' as const };
    },
  );

  app.post(
    '/api/verify-phone-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the texted code (the second step follows when the user has one)',
        body: verifyPhoneCodeBody,
        response: { 200: verifyOtpResponse },
      },
    },
    async (request, reply) => {
      const response = await forwardToAuth(request, '/phone-code/verify');
      copyCookies(reply, response);
      return signedInOrSecondStep(response);
    },
  );

  /** Whether the link was real but is past its time (so the learner is told, not just "failed"). */
  const isExpiredLink = async (token: string) => {
    const expiresAt = await emailLinks.expiresAtOf(token);
    return Boolean(expiresAt && expiresAt.getTime() <= Date.now());
  };

  app.post(
    '/api/verify-email-link',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the token of an e-mailed link (once, within ten minutes)',
        body: verifyEmailLinkBody,
        response: { 200: verifyEmailLinkResponse },
      },
    },
    async (request, reply) => {
      const { token } = request.body;
      if (await isExpiredLink(token)) throw new AppError('EMAIL_LINK_EXPIRED');
      const response = await forwardToAuth(request, '/magic-link/verify', undefined, {
        method: 'GET',
        query: { token },
      });
      // Better Auth answers a link that does not work with a redirect carrying ?error=.
      if (response.status >= 300) throw new AppError('EMAIL_LINK_INVALID');
      copyCookies(reply, response);
      return signedInOrSecondStep(response);
    },
  );

  app.post(
    '/api/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the code from the forgot-password e-mail',
        body: resetPasswordBody,
        response: { 200: resetPasswordResponse },
      },
    },
    async (request, reply) => {
      const deviceCookie = newDeviceCookie(request, isSecure);
      if (deviceCookie) appendSetCookie(reply, deviceCookie);
      await forwardToAuth(request, '/email-otp/reset-password', request.body);
      // Spec §4: afterwards the user is signed in. The code proved the mailbox, as a new
      // browser's sign-in code would: this browser may sign in with the new password.
      const email = await signInAccounts.primaryEmailOf(request.body.email);
      await knownDevices.rememberFor(email, deviceIdOf(request.headers.cookie));
      return { status: 'success' as const };
    },
  );
};
