import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { siteOrigin } from '../origins.ts';
import { organizationResponse, orgIdParams } from './organization-views.ts';

/** The sites that may show Imi in a frame (/iframe?org=<slug>). */
export const orgEmbeddingBody = z
  .object({
    origins: z.array(siteOrigin('origin_invalid')).max(20, 'too_many_origins'),
  })
  .meta({ id: 'OrganizationEmbeddingBody' });
export type OrgEmbeddingInput = z.input<typeof orgEmbeddingBody>;

/** Choose the sites that may show Imi in a frame (Admin). */
export const setEmbedOrigins = endpoint({
  method: 'PUT',
  path: '/organizations/:orgId/embedding',
  params: orgIdParams,
  body: orgEmbeddingBody,
  response: organizationResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});
