import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { invitationStatuses } from './invitations.ts';
import { orgRoles } from './roles.ts';

/** The invitation a link names: its token is the secret. */
export const invitationTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'invalid_value'),
});
export const invitationPreviewResponse = success(
  z.object({
    organizationName: z.string(),
    email: z.string(),
    role: z.enum(orgRoles),
    status: z.enum(invitationStatuses),
  }),
).meta({ id: 'InvitationPreview' });

/** What the invitation page shows before anyone signs in (public: the link is the secret). */
export const getInvitation = endpoint({
  method: 'GET',
  path: '/invitations/:token',
  params: invitationTokenParams,
  response: invitationPreviewResponse,
  errors: ['INVITATION_INVALID'],
});
