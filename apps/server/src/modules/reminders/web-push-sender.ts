import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair: from the settings, or made once per data directory and kept there (as the
 * auth secret is), so subscriptions stay valid across restarts. Several instances on separate
 * disks need the pair in their settings (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY).
 */
export function vapidKeysOf(configured: VapidKeys | undefined, dataDir: string): VapidKeys {
  if (configured) return configured;
  const file = join(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long a push service keeps a reminder for a device that is off: a day. */
const TIME_TO_LIVE_S = 24 * 60 * 60;

/**
 * Sends one push message (web-push encrypts it for the browser and signs it with VAPID).
 * Answers `gone` when the push service no longer knows the subscription (404, 410).
 */
export function createWebPushSender({ keys, subject }: { keys: VapidKeys; subject: string }) {
  return {
    publicKey: keys.publicKey,
    async send(target: PushTarget, payload: object): Promise<'sent' | 'gone'> {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          { vapidDetails: { subject, ...keys }, TTL: TIME_TO_LIVE_S, timeout: 10_000 },
        );
        return 'sent';
      } catch (error) {
        if (error instanceof webpush.WebPushError && [404, 410].includes(error.statusCode))
          return 'gone';
        throw error;
      }
    },
  };
}

export type WebPushSender = ReturnType<typeof createWebPushSender>;
