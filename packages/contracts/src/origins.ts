import { z } from 'zod';

/** The names a machine has for itself, where a browser trusts plain http as it trusts https. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** A site's address, as a frame's parent is known: https (or http on this machine), no path. */
export function isSiteOrigin(value: string) {
  try {
    const url = new URL(value);
    const isSecure =
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname));
    return isSecure && url.pathname === '/' && !url.search && !url.hash && !url.username;
  } catch {
    return false;
  }
}

/** A site's address as typed ("https://www.school.nl/ "), kept as its origin. */
export const siteOrigin = (message: string) =>
  z
    .string()
    .trim()
    .refine(isSiteOrigin, message)
    .transform((value) => new URL(value).origin);
