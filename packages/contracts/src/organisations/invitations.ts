import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { pageInfo, pageQuery } from '../pagination.ts';
import { orgIdParams } from './organization-views.ts';
import { orgRoles } from './roles.ts';

/*
 * Spec §6/§7: an organisation's invitations as its Admin sees them, a page at a time (also the
 * answer after a change).
 */

/** An invitation lasts a week. */
export const INVITATION_DAYS = 7;
export const invitationStatuses = ['pending', 'accepted', 'canceled', 'expired'] as const;
export const orgInvitation = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(orgRoles),
    status: z.enum(invitationStatuses),
    invitedBy: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'OrganizationInvitation' });
export type OrgInvitation = z.infer<typeof orgInvitation>;
export const orgInvitationsResponse = success(
  z.object({ invitations: z.array(orgInvitation), page: pageInfo }),
).meta({ id: 'OrganizationInvitations' });
export const orgInvitationParams = orgIdParams.extend({
  invitationId: z.string().min(1).max(128),
});

/** Spec §7: an organisation's invitations and how they went (Admin). */
export const getInvitedUsers = endpoint({
  method: 'GET',
  path: '/invited-users/:orgId',
  params: orgIdParams,
  query: pageQuery,
  response: orgInvitationsResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

/** Revoke a pending invitation (Admin). */
export const revokeInvitation = endpoint({
  method: 'DELETE',
  path: '/organizations/:orgId/invitations/:invitationId',
  params: orgInvitationParams,
  query: pageQuery,
  response: orgInvitationsResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});
