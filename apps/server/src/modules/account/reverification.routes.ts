import {
  reverifyWithCode,
  reverifyWithPassword,
  sendReverificationCode,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { ReverificationService } from './reverification.ts';

/** Issue 8: prove who you are again before a sensitive change (password or e-mailed code). */
export const reverificationRoutes: FastifyPluginAsyncZod<{
  reverification: ReverificationService;
  guards: Guards;
}> = async (app, { reverification, guards }) => {
  const route = endpointRoutes(['account'], guards.signedIn);

  app.route({
    ...route(reverifyWithPassword, 'Confirm who you are with your password'),
    handler: async (request) =>
      success(
        await reverification.withPassword(callerOf(request), request.body.password, request.ip),
      ),
  });
  app.route({
    ...route(sendReverificationCode, 'Mail a code to the primary address to confirm who you are'),
    handler: async (request) => {
      await reverification.sendCode(callerOf(request));
      return { status: 'sent' as const };
    },
  });
  app.route({
    ...route(reverifyWithCode, 'Confirm who you are with the mailed code'),
    handler: async (request) =>
      success(await reverification.withCode(callerOf(request), request.body.code)),
  });
};
