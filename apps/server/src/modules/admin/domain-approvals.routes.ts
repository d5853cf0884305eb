import { adminDomainParams, adminDomainsResponse } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, type Guards, signedInRoute, success } from '../../plugins/authenticate.ts';
import type { DomainApprovalsService } from '../organisations/domain-approvals.ts';

/**
 * Issue 18: the platform admin approves an organisation's verified domain before it enrolls
 * anyone, or refuses it (a shared mail domain, or not the organisation's).
 */
export const domainApprovalsRoutes: FastifyPluginAsyncZod<{
  domainApprovals: DomainApprovalsService;
  guards: Guards;
}> = async (app, { domainApprovals: approvals, guards }) => {
  const route = signedInRoute(['platform admin'], guards.platformAdmin);
  const answer = { response: { 200: adminDomainsResponse } };

  app.get(
    '/api/admin/domains',
    route("Organisations' verified domains waiting for approval (oldest first)", answer),
    async () => success({ domains: await approvals.waiting() }),
  );

  for (const approve of [true, false]) {
    app.post(
      approve ? '/api/admin/domains/:id/approve' : '/api/admin/domains/:id/refuse',
      route(
        approve
          ? 'Approve a verified domain: from now on it enrolls new users by its mode'
          : 'Refuse a verified domain: it enrolls no one',
        { params: adminDomainParams, ...answer },
      ),
      async (request) => {
        const domains = await approvals.decide(request.params.id, approve);
        request.log.info(
          { domainId: request.params.id, approve, by: callerOf(request).userId },
          'domain approval decided by a platform admin',
        );
        return success({ domains });
      },
    );
  }
};
