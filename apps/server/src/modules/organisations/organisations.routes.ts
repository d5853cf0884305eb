import {
  addDomainBody,
  mySuggestionsResponse,
  orgRequestParams,
  pageQuery,
  orgRequestsResponse,
  suggestionParams,
  confirmByNameBody,
  orgDomainParams,
  orgDomainsResponse,
  updateDomainBody,
  verifyDomainBody,
  invitationPreviewResponse,
  invitationTokenParams,
  inviteMembersBody,
  inviteMembersResponse,
  orgInvitationParams,
  orgInvitationsResponse,
  createOrganizationBody,
  organizationResponse,
  organizationsResponse,
  orgEmbeddingBody,
  orgIdParams,
  orgMemberParams,
  orgMembersResponse,
  setActiveOrganizationBody,
  updateMemberRoleBody,
  updateOrganizationBody,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteContext } from '../../context.ts';
import { pageOf } from '../../lib/pages.ts';
import { filePart } from '../../lib/multipart.ts';
import { callerOf, signedInRoute, success } from '../../plugins/authenticate.ts';
import { createDomains } from './domains.ts';
import { createInvitations } from './invitations.ts';
import { createJoinRequests } from './join-requests.ts';
import { createOrganisations } from './organisations.ts';

const done = { response: { 200: z.object({ status: z.literal('success') }) } };

/** Spec §2 "Organization profile", list and switcher (issue 9). */
export const organisationsRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, ctx) => {
  const organisations = createOrganisations(ctx);
  const route = signedInRoute(['organisations'], ctx.guards.signedIn);
  const listed = async (request: Parameters<typeof callerOf>[0]) =>
    success(await organisations.list(callerOf(request)));
  // Every answer with a list is the page the client asks for (spec §9), also after a change.
  const membersAnswer = { querystring: pageQuery, response: { 200: orgMembersResponse } };
  const invitations = createInvitations(ctx, organisations);
  const invitationsAnswer = { querystring: pageQuery, response: { 200: orgInvitationsResponse } };
  const domains = createDomains(ctx, organisations);
  const domainsAnswer = { response: { 200: orgDomainsResponse } };
  const requests = createJoinRequests(ctx, organisations, invitations);
  const requestsAnswer = { querystring: pageQuery, response: { 200: orgRequestsResponse } };
  const suggestionsAnswer = { response: { 200: mySuggestionsResponse } };

  app.get(
    '/api/organizations',
    route('My organisations and the active one', { response: { 200: organizationsResponse } }),
    listed,
  );
  app.post(
    '/api/organizations',
    route('Start an organisation (you are its Admin; it becomes active)', {
      body: createOrganizationBody,
      response: { 200: organizationResponse },
    }),
    async (request) => success(await organisations.create(callerOf(request), request.body)),
  );
  app.put(
    '/api/organizations/active',
    route('Switch the organisation this session works in (null: the personal account)', {
      body: setActiveOrganizationBody,
      response: { 200: organizationsResponse },
    }),
    async (request) => {
      await organisations.setActive(callerOf(request), request.body.organizationId);
      return listed(request);
    },
  );
  app.get(
    '/api/organizations/:orgId',
    route('One of my organisations', {
      params: orgIdParams,
      response: { 200: organizationResponse },
    }),
    async (request) =>
      success(await organisations.summaryOf(callerOf(request), request.params.orgId)),
  );
  app.put(
    '/api/organizations/:orgId',
    route('Change the name and web address (Admin)', {
      params: orgIdParams,
      body: updateOrganizationBody,
      response: { 200: organizationResponse },
    }),
    async (request) =>
      success(await organisations.update(callerOf(request), request.params.orgId, request.body)),
  );
  app.put(
    '/api/organizations/:orgId/embedding',
    route('The sites that may show Imi in a frame, /iframe?org=<slug> (Admin)', {
      params: orgIdParams,
      body: orgEmbeddingBody,
      response: { 200: organizationResponse },
    }),
    async (request) =>
      success(
        await organisations.setEmbedOrigins(
          callerOf(request),
          request.params.orgId,
          request.body.origins,
        ),
      ),
  );
  app.post(
    '/api/organizations/:orgId/access-code',
    route('Make a new access code for learners to join; the old one stops working (Admin)', {
      params: orgIdParams,
      response: { 200: organizationResponse },
    }),
    async (request) =>
      success(await organisations.renewAccessCode(callerOf(request), request.params.orgId)),
  );
  app.post(
    '/api/organizations/:orgId/logo',
    route('Set the logo (Admin; multipart: file; JPG, PNG, GIF or WEBP under 10 MB)', {
      params: orgIdParams,
      consumes: ['multipart/form-data'],
      response: { 200: organizationResponse },
    }),
    async (request) => {
      const part = await filePart(request);
      return success(
        await organisations.setLogo(callerOf(request), request.params.orgId, part.file),
      );
    },
  );
  app.delete(
    '/api/organizations/:orgId/logo',
    route('Remove the logo (Admin)', {
      params: orgIdParams,
      response: { 200: organizationResponse },
    }),
    async (request) =>
      success(await organisations.setLogo(callerOf(request), request.params.orgId, null)),
  );
  organisations.serveLogos(app);
  app.delete(
    '/api/organizations/:orgId',
    route('Delete the organisation, its name typed out (Admin)', {
      params: orgIdParams,
      body: confirmByNameBody,
      ...done,
    }),
    async (request) => {
      await organisations.remove(callerOf(request), request.params.orgId, request.body.confirm);
      return { status: 'success' as const };
    },
  );
  app.post(
    '/api/organizations/:orgId/leave',
    route('Leave the organisation, its name typed out (never its last Admin)', {
      params: orgIdParams,
      body: confirmByNameBody,
      ...done,
    }),
    async (request) => {
      await organisations.leave(callerOf(request), request.params.orgId, request.body.confirm);
      return { status: 'success' as const };
    },
  );
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
  app.post(
    '/api/organizations/:orgId/requests/:requestId/approve',
    route('Approve a request: a new Lid (Admin)', { params: orgRequestParams, ...requestsAnswer }),
    async (request) => {
      const { orgId, requestId } = request.params;
      const all = await requests.answer(callerOf(request), orgId, requestId, true);
      const { rows, page } = pageOf(all, request.query);
      return success({ requests: rows, page });
    },
  );
  app.post(
    '/api/organizations/:orgId/requests/:requestId/reject',
    route('Reject a request (Admin)', { params: orgRequestParams, ...requestsAnswer }),
    async (request) => {
      const { orgId, requestId } = request.params;
      const all = await requests.answer(callerOf(request), orgId, requestId, false);
      const { rows, page } = pageOf(all, request.query);
      return success({ requests: rows, page });
    },
  );
};
