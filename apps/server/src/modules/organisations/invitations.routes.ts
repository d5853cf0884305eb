import {
  invitationPreviewResponse,
  invitationTokenParams,
  inviteMembersBody,
  inviteMembersResponse,
  organizationResponse,
  orgIdParams,
  orgInvitationParams,
  orgInvitationsResponse,
  pageQuery,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pages.ts';
import { callerOf, type Guards, signedInRoute, success } from '../../plugins/authenticate.ts';
import type { InvitationsService } from './invitations.ts';

/** Spec §2/§6/§7: an organisation's invitations, and the invitee's page and acceptance. */
export const invitationsRoutes: FastifyPluginAsyncZod<{
  invitations: InvitationsService;
  guards: Guards;
}> = async (app, { invitations, guards }) => {
  const route = signedInRoute(['organisations'], guards.signedIn);
  const invitationsAnswer = { querystring: pageQuery, response: { 200: orgInvitationsResponse } };

  app.post(
    '/api/organizations/:orgId/invitations',
    route(
      'Invite several addresses with one role (Admin); the ones that could not be are listed; over the mail limits: 429, none sent',
      {
        params: orgIdParams,
        body: inviteMembersBody,
        response: { 200: inviteMembersResponse },
      },
    ),
    async (request) => {
      const { emails, role } = request.body;
      return success(
        await invitations.invite(callerOf(request), request.params.orgId, emails, role, request.ip),
      );
    },
  );
  // Spec §7: GET /invited-users/{organisation id}.
  app.get(
    '/api/invited-users/:orgId',
    route("An organisation's invitations and how they went (Admin)", {
      params: orgIdParams,
      ...invitationsAnswer,
    }),
    async (request) => {
      const all = await invitations.list(callerOf(request), request.params.orgId);
      const { rows, page } = pageOf(all, request.query);
      return success({ invitations: rows, page });
    },
  );
  app.delete(
    '/api/organizations/:orgId/invitations/:invitationId',
    route('Revoke a pending invitation (Admin)', {
      params: orgInvitationParams,
      ...invitationsAnswer,
    }),
    async (request) => {
      const { orgId, invitationId } = request.params;
      const all = await invitations.revoke(callerOf(request), orgId, invitationId);
      const { rows, page } = pageOf(all, request.query);
      return success({ invitations: rows, page });
    },
  );
  app.get(
    '/api/invitations/:token',
    {
      schema: {
        tags: ['organisations'],
        summary: 'What an invitation is for (its link is the secret)',
        params: invitationTokenParams,
        response: { 200: invitationPreviewResponse },
      },
    },
    async (request) => success(await invitations.preview(request.params.token)),
  );
  app.post(
    '/api/invitations/:token/accept',
    route('Join with the invitation (signed in with the invited address)', {
      params: invitationTokenParams,
      response: { 200: organizationResponse },
    }),
    async (request) => success(await invitations.accept(callerOf(request), request.params.token)),
  );
};
