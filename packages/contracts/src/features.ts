import { z } from 'zod';
import { successResponse as success } from './envelope.ts';

/**
 * GET /features (anyone): the optional parts this deployment has turned on, so the web app shows
 * only what works. Issue 20: web3 wallets are off unless WALLETS_ENABLED (decision 031).
 */
export const featuresResponse = success(z.object({ wallets: z.boolean() })).meta({
  id: 'Features',
});
export type Features = z.infer<typeof featuresResponse>['data'];
