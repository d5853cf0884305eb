import { endpoint } from '../endpoint.ts';
import { confirmByNameBody, orgDoneResponse, orgIdParams } from './organization-views.ts';

/** Leave the organisation, its name typed out (never its last Admin). */
export const leaveOrganization = endpoint({
  method: 'POST',
  path: '/organizations/:orgId/leave',
  params: orgIdParams,
  body: confirmByNameBody,
  response: orgDoneResponse,
  errors: ['NOT_FOUND', 'VALIDATION_ERROR', 'LAST_ADMIN'],
});
