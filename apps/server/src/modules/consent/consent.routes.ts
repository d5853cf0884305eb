import {
  birthYearBody,
  myConsentResponse,
  parentConsentParams,
  parentConsentResponse,
  parentRequestBody,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, type Guards, signedInRoute, success } from '../../plugins/authenticate.ts';
import type { ConsentService } from './consent.service.ts';

/**
 * Issue 18: the learner's consent (birth year, the parent's e-mailed link) and the parent's side
 * of it, which needs no account: the link's secret is the key.
 */
export const consentRoutes: FastifyPluginAsyncZod<{
  consent: ConsentService;
  guards: Guards;
}> = async (app, { consent, guards }) => {
  const route = signedInRoute(['consent'], guards.signedIn);
  const parentRoute = (summary: string) => ({
    schema: {
      tags: ['consent'],
      summary,
      params: parentConsentParams,
      response: { 200: parentConsentResponse },
    },
  });

  app.get(
    '/api/my-consent',
    route('Whether uploads and Imi are open to the learner, on which basis, or the next step', {
      response: { 200: myConsentResponse },
    }),
    async (request) => success(await consent.status(callerOf(request).userId)),
  );

  app.put(
    '/api/my-consent/birth-year',
    route('The birth year of an account made before sign-up asked it (once)', {
      body: birthYearBody,
      response: { 200: myConsentResponse },
    }),
    async (request) =>
      success(await consent.setBirthYear(callerOf(request).userId, request.body.birthYear)),
  );

  app.post(
    '/api/my-consent/parent-request',
    route('Mail a parent or guardian the link to consent (under 16, in no organisation)', {
      body: parentRequestBody,
      response: { 200: myConsentResponse },
    }),
    async (request) =>
      success(
        await consent.requestParentConsent(
          callerOf(request).userId,
          request.body.parentEmail,
          request.ip,
        ),
      ),
  );

  app.get(
    '/api/parent-consent/:token',
    parentRoute("The parent's page: whose consent is asked and where it stands"),
    async (request) => success(await consent.parentView(request.params.token)),
  );

  app.post(
    '/api/parent-consent/:token',
    parentRoute('The parent or guardian consents'),
    async (request) => success(await consent.give(request.params.token)),
  );

  app.post(
    '/api/parent-consent/:token/withdraw',
    parentRoute('The parent or guardian withdraws consent (or refuses the request)'),
    async (request) => success(await consent.withdraw(request.params.token)),
  );
};
