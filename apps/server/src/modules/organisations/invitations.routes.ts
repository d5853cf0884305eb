import {
  acceptInvitation,
  getInvitation,
  getInvitedUsers,
  inviteMembers,
  revokeInvitation,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pages.ts';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { InvitationsService } from './invitations.ts';

/** Spec §2/§6/§7: an organisation's invitations, and the invitee's page and acceptance. */
export const invitationsRoutes: FastifyPluginAsyncZod<{
  invitations: InvitationsService;
  guards: Guards;
}> = async (app, { invitations, guards }) => {
  const route = endpointRoutes(['organisations'], guards.signedIn);
  // The invitation page before anyone signs in: the link is the secret.
  const publicRoute = endpointRoutes(['organisations']);

  app.route({
    ...route(
      inviteMembers,
      'Invite several addresses with one role (Admin); the ones that could not be are listed; over the mail limits: 429, none sent',
    ),
    handler: async (request) => {
      const { emails, role } = request.body;
      return success(
        await invitations.invite(callerOf(request), request.params.orgId, emails, role, request.ip),
      );
    },
  });
  app.route({
    ...route(getInvitedUsers, "An organisation's invitations and how they went (Admin)"),
    handler: async (request) => {
      const all = await invitations.list(callerOf(request), request.params.orgId);
      const { rows, page } = pageOf(all, request.query);
      return success({ invitations: rows, page });
    },
  });
  app.route({
    ...route(revokeInvitation, 'Revoke a pending invitation (Admin)'),
    handler: async (request) => {
      const { orgId, invitationId } = request.params;
      const all = await invitations.revoke(callerOf(request), orgId, invitationId);
      const { rows, page } = pageOf(all, request.query);
      return success({ invitations: rows, page });
    },
  });
  app.route({
    ...publicRoute(getInvitation, 'What an invitation is for (its link is the secret)'),
    handler: async (request) => success(await invitations.preview(request.params.token)),
  });
  app.route({
    ...route(acceptInvitation, 'Join with the invitation (signed in with the invited address)'),
    handler: async (request) =>
      success(await invitations.accept(callerOf(request), request.params.token)),
  });
};
