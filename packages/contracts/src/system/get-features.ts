import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';

/**
 * The optional parts this deployment has turned on, so the web app shows only what works.
 * Issue 20: web3 wallets are off unless WALLETS_ENABLED (decision 031).
 */
export const featuresResponse = success(z.object({ wallets: z.boolean() })).meta({
  id: 'Features',
});
export type Features = z.infer<typeof featuresResponse>['data'];

/** Anyone may ask: it says nothing of anyone. */
export const getFeatures = endpoint({
  method: 'GET',
  path: '/features',
  response: featuresResponse,
});
