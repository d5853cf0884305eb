import { z } from 'zod';
import { emailSchema } from '../auth/auth-fields.ts';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { orgIdParams } from './organization-views.ts';
import { orgRoles } from './roles.ts';

/** Invite: several addresses at once, one role (spec §6). */
export const MAX_INVITES_AT_ONCE = 20;
export const inviteMembersBody = z
  .object({
    emails: z.array(z.string()).min(1, 'emails_required').max(MAX_INVITES_AT_ONCE),
    role: z.enum(orgRoles),
  })
  .meta({ id: 'InviteMembersBody' });
/** Why an address was not invited (spec §8 "fix the listed issues and retry"). */
export const inviteFailureReasons = ['invalid', 'already_member', 'already_invited'] as const;
export const inviteMembersResponse = success(
  z.object({
    sent: z.array(z.string()),
    failed: z.array(z.object({ email: z.string(), reason: z.enum(inviteFailureReasons) })),
  }),
).meta({ id: 'InviteMembersResult' });

/** An address is checked as the sign-up checks it. */
export const inviteEmailSchema = emailSchema;

/**
 * Invite several addresses with one role (Admin); the ones that could not be are listed. Over
 * the mail limits none is sent (RATE_LIMITED), so the same list can be sent again.
 */
export const inviteMembers = endpoint({
  method: 'POST',
  path: '/organizations/:orgId/invitations',
  params: orgIdParams,
  body: inviteMembersBody,
  response: inviteMembersResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'RATE_LIMITED'],
});
