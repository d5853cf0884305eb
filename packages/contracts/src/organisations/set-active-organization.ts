import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { organizationsResponse } from './organization-views.ts';

/** An organisation of the caller's, or null for the personal account. */
export const setActiveOrganizationBody = z
  .object({ organizationId: z.string().nullable() })
  .meta({ id: 'SetActiveOrganizationBody' });

/** Switch the organisation the session works in; answers the organisations, as listed. */
export const setActiveOrganization = endpoint({
  method: 'PUT',
  path: '/organizations/active',
  body: setActiveOrganizationBody,
  response: organizationsResponse,
  errors: ['NOT_FOUND'],
});
