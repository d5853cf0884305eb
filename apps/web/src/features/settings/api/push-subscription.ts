import type { pushSubscriptionBody } from '@leerloop/contracts';
import type { z } from 'zod';
import { call, endpointsIn } from '../../../lib/api-client';

/* Issue 24: this browser's subscription to reminders by push (one endpoint each). */

const endpoints = endpointsIn(() => import('@leerloop/contracts/reminders/push-subscription'));

/** The server's public VAPID key, the `applicationServerKey` to subscribe with. */
export async function getPushKey() {
  return (await call(endpoints.getPushKey)).data.publicKey;
}

export async function savePushSubscription(subscription: z.infer<typeof pushSubscriptionBody>) {
  await call(endpoints.savePushSubscription, { body: subscription });
}

export async function removePushSubscription(endpoint: string) {
  await call(endpoints.removePushSubscription, { body: { endpoint } });
}
