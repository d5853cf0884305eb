import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { organizationResponse, orgNameSchema, orgSlugSchema } from './organization-views.ts';

export const createOrganizationBody = z
  .object({ name: orgNameSchema, slug: orgSlugSchema })
  .meta({ id: 'CreateOrganizationBody' });
export type CreateOrganizationInput = z.input<typeof createOrganizationBody>;

/** Start an organisation: the caller is its Admin, and it becomes active. */
export const createOrganization = endpoint({
  method: 'POST',
  path: '/organizations',
  body: createOrganizationBody,
  response: organizationResponse,
  errors: ['SLUG_TAKEN'],
});
