import { accessTokenRoute } from '@leerloop/contracts/auth/access-token-route';
import { pathOf } from '@leerloop/contracts/endpoint';
import { env } from '../config/env';
import { HttpError, send } from './http';
import { storage } from './storage-keys';

/** Renew the access token this long before it expires. */
const RENEW_MARGIN_MS = 60_000;

/** What an access token says (read, not checked: the server checks it). */
const claimsOf = (token: string): { exp?: unknown; sub?: unknown } => {
  try {
    return JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return {};
  }
};

const expiresAt = (token: string) => {
  const { exp } = claimsOf(token);
  return typeof exp === 'number' ? exp * 1000 : 0;
};

/** Whose session an access token is of: the user id. */
export const subjectOf = (token: string) => {
  const { sub } = claimsOf(token);
  return typeof sub === 'string' ? sub : null;
};

let pending: Promise<string | null> | null = null;

/** Whether the last renewal failed because the server has no session for us (not a network error). */
let isSessionGone = false;
export const sessionHasEnded = () => isSessionGone;

/**
 * Its schema (and zod with it) loads with the first token, not with the first page, and while
 * the request is on its way: a signed-in start's reads wait for the token (issue 22).
 */
async function requestAccessToken() {
  const [{ getAccessToken }, { data }] = await Promise.all([
    import('@leerloop/contracts/auth/session'),
    send({
      method: accessTokenRoute.method,
      url: pathOf(accessTokenRoute, {}, env.apiBaseUrl),
      timeout: 50_000,
    }),
  ]);
  return { getAccessToken, data };
}

/**
 * Fetches a fresh short-lived access token with the session cookie and stores it as
 * `accessToken` (spec §4). Concurrent callers share one request.
 */
export function fetchAccessToken() {
  // Not through the API client: its calls wait for this token.
  pending ??= requestAccessToken()
    .then(({ getAccessToken, data }) => {
      const { token } = getAccessToken.response.parse(data);
      isSessionGone = false;
      storage.set('accessToken', token);
      return token;
    })
    .catch((error: unknown) => {
      isSessionGone = error instanceof HttpError && error.response.status === 401;
      return null;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * A token asked for after everything that changed before this call: one already on its way
 * may have left before the browser let the session cookie through (/iframe, Storage Access).
 */
export async function fetchNewAccessToken() {
  await pending;
  return fetchAccessToken();
}

/** The stored token, renewed first when it is about to expire. */
export async function currentAccessToken() {
  const token = storage.get('accessToken');
  if (token && expiresAt(token) - Date.now() > RENEW_MARGIN_MS) return token;
  if (!storage.get('userId')) return token;
  return (await fetchAccessToken()) ?? token;
}
