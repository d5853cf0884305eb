import {
  addDomainBody,
  orgDomainParams,
  orgDomainsResponse,
  orgIdParams,
  updateDomainBody,
  verifyDomainBody,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, type Guards, signedInRoute, success } from '../../plugins/authenticate.ts';
import type { DomainsService } from './domains.ts';

/** Spec §3/§4: an organisation's verified domains and how each enrolls new users. */
export const domainsRoutes: FastifyPluginAsyncZod<{
  domains: DomainsService;
  guards: Guards;
}> = async (app, { domains, guards }) => {
  const route = signedInRoute(['organisations'], guards.signedIn);
  const domainsAnswer = { response: { 200: orgDomainsResponse } };

  app.get(
    '/api/organizations/:orgId/domains',
    route('The domains and their enrollment (Admin)', { params: orgIdParams, ...domainsAnswer }),
    async (request) =>
      success({ domains: await domains.list(callerOf(request), request.params.orgId) }),
  );
  app.post(
    '/api/organizations/:orgId/domains',
    route('Add a domain; a code goes to an address at it (Admin)', {
      params: orgIdParams,
      body: addDomainBody,
      ...domainsAnswer,
    }),
    async (request) => {
      const { domain, email } = request.body;
      return success({
        domains: await domains.add(callerOf(request), request.params.orgId, domain, email),
      });
    },
  );
  app.post(
    '/api/organizations/:orgId/domains/:domainId/send-code',
    route('Mail a new code for an unverified domain (Admin)', {
      params: orgDomainParams,
      ...domainsAnswer,
    }),
    async (request) => {
      const { orgId, domainId } = request.params;
      return success({ domains: await domains.resend(callerOf(request), orgId, domainId) });
    },
  );
  app.post(
    '/api/organizations/:orgId/domains/:domainId/verify',
    route('Verify a domain with its mailed code (Admin)', {
      params: orgDomainParams,
      body: verifyDomainBody,
      ...domainsAnswer,
    }),
    async (request) => {
      const { orgId, domainId } = request.params;
      return success({
        domains: await domains.verify(callerOf(request), orgId, domainId, request.body.code),
      });
    },
  );
  app.put(
    '/api/organizations/:orgId/domains/:domainId',
    route('Choose how a verified domain enrolls new users (Admin)', {
      params: orgDomainParams,
      body: updateDomainBody,
      ...domainsAnswer,
    }),
    async (request) => {
      const { orgId, domainId } = request.params;
      return success({
        domains: await domains.setMode(
          callerOf(request),
          orgId,
          domainId,
          request.body.enrollmentMode,
        ),
      });
    },
  );
  app.delete(
    '/api/organizations/:orgId/domains/:domainId',
    route('Remove a domain; it enrolls no one after (Admin)', {
      params: orgDomainParams,
      ...domainsAnswer,
    }),
    async (request) => {
      const { orgId, domainId } = request.params;
      return success({ domains: await domains.remove(callerOf(request), orgId, domainId) });
    },
  );
};
