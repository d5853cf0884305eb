import axios from 'axios';
import { env } from '../config/env';
import { storage } from './storage-keys';

/** Renew the access token this long before it expires. */
const RENEW_MARGIN_MS = 60_000;

const expiresAt = (token: string) => {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
};

let pending: Promise<string | null> | null = null;

/** Whether the last renewal failed because the server has no session for us (not a network error). */
let isSessionGone = false;
export const sessionHasEnded = () => isSessionGone;

/**
 * Fetches a fresh short-lived access token with the session cookie and stores it as
 * `accessToken` (spec §4). Concurrent callers share one request.
 */
export function fetchAccessToken() {
  pending ??= axios
    .get<{ token: string }>(`${env.apiBaseUrl}/auth/token`, {
      withCredentials: true,
      timeout: 50_000,
    })
    .then(({ data }) => {
      isSessionGone = false;
      storage.set('accessToken', data.token);
      return data.token;
    })
    .catch((error: unknown) => {
      isSessionGone = axios.isAxiosError(error) && error.response?.status === 401;
      return null;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The stored token, renewed first when it is about to expire. */
export async function currentAccessToken() {
  const token = storage.get('accessToken');
  if (token && expiresAt(token) - Date.now() > RENEW_MARGIN_MS) return token;
  if (!storage.get('userId')) return token;
  return (await fetchAccessToken()) ?? token;
}
