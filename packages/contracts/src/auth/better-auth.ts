import { z } from 'zod';
import { AUTH_BASE_PATH, routeUrlOf } from '../endpoint.ts';

/** Where the server mounts Better Auth (its `basePath`). */
export const AUTH_ROUTE = routeUrlOf({ path: AUTH_BASE_PATH });

/** A Better Auth endpoint's path as Better Auth knows it: without `AUTH_BASE_PATH`. */
export type AuthPath<P extends string> = P extends `${typeof AUTH_BASE_PATH}${infer Rest}`
  ? Rest
  : never;

/**
 * The path Better Auth knows one of its declared endpoints by (its hooks' `ctx.path`, what our
 * routes forward to): its declared path without `AUTH_BASE_PATH`.
 */
export function authPathOf<const P extends string>(declared: { path: P }): AuthPath<P> {
  if (!declared.path.startsWith(`${AUTH_BASE_PATH}/`))
    throw new Error(`${declared.path} is not one of Better Auth's endpoints`);
  return declared.path.slice(AUTH_BASE_PATH.length) as AuthPath<P>;
}

/** Better Auth's answer of a change that has nothing else to say. */
export const authStatusResponse = z.object({ status: z.boolean() });

/**
 * Better Auth's answer of a first step of signing in: the user (the session cookie comes with
 * it), or, for an account with a second step, `twoFactorRedirect` and no session yet.
 */
export const authFirstStepResponse = z.object({
  user: z.object({ id: z.string() }).optional(),
  twoFactorRedirect: z.boolean().optional(),
});
export type AuthFirstStep = z.infer<typeof authFirstStepResponse>;

/** Better Auth's answer of a step that signs in (or renews the session): its token, the user. */
export const authSignedInResponse = z.object({
  token: z.string().nullable(),
  user: z.object({ id: z.string() }),
});
