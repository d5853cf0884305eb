import { endpoint } from '../endpoint.ts';
import { organizationsResponse } from './organization-views.ts';

/** Spec §2: the caller's organisations, with their role in each, and the active one. */
export const getOrganizations = endpoint({
  method: 'GET',
  path: '/organizations',
  response: organizationsResponse,
});
