import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { pageInfo, pageQuery } from '../pagination.ts';
import { orgIdParams, orgPerson } from './organization-views.ts';

/*
 * Spec §4: requests to join an organisation, waiting for its Admin's answer, a page at a time
 * (also the answer after one).
 */

/** A join request: suggested by a domain, asked by the user ('Pending approval'), answered. */
export const requestStatuses = ['suggested', 'pending', 'approved', 'rejected'] as const;
export const orgJoinRequest = orgPerson
  .extend({ status: z.enum(requestStatuses), createdAt: z.string() })
  .meta({ id: 'OrganizationJoinRequest' });
export const orgRequestsResponse = success(
  z.object({ requests: z.array(orgJoinRequest), page: pageInfo }),
).meta({
  id: 'OrganizationJoinRequests',
});
export const orgRequestParams = orgIdParams.extend({ requestId: z.string().min(1).max(128) });

/** Requests to join, waiting for an answer (Admin). */
export const getJoinRequests = endpoint({
  method: 'GET',
  path: '/organizations/:orgId/requests',
  params: orgIdParams,
  query: pageQuery,
  response: orgRequestsResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

/** Approve a request: a new Lid (Admin). */
export const approveJoinRequest = endpoint({
  method: 'POST',
  path: '/organizations/:orgId/requests/:requestId/approve',
  params: orgRequestParams,
  query: pageQuery,
  response: orgRequestsResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

/** Reject a request; it is kept, so it is not suggested again (Admin). */
export const rejectJoinRequest = endpoint({
  method: 'POST',
  path: '/organizations/:orgId/requests/:requestId/reject',
  params: orgRequestParams,
  query: pageQuery,
  response: orgRequestsResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});
