/** Spec §7: every call carries the bearer token and the user id from local storage. */
export const USER_ID_HEADER = 'User-Id';
export const AUTHORIZATION_HEADER = 'Authorization';

/**
 * Issue 22: the server sends `/`, `/auth/login` and `/auth/register` pre-rendered (Dutch, signed
 * out). A device that is signed in or reads Darija keeps this cookie (value `app`), and gets the
 * app's own rendering instead, so it never sees the Dutch signed-out page first.
 */
export const FIRST_PAINT_COOKIE = 'leerloop-first-paint';
