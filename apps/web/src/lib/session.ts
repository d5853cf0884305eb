import type { User } from '@leerloop/contracts';
import { realtimeRefs } from '@leerloop/contracts/realtime-refs';
import { useEffect, useSyncExternalStore } from 'react';
import { fetchAccessToken, fetchNewAccessToken, sessionHasEnded, subjectOf } from './access-token';
import { call } from './api-client';
import { setLanguage } from './i18n';
import { forgetKeptStyles } from './kept-styles';
import { forgetOfflineReads } from './offline-cache';
import { queryClient } from './query-client';
import { realtime } from './realtime';
import { storage } from './storage-keys';

/**
 * Who is signed in on this device. Spec §3/§4: `userId`, `accessToken` and `userData` live in
 * local storage; the route set follows from whether a user exists.
 */
const readStoredUser = (): User | null => {
  if (!storage.get('userId')) return null;
  try {
    return JSON.parse(storage.get('userData') ?? 'null') as User | null;
  } catch {
    return null;
  }
};

let currentUser = readStoredUser();
/** How many times the user changed on this page: tells a slow read that a newer one landed. */
let publishCount = 0;
const listeners = new Set<() => void>();
const publish = (user: User | null) => {
  currentUser = user;
  publishCount += 1;
  for (const listener of listeners) listener();
};

/** Who is signed in now, outside a component (a route's loader). */
export const sessionUser = () => currentUser;

export const useSessionUser = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => currentUser,
    // A pre-rendered page is hydrated only on a signed-out device (issue 22): the same answer.
    () => currentUser,
  );

/**
 * Spec §3 session identity — userId, sessionId, actor, orgId, orgRole, orgSlug, orgPermissions —
 * read in one place, from the user `getMe` gave with this session (null: signed out).
 */
export function useSessionIdentity() {
  const user = useSessionUser();
  if (!user) return null;
  const { session } = user;
  return {
    userId: user.id,
    sessionId: session?.sessionId ?? null,
    actor: user.actor,
    orgId: session?.orgId ?? null,
    orgRole: session?.orgRole ?? null,
    orgSlug: session?.orgSlug ?? null,
    orgPermissions: session?.orgPermissions ?? [],
  };
}

async function fetchMe() {
  // Its schema (and zod with it) loads with the first read, not with the first page (issue 22).
  const { getMe } = await import('@leerloop/contracts/users/get-me');
  return (await call(getMe)).data;
}

/** Spec §4, after sign-in: store userId, fetch a token and store it, then fetch the user's data. */
export async function completeSignIn(userId: string) {
  try {
    const user = await beginSignIn(userId);
    await enterApp(user);
    return user;
  } catch (error) {
    console.error('Failed to load user data', error);
    throw error;
  }
}

/** The last part of a sign-in: the user is kept and the app opens its signed-in screens. */
export async function enterApp(user: User) {
  // The language saved in the profile follows the user to every device.
  await setLanguage(user.langSelected);
  updateStoredUser(user);
}

/**
 * The first part of a sign-in: the user id and a token are stored and the user is read, but the
 * app does not switch to its signed-in screens yet (a sign-up still has a step to go).
 */
export async function beginSignIn(userId: string) {
  storage.set('userId', userId);
  const token = await fetchAccessToken();
  if (!token) throw new Error('No access token after sign-in');
  return fetchMe();
}

/** Keeps the stored user in step with the server (profile edits elsewhere, language). */
export function updateStoredUser(user: User) {
  keepUser(user);
  publish(user);
}

function keepUser(user: User) {
  storage.set('userData', JSON.stringify(user));
  // Spec §3: the realtime game state is read at games/{playerId}; the player is the user.
  storage.set('playerId', user.id);
}

/** Reads the profile again and keeps it (after onboarding, say, which changes what is shown). */
export async function refreshStoredUser() {
  const user = await fetchMe();
  updateStoredUser(user);
  return user;
}

/**
 * After the session's organisation changed (switched, joined, created, left): a new access token
 * carries the new claims, and the stored user the new identity.
 */
export async function refreshSessionIdentity() {
  await fetchAccessToken();
  return refreshStoredUser();
}

/** The player id of the realtime game state (spec §3), set from `getMe` at sign-in. */
export const playerId = () => storage.get('playerId') ?? storage.get('userId') ?? '';

/** Forgets the user on this device; the server session is ended by the caller first. */
export function clearSession() {
  for (const key of ['userId', 'accessToken', 'userData', 'playerId', 'onboardingDraft'] as const)
    storage.remove(key);
  forgetKeptStyles();
  void forgetOfflineReads();
  publish(null);
}

/**
 * A session this device's storage does not know of: in a frame on another site (/iframe), the
 * browser keeps that site's storage apart, but the session cookie comes along. Adopts it.
 */
export async function adoptSession() {
  if (currentUser) return currentUser;
  const token = await fetchNewAccessToken();
  const userId = token && subjectOf(token);
  if (!userId) return null;
  // Every call names its user (spec §4 User-Id); the token's subject is who that is.
  storage.set('userId', userId);
  const user = await fetchMe();
  await enterApp(user);
  return user;
}

/**
 * On start: a stored user whose session has ended (signed out elsewhere, expired) is forgotten,
 * so the public routes show instead of failing calls. Offline, the user stays signed in.
 * A session that goes on has its profile read again: it may have changed while this device was
 * away (on another device, or by a change whose own refresh a reload cut off).
 */
export async function revalidateSession() {
  if (!currentUser) return;
  const token = await fetchAccessToken();
  if (!token) {
    if (sessionHasEnded()) clearSession();
    return;
  }
  // Not while the first screen loads: its own modules and reads go first (issue 22).
  await firstScreenSettled();
  const publishedBefore = publishCount;
  const user = await fetchMe().catch(() => null);
  // A profile read or saved meanwhile (the onboarding check's read, say) is at least as new.
  if (!user || user.id !== currentUser?.id || publishCount !== publishedBefore) return;
  // The screens render again only for a profile that changed, not at every start.
  if (JSON.stringify(user) === storage.get('userData')) return;
  await applyReadProfile(user);
}

/** A profile read afresh from the server: kept, shown, and its language applied. */
async function applyReadProfile(user: User) {
  updateStoredUser(user);
  await setLanguage(user.langSelected);
}

const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve);
  });

const readsAnswered = () =>
  new Promise<void>((resolve) => {
    if (!queryClient.isFetching()) return resolve();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching()) return;
      stop();
      resolve();
    });
  });

/** The first screen is up: the page loaded, the reads it started answered, the browser idle. */
async function firstScreenSettled() {
  await pageLoaded();
  await idle();
  await readsAnswered();
  await idle();
}

/**
 * Keeps this device in step with the profile: a change on another device (the language, say)
 * arrives over the realtime store and applies here at once.
 */
export function useProfileSync(userId: string | undefined) {
  useEffect(() => {
    if (!userId) return;
    return realtime.follow(realtimeRefs.user(userId), () => {
      void fetchMe()
        .then(applyReadProfile)
        .catch(() => {});
    });
  }, [userId]);
}

/**
 * After the server switched this browser's session to another user (account switcher,
 * impersonation): sign in as them here and load the app afresh at `landing`, so no cache, socket
 * or screen of the previous user lingers.
 */
export async function switchToUser(userId: string, landing: string) {
  const user = await beginSignIn(userId);
  // Kept, not published: the screens open as the new user only after the reload, instead of the
  // old screen re-rendering for them (an admin page for a learner) while the reload starts.
  storage.set('langSelected', user.langSelected);
  keepUser(user);
  window.location.assign(landing);
}
