import { changeMemberRole, getOrganizationMembers, removeMember } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pages.ts';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { OrganisationsService } from './organisations.ts';

/** Spec §2 organisation profile, members tab: who is in it, with which role (issue 9). */
export const membersRoutes: FastifyPluginAsyncZod<{
  organisations: Pick<OrganisationsService, 'members' | 'changeRole' | 'removeMember'>;
  guards: Guards;
}> = async (app, { organisations, guards }) => {
  const route = endpointRoutes(['organisations'], guards.signedIn);

  app.route({
    ...route(getOrganizationMembers, 'The members (Admin and Lid)'),
    handler: async (request) => {
      const members = await organisations.members(callerOf(request), request.params.orgId);
      const { rows, page } = pageOf(members, request.query);
      return success({ members: rows, page });
    },
  });
  // Every answer with a list is the page the client asks for (spec §9), also after a change.
  app.route({
    ...route(changeMemberRole, "Change a member's role (Admin; never the last Admin away)"),
    handler: async (request) => {
      const { orgId, memberId } = request.params;
      const members = await organisations.changeRole(
        callerOf(request),
        orgId,
        memberId,
        request.body.role,
      );
      const { rows, page } = pageOf(members, request.query);
      return success({ members: rows, page });
    },
  });
  app.route({
    ...route(removeMember, 'Remove a member (Admin; never the last Admin)'),
    handler: async (request) => {
      const { orgId, memberId } = request.params;
      const members = await organisations.removeMember(callerOf(request), orgId, memberId);
      const { rows, page } = pageOf(members, request.query);
      return success({ members: rows, page });
    },
  });
};
