import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KnownDevicesRepository } from './known-devices.repository.ts';

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

/** The browsers an account signed in from: the password alone is enough there (issue 8). */
export function createKnownDevices(devices: KnownDevicesRepository) {
  return {
    isKnown: async (userId: string, deviceId: string | undefined) =>
      deviceId ? devices.isKnown(userId, hashOf(deviceId)) : false,
    /** Whether this browser signed in to the account with this (primary) address before. */
    isKnownTo: async (email: string, deviceId: string | undefined) =>
      deviceId ? devices.isKnownToEmail(email, hashOf(deviceId)) : false,
    /** Remembers this browser for the account with this (primary) address, if there is one. */
    async rememberFor(email: string, deviceId: string | undefined) {
      const userId = await devices.userIdOf(email);
      if (userId) await this.remember(userId, deviceId);
    },
    async remember(userId: string, deviceId: string | undefined) {
      if (deviceId) await devices.remember(userId, hashOf(deviceId));
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
