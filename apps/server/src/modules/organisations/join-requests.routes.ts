import {
  mySuggestionsResponse,
  orgIdParams,
  orgRequestParams,
  orgRequestsResponse,
  pageQuery,
  suggestionParams,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pages.ts';
import { callerOf, type Guards, signedInRoute, success } from '../../plugins/authenticate.ts';
import type { JoinRequestsService } from './join-requests.ts';

/** Spec §4: a domain's suggestions, the user's requests to join, and the Admin's answers. */
export const joinRequestsRoutes: FastifyPluginAsyncZod<{
  joinRequests: JoinRequestsService;
  guards: Guards;
}> = async (app, { joinRequests: requests, guards }) => {
  const route = signedInRoute(['organisations'], guards.signedIn);
  const requestsAnswer = { querystring: pageQuery, response: { 200: orgRequestsResponse } };
  const suggestionsAnswer = { response: { 200: mySuggestionsResponse } };

  app.get(
    '/api/organization-suggestions',
    route('Organisations waiting for me: suggestions, my requests, invitations', suggestionsAnswer),
    async (request) => success(await requests.mine(callerOf(request))),
  );
  app.post(
    '/api/organization-suggestions/:id/request',
    route("Ask to join where a domain suggested it ('Pending approval')", {
      params: suggestionParams,
      ...suggestionsAnswer,
    }),
    async (request) => success(await requests.ask(callerOf(request), request.params.id)),
  );
  app.get(
    '/api/organizations/:orgId/requests',
    route('Requests to join, waiting for an answer (Admin)', {
      params: orgIdParams,
      ...requestsAnswer,
    }),
    async (request) => {
      const all = await requests.list(callerOf(request), request.params.orgId);
      const { rows, page } = pageOf(all, request.query);
      return success({ requests: rows, page });
    },
  );
  for (const approve of [true, false]) {
    app.post(
      `/api/organizations/:orgId/requests/:requestId/${approve ? 'approve' : 'reject'}`,
      route(approve ? 'Approve a request: a new Lid (Admin)' : 'Reject a request (Admin)', {
        params: orgRequestParams,
        ...requestsAnswer,
      }),
      async (request) => {
        const { orgId, requestId } = request.params;
        const all = await requests.answer(callerOf(request), orgId, requestId, approve);
        const { rows, page } = pageOf(all, request.query);
        return success({ requests: rows, page });
      },
    );
  }
};
