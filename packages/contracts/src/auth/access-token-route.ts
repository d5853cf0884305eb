/**
 * Spec §4: where a session's access token is fetched. Apart from its schema, so that a start
 * asks for the token while zod and the schema load, not after them (issue 22).
 */
export const accessTokenRoute = { method: 'GET', path: '/auth/token' } as const;
