import {
  addDomain,
  getOrganizationDomains,
  removeDomain,
  sendDomainCode,
  setEnrollmentMode,
  verifyDomain,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { DomainsService } from './domains.ts';

/** Spec §3/§4: an organisation's verified domains and how each enrolls new users. */
export const domainsRoutes: FastifyPluginAsyncZod<{
  domains: DomainsService;
  guards: Guards;
}> = async (app, { domains, guards }) => {
  const route = endpointRoutes(['organisations'], guards.signedIn);

  app.route({
    ...route(getOrganizationDomains, 'The domains and their enrollment (Admin)'),
    handler: async (request) =>
      success({ domains: await domains.list(callerOf(request), request.params.orgId) }),
  });
  app.route({
    ...route(addDomain, 'Add a domain; a code goes to an address at it (Admin)'),
    handler: async (request) => {
      const { domain, email } = request.body;
      return success({
        domains: await domains.add(callerOf(request), request.params.orgId, domain, email),
      });
    },
  });
  app.route({
    ...route(sendDomainCode, 'Mail a new code for an unverified domain (Admin)'),
    handler: async (request) => {
      const { orgId, domainId } = request.params;
      return success({ domains: await domains.resend(callerOf(request), orgId, domainId) });
    },
  });
  app.route({
    ...route(verifyDomain, 'Verify a domain with its mailed code (Admin)'),
    handler: async (request) => {
      const { orgId, domainId } = request.params;
      return success({
        domains: await domains.verify(callerOf(request), orgId, domainId, request.body.code),
      });
    },
  });
  app.route({
    ...route(setEnrollmentMode, 'Choose how a verified domain enrolls new users (Admin)'),
    handler: async (request) => {
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
  });
  app.route({
    ...route(removeDomain, 'Remove a domain; it enrolls no one after (Admin)'),
    handler: async (request) => {
      const { orgId, domainId } = request.params;
      return success({ domains: await domains.remove(callerOf(request), orgId, domainId) });
    },
  });
};
