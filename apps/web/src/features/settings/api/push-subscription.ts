import type { pushSubscriptionBody } from '@leerloop/contracts';
import type { z } from 'zod';
import { callLoaded } from '../../../lib/api-client';

/* Issue 24: this browser's subscription to reminders by push (one endpoint each). */

const endpoints = () => import('@leerloop/contracts/reminders/push-subscription');

/** The server's public VAPID key, the `applicationServerKey` to subscribe with. */
export async function getPushKey() {
  return (await callLoaded(async () => (await endpoints()).getPushKey)).data.publicKey;
}

export async function savePushSubscription(subscription: z.infer<typeof pushSubscriptionBody>) {
  await callLoaded(async () => (await endpoints()).savePushSubscription, { body: subscription });
}

export async function removePushSubscription(endpoint: string) {
  await callLoaded(async () => (await endpoints()).removePushSubscription, {
    body: { endpoint },
  });
}
