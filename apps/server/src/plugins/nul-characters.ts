import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** Where in a request's parts a NUL character hides, as a dotted path; none: undefined. */
function nulPathOf(parts: Record<string, unknown>) {
  const pending = Object.entries(parts).map(([name, value]): [unknown, string] => [value, name]);
  while (pending.length) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return `${path}.${key}`;
        pending.push([child, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * A NUL character is in nothing anyone types, and PostgreSQL cannot store one: a `%00` in an id
 * answered 500 there (issue 18's fuzz suite) while SQLite kept it. Refused for every route, in
 * its path, query and JSON body, before any of it reaches a service.
 */
export function registerNulRefusal(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request and finds nothing in nearly all.
  app.addHook('preValidation', (request, _reply, done) => {
    // Path and query come from the URL, where a NUL arrives as `%00` (or raw, through inject).
    const inUrl = request.url.includes('%00') || request.url.includes('\u0000');
    const body = request.body;
    if (!inUrl && (body === undefined || body === null || typeof body === 'number')) return done();
    const path = nulPathOf({ params: request.params, query: request.query, body });
    done(
      path
        ? new AppError('VALIDATION_ERROR', { issues: [{ path, message: 'invalid_value' }] })
        : undefined,
    );
  });
}
