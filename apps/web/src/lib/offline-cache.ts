/*
 * What the service worker (apps/web/sw) keeps of the API for offline use, named here once so the
 * app can forget it: only the programme a learner has opened, never auth, never other people's
 * data (decision 052).
 */

/** The cache of the programme's reads a learner has seen (the worker fills it, network first). */
export const PROGRAMME_READS_CACHE = 'leerloop-programme-reads';

/** The API reads a learner needs to work through an opened week (and a review) offline. */
export const OFFLINE_READ_PATHS = [
  '/api/get-microlearning-modules',
  '/api/get-microlearning-content/',
  '/api/microlearning-progress/',
  '/api/tinder-deck/',
  '/api/games/',
  // The review due when last seen online: its answers wait on the device too.
  '/api/spaced-review',
] as const;

export const isOfflineRead = (pathname: string) =>
  OFFLINE_READ_PATHS.some((path) => pathname === path || pathname.startsWith(path));

/** On sign-out: the next person on this device never sees the previous one's progress. */
export async function forgetOfflineReads() {
  if (typeof caches === 'undefined') return;
  await caches.delete(PROGRAMME_READS_CACHE).catch(() => false);
}
