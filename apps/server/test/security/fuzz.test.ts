import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type JsonSchema,
  malformedRequests,
  type Operation,
  operationOfRoute,
  operationsOf,
  sampleOf,
} from './malformed-requests.ts';
import { buildVictimWorld, securityTestApp, type Session } from './security-world.ts';

/**
 * Issue 18: every operation of the OpenAPI document the server serves gets
 * `REQUESTS_PER_OPERATION` malformed requests, the same ones every run (seeded); so does every
 * route the document leaves out (Better Auth's endpoints from its own route table, files by
 * name), `REQUESTS_PER_HIDDEN_ROUTE` each. A client's mistake is never a 5xx, and every 4xx is
 * `{ code, message }`.
 */
const REQUESTS_PER_OPERATION = 50;
const REQUESTS_PER_HIDDEN_ROUTE = 30;
const SEED = 18;

const app = await securityTestApp();
const world = await buildVictimWorld(app);
// Better Auth's part signs out and revokes sessions: someone of its own, not the world's.
const authFuzzer = await app.signUp('fuzzer@example.nl');
const document = (await app.request({ method: 'GET', url: '/api/docs/json' })).json();
const operations = operationsOf(document);
const resolve = (ref: string) => document.components.schemas[ref.split('/').pop()!] as JsonSchema;

/** Who sends an operation's requests: whoever gets furthest into it. */
function senderOf(op: Operation): Session {
  if (/^\/api\/(admin|imi\/test)/.test(op.path)) return world.platformAdmin;
  if (/^\/api\/(organizations\/\{orgId\}|invited-users|review)/.test(op.path)) return world.coach;
  return world.victim;
}

const madeUpId = '00000000-0000-4000-8000-00000000dead';
/** Real ids where a request can reach further with them; made-up ones where it would destroy. */
function pathParamOf(op: Operation, name: string): string {
  const destroys =
    op.method === 'DELETE' ||
    /\/(ban|require-password-reset|primary|approve|reject)$/.test(op.path);
  const { ids } = world;
  const byName: Record<string, string> = {
    orgId: world.org.id,
    consent: 'Y',
    playerId: world.victim.userId,
    ownerId: world.victim.userId,
    token: ids.invitationToken,
    folder: 'images',
    file: 'cover.svg',
  };
  if (byName[name]) return byName[name];
  if (destroys || ['memberId', 'invitationId', 'requestId'].includes(name)) return madeUpId;
  if (name === 'domainId') return ids.domain;
  const byPath: [RegExp, string][] = [
    [/microlearning/, 'w1-module-1'],
    [/attachment/, ids.photoAnswer],
    [/review\/answers/, ids.textAnswer],
    [/imi-flags/, ids.flag],
    [/evolution/, '1'],
    [/tinder-deck/, 'w1-deck'],
    [/chats/, ids.chat],
    [/admin\/domains/, ids.domain],
    [/account\/emails/, ids.email],
    [/account\/phones/, ids.phone],
    [/organization-suggestions/, ids.suggestion],
  ];
  return byPath.find(([pattern]) => pattern.test(op.path))?.[1] ?? madeUpId;
}

/** FNV-1a: each operation its own seed, the same every run. */
const seedOf = (key: string) =>
  [...key].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261) ^
  SEED;

let requestsSent = 0;

/** Sends an operation's malformed requests; what went wrong, one line each. */
async function fuzz(op: Operation, headers: Record<string, string>, count: number) {
  const baseline = {
    pathParams: Object.fromEntries(op.pathParams.map((p) => [p.name, pathParamOf(op, p.name)])),
    query: Object.fromEntries(
      op.queryParams
        .filter((p) => p.required)
        .map((p) => [p.name, String(sampleOf(p.schema, resolve))]),
    ),
    body: sampleOf(op.body, resolve),
    headers,
  };
  const requests = malformedRequests(op, baseline, {
    count,
    seed: seedOf(`${op.method} ${op.path}`),
  });
  expect(requests).toHaveLength(count);
  const problems: string[] = [];
  for (const { what, ...options } of requests) {
    const response = await app.request(options as Parameters<typeof app.request>[0]);
    requestsSent++;
    const where = `${options.method} ${options.url.slice(0, 120)} (${what}): ${response.statusCode}`;
    if (response.statusCode >= 500) problems.push(`${where} ${response.body.slice(0, 300)}`);
    else if (response.statusCode >= 400) {
      let body: { code?: unknown; message?: unknown } = {};
      try {
        body = JSON.parse(response.body);
      } catch {
        // Not JSON: reported below.
      }
      if (typeof body.code !== 'string' || typeof body.message !== 'string')
        problems.push(`${where} without { code, message }: ${response.body.slice(0, 200)}`);
    }
  }
  return problems;
}

/** Better Auth's endpoints at /api/auth/*, from its own route table and zod schemas. */
const authOperations = Object.values(app.services.auth.api as Record<string, unknown>).flatMap(
  (endpoint) => {
    const { path, options } = endpoint as {
      path?: string;
      options?: { method?: string | string[]; body?: z.ZodType; query?: z.ZodType };
    };
    if (!path || !options) return [];
    const schemaOf = (schema?: z.ZodType) =>
      schema && (z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema);
    return [options.method ?? []]
      .flat()
      .filter((method) => method === 'GET' || method === 'POST')
      .map((method) =>
        operationOfRoute(method, `/api/auth${path}`, {
          body: method === 'POST' ? schemaOf(options.body) : undefined,
          query: schemaOf(options.query),
        }),
      );
  },
);
/** The other routes the document leaves out (pictures and content images by name, dev pages). */
const otherHiddenRoutes = app.routes
  .filter((r) => r.isHidden && r.method !== 'HEAD' && !/^\/api\/(auth|docs)\//.test(r.url))
  .map((r) => operationOfRoute(r.method, r.url));

afterAll(() => {
  // The figures in the README's testing section.
  console.info(
    `fuzz: ${operations.length} documented operations × ${REQUESTS_PER_OPERATION} + ${
      authOperations.length + otherHiddenRoutes.length
    } undocumented routes × ${REQUESTS_PER_HIDDEN_ROUTE} = ${requestsSent} malformed requests, 0 × 5xx`,
  );
});

describe('malformed requests to the documented operations', () => {
  it('come from the whole document', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: never a 5xx, every 4xx { code, message }',
    async (_, op) => {
      const headers = op.isProtected ? senderOf(op).headers : {};
      expect(await fuzz(op, headers, REQUESTS_PER_OPERATION)).toEqual([]);
    },
    120_000,
  );
});

describe('malformed requests to the routes the document leaves out', () => {
  it('come from Better Auth and the route table', () => {
    expect(authOperations.length).toBeGreaterThan(50);
    expect(otherHiddenRoutes.map((op) => op.path)).toContain('/api/avatars/{ownerId}/{file}');
  });

  it.each(
    [...authOperations, ...otherHiddenRoutes].map((op) => [`${op.method} ${op.path}`, op] as const),
  )(
    '%s: never a 5xx, every 4xx { code, message }',
    async (_, op) => {
      const headers = op.path.startsWith('/api/auth/')
        ? { cookie: authFuzzer.cookie }
        : world.victim.headers;
      expect(await fuzz(op, headers, REQUESTS_PER_HIDDEN_ROUTE)).toEqual([]);
    },
    120_000,
  );
});
