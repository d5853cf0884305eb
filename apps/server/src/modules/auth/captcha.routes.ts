import { getCaptcha } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Captcha } from './captcha.ts';
import { endpointRoutes, success } from '../../plugins/authenticate.ts';

/** A fresh proof-of-work challenge for the sign-up form. */
export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: Captcha }> = async (
  app,
  { captcha },
) => {
  const route = endpointRoutes(['auth']);
  app.route({
    ...route(
      getCaptcha,
      'A proof-of-work challenge; its solution goes with the sign-up as `captcha`',
    ),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await captcha.challenge());
    },
  });
};
