import { endpoint } from '../endpoint.ts';
import { healthResponse } from './health-views.ts';

/**
 * Is the service working: each configured component with the spec's three texts. The same
 * answer comes with 503 when the database is down (the route adds that status).
 */
export const getHealth = endpoint({
  method: 'GET',
  path: '/health',
  response: healthResponse,
});
