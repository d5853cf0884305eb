import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { pageInfo, pageQuery } from '../pagination.ts';
import { orgIdParams, orgPerson } from './organization-views.ts';
import { orgRoles } from './roles.ts';

/*
 * Spec §2 organisation profile, members tab: who is in it, with which role (issue 9). Every
 * answer is the page the client asks for (spec §9), also after a change.
 */

export const orgMember = orgPerson
  .extend({ image: z.string().nullable(), role: z.enum(orgRoles), joinedAt: z.string() })
  .meta({ id: 'OrganizationMember' });
export type OrgMember = z.infer<typeof orgMember>;

export const orgMembersResponse = success(
  z.object({ members: z.array(orgMember), page: pageInfo }),
).meta({
  id: 'OrganizationMembers',
});
export const orgMemberParams = orgIdParams.extend({ memberId: z.string().min(1).max(128) });

/** The members (Admin and Lid). */
export const getOrganizationMembers = endpoint({
  method: 'GET',
  path: '/organizations/:orgId/members',
  params: orgIdParams,
  query: pageQuery,
  response: orgMembersResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const updateMemberRoleBody = z
  .object({ role: z.enum(orgRoles) })
  .meta({ id: 'UpdateMemberRoleBody' });

/** Change a member's role (Admin; never the last Admin away). */
export const changeMemberRole = endpoint({
  method: 'PUT',
  path: '/organizations/:orgId/members/:memberId',
  params: orgMemberParams,
  query: pageQuery,
  body: updateMemberRoleBody,
  response: orgMembersResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'LAST_ADMIN'],
});

/** Remove a member (Admin; never the last Admin). */
export const removeMember = endpoint({
  method: 'DELETE',
  path: '/organizations/:orgId/members/:memberId',
  params: orgMemberParams,
  query: pageQuery,
  response: orgMembersResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'LAST_ADMIN'],
});
