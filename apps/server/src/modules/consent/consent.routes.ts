import {
  getMyConsent,
  getParentConsent,
  giveParentConsent,
  requestParentConsent,
  setBirthYear,
  withdrawParentConsent,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { ConsentService } from './consent.service.ts';

/**
 * Issue 18: the learner's consent (birth year, the parent's e-mailed link) and the parent's side
 * of it, which needs no account: the link's secret is the key.
 */
export const consentRoutes: FastifyPluginAsyncZod<{
  consent: ConsentService;
  guards: Guards;
}> = async (app, { consent, guards }) => {
  const route = endpointRoutes(['consent'], guards.signedIn);
  const parentRoute = endpointRoutes(['consent']);

  app.route({
    ...route(
      getMyConsent,
      'Whether uploads and Imi are open to the learner, on which basis, or the next step',
    ),
    handler: async (request) => success(await consent.status(callerOf(request).userId)),
  });

  app.route({
    ...route(setBirthYear, 'The birth year of an account made before sign-up asked it (once)'),
    handler: async (request) =>
      success(await consent.setBirthYear(callerOf(request).userId, request.body.birthYear)),
  });

  app.route({
    ...route(
      requestParentConsent,
      'Mail a parent or guardian the link to consent (under 16, in no organisation)',
    ),
    handler: async (request) =>
      success(
        await consent.requestParentConsent(
          callerOf(request).userId,
          request.body.parentEmail,
          request.ip,
        ),
      ),
  });

  app.route({
    ...parentRoute(
      getParentConsent,
      "The parent's page: whose consent is asked and where it stands",
    ),
    handler: async (request) => success(await consent.parentView(request.params.token)),
  });

  app.route({
    ...parentRoute(giveParentConsent, 'The parent or guardian consents'),
    handler: async (request) => success(await consent.give(request.params.token)),
  });

  app.route({
    ...parentRoute(
      withdrawParentConsent,
      'The parent or guardian withdraws consent (or refuses the request)',
    ),
    handler: async (request) => success(await consent.withdraw(request.params.token)),
  });
};
