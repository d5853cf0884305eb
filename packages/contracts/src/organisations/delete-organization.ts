import { endpoint } from '../endpoint.ts';
import { confirmByNameBody, orgDoneResponse, orgIdParams } from './organization-views.ts';

/** Delete the organisation, its name typed out (Admin). */
export const deleteOrganization = endpoint({
  method: 'DELETE',
  path: '/organizations/:orgId',
  params: orgIdParams,
  body: confirmByNameBody,
  response: orgDoneResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'VALIDATION_ERROR'],
});
