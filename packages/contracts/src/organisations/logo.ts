import { endpoint } from '../endpoint.ts';
import { organizationResponse, orgIdParams } from './organization-views.ts';

/*
 * The organisation's logo (Admin): the server checks the picture, draws it again as a square
 * and answers the organisation with the address to show it at.
 */

/** Set the logo: multipart, one `file` part (JPG, PNG, GIF or WEBP under 10 MB). */
export const setOrganizationLogo = endpoint({
  method: 'POST',
  path: '/organizations/:orgId/logo',
  params: orgIdParams,
  response: organizationResponse,
  errors: [
    'NOT_FOUND',
    'FORBIDDEN',
    'VALIDATION_ERROR',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
  ],
});

/** Remove the logo. */
export const removeOrganizationLogo = endpoint({
  method: 'DELETE',
  path: '/organizations/:orgId/logo',
  params: orgIdParams,
  response: organizationResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});
