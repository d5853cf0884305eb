import { endpoint } from '../endpoint.ts';
import { invitationTokenParams } from './get-invitation.ts';
import { organizationResponse } from './organization-views.ts';

/**
 * Join with the invitation, signed in with the invited address (primary or a verified further
 * one); the organisation becomes active.
 */
export const acceptInvitation = endpoint({
  method: 'POST',
  path: '/invitations/:token/accept',
  params: invitationTokenParams,
  response: organizationResponse,
  errors: ['INVITATION_INVALID', 'INVITATION_NO_LONGER_VALID', 'FORBIDDEN'],
});
