import { approveDomain, getDomainsWaiting, refuseDomain } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { DomainApprovalsService } from '../organisations/domain-approvals.ts';

/**
 * Issue 18: the platform admin approves an organisation's verified domain before it enrolls
 * anyone, or refuses it (a shared mail domain, or not the organisation's).
 */
export const domainApprovalsRoutes: FastifyPluginAsyncZod<{
  domainApprovals: DomainApprovalsService;
  guards: Guards;
}> = async (app, { domainApprovals: approvals, guards }) => {
  const route = endpointRoutes(['platform admin'], guards.platformAdmin);

  app.route({
    ...route(
      getDomainsWaiting,
      "Organisations' verified domains waiting for approval (oldest first)",
    ),
    handler: async () => success({ domains: await approvals.waiting() }),
  });

  for (const [decision, approve, summary] of [
    [
      approveDomain,
      true,
      'Approve a verified domain: from now on it enrolls new users by its mode',
    ],
    [refuseDomain, false, 'Refuse a verified domain: it enrolls no one'],
  ] as const) {
    app.route({
      ...route(decision, summary),
      handler: async (request) => {
        const domains = await approvals.decide(request.params.id, approve);
        request.log.info(
          { domainId: request.params.id, approve, by: callerOf(request).userId },
          'domain approval decided by a platform admin',
        );
        return success({ domains });
      },
    });
  }
};
