import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { requestStatuses } from './join-requests.ts';
import { orgRoles } from './roles.ts';

/** Spec §4: what waits for the caller — suggestions from a domain, and invitations. */
export const mySuggestion = z
  .object({
    id: z.string(),
    organizationId: z.string(),
    organizationName: z.string(),
    status: z.enum(requestStatuses),
  })
  .meta({ id: 'OrganizationSuggestion' });
export const myInvitation = z
  .object({ token: z.string(), organizationName: z.string(), role: z.enum(orgRoles) })
  .meta({ id: 'MyOrganizationInvitation' });
export const mySuggestionsResponse = success(
  z.object({ suggestions: z.array(mySuggestion), invitations: z.array(myInvitation) }),
).meta({ id: 'OrganizationSuggestions' });
export const suggestionParams = z.object({ id: z.string().min(1).max(128) });

/** Organisations waiting for the caller: suggestions, their requests, invitations. */
export const getOrganizationSuggestions = endpoint({
  method: 'GET',
  path: '/organization-suggestions',
  response: mySuggestionsResponse,
});

/** Ask to join where a domain suggested it ('Pending approval'). */
export const askToJoin = endpoint({
  method: 'POST',
  path: '/organization-suggestions/:id/request',
  params: suggestionParams,
  response: mySuggestionsResponse,
  errors: ['NOT_FOUND'],
});
