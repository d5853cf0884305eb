import { endpoint } from '../endpoint.ts';
import { organizationResponse, orgIdParams } from './organization-views.ts';

/** A new access code for learners to join; the old one stops working (Admin). */
export const renewAccessCode = endpoint({
  method: 'POST',
  path: '/organizations/:orgId/access-code',
  params: orgIdParams,
  response: organizationResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});
