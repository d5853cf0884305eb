import { getPushKey, removePushSubscription, savePushSubscription } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { Reminders } from './reminders.service.ts';

/** Issue 24 item 4: the browsers a learner allows reminders by push on. */
export const remindersRoutes: FastifyPluginAsyncZod<{
  reminders: Reminders;
  guards: Guards;
}> = async (app, { reminders, guards }) => {
  const route = endpointRoutes(['reminders'], guards.signedIn);

  app.route({
    ...route(getPushKey, "The server's public key a browser subscribes to push with"),
    handler: async () => success({ publicKey: reminders.publicKey }),
  });

  app.route({
    ...route(savePushSubscription, 'Send my reminders to this browser by push'),
    handler: async (request) => {
      await reminders.saveSubscription(callerOf(request).userId, request.body);
      return { status: 'success' as const };
    },
  });

  app.route({
    ...route(removePushSubscription, 'No more reminders by push to this browser'),
    handler: async (request) => {
      await reminders.removeSubscription(callerOf(request).userId, request.body.endpoint);
      return { status: 'success' as const };
    },
  });
};
