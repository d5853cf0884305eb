import { reverifyCodeBody, reverifyPasswordBody, reverifyResponse } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, type Guards, signedInRoute, success } from '../../plugins/authenticate.ts';
import type { ReverificationService } from './reverification.ts';

/** Issue 8: prove who you are again before a sensitive change (password or e-mailed code). */
export const reverificationRoutes: FastifyPluginAsyncZod<{
  reverification: ReverificationService;
  guards: Guards;
}> = async (app, { reverification, guards }) => {
  const route = signedInRoute(['account'], guards.signedIn);
  const answers = { response: { 200: reverifyResponse } };

  app.post(
    '/api/account/reverify/password',
    route('Confirm who you are with your password', { body: reverifyPasswordBody, ...answers }),
    async (request) =>
      success(
        await reverification.withPassword(callerOf(request), request.body.password, request.ip),
      ),
  );
  app.post(
    '/api/account/reverify/send-code',
    route('Mail a code to the primary address to confirm who you are', {
      response: { 200: z.object({ status: z.literal('sent') }) },
    }),
    async (request) => {
      await reverification.sendCode(callerOf(request));
      return { status: 'sent' as const };
    },
  );
  app.post(
    '/api/account/reverify/code',
    route('Confirm who you are with the mailed code', { body: reverifyCodeBody, ...answers }),
    async (request) => success(await reverification.withCode(callerOf(request), request.body.code)),
  );
};
