import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';

/** The long-lived cookie that tells this browser apart (a random id, no personal data). */
export const DEVICE_COOKIE = 'leerloop_device';
const DEVICE_COOKIE_DAYS = 400;

const hashOf = (deviceId: string) => createHash('sha256').update(deviceId).digest('hex');

/** This browser's device id from a Cookie header, if it has one. */
export function deviceIdOf(cookieHeader: string | null | undefined) {
  const match = cookieHeader?.match(
    new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([A-Za-z0-9_-]{20,64})`),
  );
  return match?.[1];
}

/**
 * Gives a browser without one its device id on the way into Better Auth (its hooks read it from
 * the request); returns the Set-Cookie to send back, also with an error answer.
 */
export function newDeviceCookie(request: FastifyRequest, secure: boolean) {
  if (deviceIdOf(request.headers.cookie)) return undefined;
  const id = randomBytes(24).toString('base64url');
  request.headers.cookie = [request.headers.cookie, `${DEVICE_COOKIE}=${id}`]
    .filter(Boolean)
    .join('; ');
  const attributes = `Path=/; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Lax`;
  return `${DEVICE_COOKIE}=${id}; ${attributes}${secure ? '; Secure' : ''}`;
}

/** Adds a Set-Cookie to a reply, keeping the ones already there. */
export function appendSetCookie(reply: FastifyReply, cookie: string) {
  const earlier = reply.getHeader('set-cookie');
  const kept = earlier === undefined ? [] : Array.isArray(earlier) ? earlier : [String(earlier)];
  reply.header('set-cookie', [...kept, cookie]);
}

export function createKnownDevices(db: Db) {
  return {
    async isKnown(userId: string, deviceId: string | undefined) {
      if (!deviceId) return false;
      const row = await db
        .selectFrom('knownDevice')
        .select('userId')
        .where('userId', '=', userId)
        .where('deviceHash', '=', hashOf(deviceId))
        .executeTakeFirst();
      return Boolean(row);
    },
    /** Whether this browser signed in to the account with this (primary) address before. */
    async isKnownTo(email: string, deviceId: string | undefined) {
      if (!deviceId) return false;
      const row = await db
        .selectFrom('knownDevice')
        .innerJoin('user', 'user.id', 'knownDevice.userId')
        .select('knownDevice.userId')
        .where('user.email', '=', email.trim().toLowerCase())
        .where('knownDevice.deviceHash', '=', hashOf(deviceId))
        .executeTakeFirst();
      return Boolean(row);
    },
    /** Remembers this browser for the account with this (primary) address, if there is one. */
    async rememberFor(email: string, deviceId: string | undefined) {
      const user = await db
        .selectFrom('user')
        .select('id')
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      if (user) await this.remember(user.id, deviceId);
    },
    async remember(userId: string, deviceId: string | undefined) {
      if (!deviceId) return;
      await db
        .insertInto('knownDevice')
        .values({ userId, deviceHash: hashOf(deviceId), lastSeenAt: new Date().toISOString() })
        .onConflict((oc) =>
          oc
            .columns(['userId', 'deviceHash'])
            .doUpdateSet({ lastSeenAt: new Date().toISOString() }),
        )
        .execute();
    },
  };
}
