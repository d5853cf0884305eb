import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/** Where every endpoint of ours lives on the server (the web app's API base points here). */
export const API_PREFIX = '/api';

/**
 * Better Auth is mounted here, under the API's prefix: its endpoints (and the ones our plugins
 * add to it) are declared with paths that start with this one, as the web app calls them.
 * (Here, beside the prefix, so a client can read it without any schema coming along.)
 */
export const AUTH_BASE_PATH = '/auth';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint, declared once (issue 21): the server registers it and the web app calls it from
 * this same object, so a path or a field cannot differ between the two. `path` is relative to
 * `API_PREFIX`, with `:name` for each of `params`' fields.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: M;
  path: P;
  params?: Params;
  query?: Query;
  body?: Body;
  /** The 200 answer. */
  response: Response;
  /** The error codes this endpoint answers with beyond the ones every endpoint may. */
  errors?: readonly ErrorCode[];
}

/** Declares an endpoint, keeping every part's exact type (a part it lacks is `undefined`). */
export const endpoint = <
  const M extends HttpMethod,
  const P extends string,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(
  declared: Endpoint<M, P, Params, Query, Body, Response>,
) =>
  ({ params: undefined, query: undefined, body: undefined, ...declared }) as {
    method: M;
    path: P;
    params: Params;
    query: Query;
    body: Body;
    response: Response;
    errors?: readonly ErrorCode[];
  };

/** What a caller gives for an endpoint: its path's params, its query and its body. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined });

/** The 200 answer of an endpoint, parsed. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** The endpoint's path with its params filled in (each one encoded), under `API_PREFIX` or not. */
export function pathOf(
  declared: Pick<Endpoint, 'path'>,
  params: Record<string, string | number> = {},
  prefix = '',
) {
  const filled = declared.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${declared.path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
  return `${prefix}${filled}`;
}

/** The address the server registers an endpoint at (Fastify's `:name` syntax). */
export const routeUrlOf = (declared: Pick<Endpoint, 'path'>) => `${API_PREFIX}${declared.path}`;
