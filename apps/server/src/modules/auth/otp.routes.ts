import {
  requestOtpBody,
  requestOtpResponse,
  resetPasswordBody,
  resetPasswordResponse,
  verifyOtpBody,
  verifyOtpResponse,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { copyCookies, forwardToAuth } from './auth-forward.ts';

/** Spec §7 POST /request-otp, /verify-otp and /reset-password, on top of Better Auth's email OTP. */
export const otpRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
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
        await forwardToAuth(ctx, request, '/email-otp/request-password-reset', { email });
      } else {
        await forwardToAuth(ctx, request, '/email-otp/send-verification-otp', { email, type });
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
      const response = await forwardToAuth(ctx, request, path, { email, otp });
      copyCookies(reply, response);
      const body = (await response.json()) as { user?: { id: string } };
      // Better Auth signs in with a user; without one the sign-in did not happen.
      if (!body.user?.id) throw new AppError('INTERNAL_ERROR');
      return { status: 'success' as const, data: { userId: body.user.id } };
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
    async (request) => {
      await forwardToAuth(ctx, request, '/email-otp/reset-password', request.body);
      return { status: 'success' as const };
    },
  );
};
