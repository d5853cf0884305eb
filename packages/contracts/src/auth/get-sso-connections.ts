import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

export const ssoConnectionsResponse = z.object({
  status: z.literal('success'),
  data: z.object({ connections: z.array(z.object({ id: z.string(), name: z.string() })) }),
});

/** The organisations' single sign-on connections: the sign-in page's "Inloggen met …". */
export const getSsoConnections = endpoint({
  method: 'GET',
  path: '/sso-connections',
  response: ssoConnectionsResponse,
});
