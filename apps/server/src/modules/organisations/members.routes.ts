import {
  orgIdParams,
  orgMemberParams,
  orgMembersResponse,
  pageQuery,
  updateMemberRoleBody,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pages.ts';
import { callerOf, type Guards, signedInRoute, success } from '../../plugins/authenticate.ts';
import type { OrganisationsService } from './organisations.ts';

/** Spec §2 organisation profile, members tab: who is in it, with which role (issue 9). */
export const membersRoutes: FastifyPluginAsyncZod<{
  organisations: Pick<OrganisationsService, 'members' | 'changeRole' | 'removeMember'>;
  guards: Guards;
}> = async (app, { organisations, guards }) => {
  const route = signedInRoute(['organisations'], guards.signedIn);
  // Every answer with a list is the page the client asks for (spec §9), also after a change.
  const membersAnswer = { querystring: pageQuery, response: { 200: orgMembersResponse } };

  app.get(
    '/api/organizations/:orgId/members',
    route('The members (Admin and Lid)', { params: orgIdParams, ...membersAnswer }),
    async (request) => {
      const members = await organisations.members(callerOf(request), request.params.orgId);
      const { rows, page } = pageOf(members, request.query);
      return success({ members: rows, page });
    },
  );
  app.put(
    '/api/organizations/:orgId/members/:memberId',
    route("Change a member's role (Admin; never the last Admin away)", {
      params: orgMemberParams,
      body: updateMemberRoleBody,
      ...membersAnswer,
    }),
    async (request) => {
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
  );
  app.delete(
    '/api/organizations/:orgId/members/:memberId',
    route('Remove a member (Admin; never the last Admin)', {
      params: orgMemberParams,
      ...membersAnswer,
    }),
    async (request) => {
      const { orgId, memberId } = request.params;
      const members = await organisations.removeMember(callerOf(request), orgId, memberId);
      const { rows, page } = pageOf(members, request.query);
      return success({ members: rows, page });
    },
  );
};
