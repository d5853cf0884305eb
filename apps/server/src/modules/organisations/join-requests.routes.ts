import {
  approveJoinRequest,
  askToJoin,
  getJoinRequests,
  getOrganizationSuggestions,
  rejectJoinRequest,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pages.ts';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { JoinRequestsService } from './join-requests.ts';

/** Spec §4: a domain's suggestions, the user's requests to join, and the Admin's answers. */
export const joinRequestsRoutes: FastifyPluginAsyncZod<{
  joinRequests: JoinRequestsService;
  guards: Guards;
}> = async (app, { joinRequests: requests, guards }) => {
  const route = endpointRoutes(['organisations'], guards.signedIn);

  app.route({
    ...route(
      getOrganizationSuggestions,
      'Organisations waiting for me: suggestions, my requests, invitations',
    ),
    handler: async (request) => success(await requests.mine(callerOf(request))),
  });
  app.route({
    ...route(askToJoin, "Ask to join where a domain suggested it ('Pending approval')"),
    handler: async (request) => success(await requests.ask(callerOf(request), request.params.id)),
  });
  app.route({
    ...route(getJoinRequests, 'Requests to join, waiting for an answer (Admin)'),
    handler: async (request) => {
      const all = await requests.list(callerOf(request), request.params.orgId);
      const { rows, page } = pageOf(all, request.query);
      return success({ requests: rows, page });
    },
  });
  for (const [answer, approve, summary] of [
    [approveJoinRequest, true, 'Approve a request: a new Lid (Admin)'],
    [rejectJoinRequest, false, 'Reject a request (Admin)'],
  ] as const) {
    app.route({
      ...route(answer, summary),
      handler: async (request) => {
        const { orgId, requestId } = request.params;
        const all = await requests.answer(callerOf(request), orgId, requestId, approve);
        const { rows, page } = pageOf(all, request.query);
        return success({ requests: rows, page });
      },
    });
  }
};
