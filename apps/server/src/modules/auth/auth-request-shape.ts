import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/** Where Better Auth sends the browser next; it builds URLs of them unchecked. */
const callbackFields = ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL', 'redirectTo'];

/** No body of Better Auth's is nested more than a few levels; JSON 5000 deep breaks re-sending. */
const MAX_BODY_DEPTH = 16;

/** How deeply a parsed JSON value nests, counted without recursion (deep input must not throw). */
function depthOf(value: unknown) {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length) {
    const [next, depth] = pending.pop()!;
    if (typeof next !== 'object' || next === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_BODY_DEPTH) break;
    for (const child of Object.values(next)) pending.push([child, depth + 1]);
  }
  return deepest;
}

const malformed = (path: string) =>
  new AppError('VALIDATION_ERROR', { issues: [{ path, message: 'invalid_value' }] });

/** An address of ours: a path on this site, or a full URL at one of the trusted origins. */
function isOwnAddress(value: unknown, trustedOrigins: string[]) {
  if (typeof value !== 'string') return false;
  const isPath = value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
  if (!isPath && !/^https?:\/\//i.test(value)) return false;
  try {
    return trustedOrigins.includes(new URL(value, trustedOrigins[0]).origin);
  } catch {
    return false;
  }
}

/**
 * Issue 18 (found by the fuzz suite): a body that is JSON but no object (`"x"`, `0`, `true`),
 * one nested thousands deep, and a callback address Better Auth cannot parse all answered 500,
 * though each is a client's mistake. They are refused here, before it, as 400.
 */
export function assertAuthRequestShape(request: FastifyRequest, trustedOrigins: string[]) {
  const body = request.body;
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (body !== undefined && body !== null && !isObject) throw malformed('body');
  if (depthOf(body) > MAX_BODY_DEPTH) throw malformed('body');
  const query = request.query as Record<string, unknown>;
  const fields = isObject ? (body as Record<string, unknown>) : {};
  for (const field of callbackFields)
    for (const value of [query[field], fields[field]])
      if (value !== undefined && !isOwnAddress(value, trustedOrigins)) throw malformed(field);
}
