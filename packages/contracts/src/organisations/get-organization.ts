import { endpoint } from '../endpoint.ts';
import { organizationResponse, orgIdParams } from './organization-views.ts';

/** One of the caller's organisations. */
export const getOrganization = endpoint({
  method: 'GET',
  path: '/organizations/:orgId',
  params: orgIdParams,
  response: organizationResponse,
  errors: ['NOT_FOUND'],
});
