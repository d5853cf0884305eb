/** Spec §7: every call carries the bearer token and the user id from local storage. */
export const USER_ID_HEADER = 'User-Id';
export const AUTHORIZATION_HEADER = 'Authorization';
