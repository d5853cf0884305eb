import { endpoint } from '../endpoint.ts';
import { createOrganizationBody } from './create-organization.ts';
import { organizationResponse, orgIdParams } from './organization-views.ts';

export const updateOrganizationBody = createOrganizationBody.meta({
  id: 'UpdateOrganizationBody',
});

/** Change the name and web address (Admin). */
export const updateOrganization = endpoint({
  method: 'PUT',
  path: '/organizations/:orgId',
  params: orgIdParams,
  body: updateOrganizationBody,
  response: organizationResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'SLUG_TAKEN'],
});
