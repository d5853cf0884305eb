import { captchaChallenge, successResponse } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Captcha } from './captcha.ts';
import { success } from '../../plugins/authenticate.ts';

/** GET /captcha: a fresh proof-of-work challenge for the sign-up form. */
export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: Captcha }> = async (
  app,
  { captcha },
) => {
  app.get(
    '/api/captcha',
    {
      schema: {
        tags: ['auth'],
        summary: 'A proof-of-work challenge; its solution goes with the sign-up as `captcha`',
        response: { 200: successResponse(captchaChallenge) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await captcha.challenge());
    },
  );
};
