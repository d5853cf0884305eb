import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse } from '../envelope.ts';

/*
 * Issue 24 item 4: web push for reminders. The web app reads the server's public VAPID key,
 * subscribes through its service worker when the learner turns push on, and sends the
 * subscription here; turning push off (or a browser that forgot it) removes it.
 */

export const pushKeyResponse = z
  .object({
    /** The VAPID public key (URL-safe base64), the `applicationServerKey` of a subscription. */
    publicKey: z.string(),
  })
  .meta({ id: 'PushKey' });

export const getPushKey = endpoint({
  method: 'GET',
  path: '/reminders/push-key',
  response: successResponse(pushKeyResponse),
});

/** A browser's `PushSubscription.toJSON()`, as much of it as sending needs. */
export const pushSubscriptionBody = z
  .object({
    endpoint: z.url().max(2000),
    keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  })
  .meta({ id: 'PushSubscription' });

export const pushSubscriptionEndpointBody = z
  .object({ endpoint: z.url().max(2000) })
  .meta({ id: 'PushSubscriptionEndpoint' });

const savedResponse = z.object({ status: z.literal('success') });

/** This browser may be sent the signed-in learner's reminders by push. */
export const savePushSubscription = endpoint({
  method: 'PUT',
  path: '/reminders/push-subscription',
  body: pushSubscriptionBody,
  response: savedResponse,
});

/** This browser is no longer sent reminders by push (e-mail again, if it was the only one). */
export const removePushSubscription = endpoint({
  method: 'POST',
  path: '/reminders/push-subscription/remove',
  body: pushSubscriptionEndpointBody,
  response: savedResponse,
});
