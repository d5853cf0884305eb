import fc from 'fast-check';
import { multipartBody, sampleFiles } from '../multipart.ts';

/** The parts of an OpenAPI document the fuzzer reads. */
export interface JsonSchema {
  $ref?: string;
  description?: string;
  type?: string;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
export interface Operation {
  method: string;
  /** As the document writes it: `/api/chats/{id}`. */
  path: string;
  summary: string;
  isProtected: boolean;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  body?: JsonSchema;
  isMultipart: boolean;
}

/** One request as light-my-request takes it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was malformed, for the failure message. */
  what: string;
}

/**
 * An operation the document leaves out (Better Auth's endpoints, files by name), from the route
 * table: `/api/avatars/:ownerId/:file`, with a body and query schema where there is one.
 */
export function operationOfRoute(
  method: string,
  url: string,
  schemas: { body?: JsonSchema; query?: JsonSchema } = {},
): Operation {
  const names = [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const query = schemas.query?.properties ?? {};
  return {
    method,
    path: url.replace(/:(\w+)/g, '{$1}'),
    summary: '',
    isProtected: true,
    pathParams: names.map((name) => ({ name, schema: { type: 'string' } })),
    queryParams: Object.entries(query).map(([name, schema]) => ({
      name,
      schema,
      required: Boolean(schemas.query?.required?.includes(name)),
    })),
    body: schemas.body,
    isMultipart: false,
  };
}

/** Reads every operation out of the document. */
export function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => {
      const op = raw as {
        summary?: string;
        security?: unknown[];
        parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      };
      const parameters = op.parameters ?? [];
      const summary = op.summary ?? '';
      return {
        method: method.toUpperCase(),
        path,
        summary,
        isProtected: Boolean(op.security?.length),
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: Boolean(p.required) })),
        body: op.requestBody?.content?.['application/json']?.schema,
        isMultipart: /multipart/i.test(summary),
      };
    }),
  );
}

/** Values that break things: types, sizes, Unicode (right-to-left, NUL, lone surrogates). */
const specialStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Egnp.exe',
  'مرحبا \u200F بالعالم',
  '\uD800',
  '\uDFFF\uD800',
  '🧨'.repeat(2_000),
  'a'.repeat(100_000),
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '${jndi:ldap://x}',
  '{{constructor.constructor("return process")()}}',
  '\r\nSet-Cookie: x=1',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x',
  'Y'.repeat(65),
];
const specialNumbers = [0, -1, -0, 1.5, 1e308, -1e308, 2 ** 53 + 1, 5e-324, 2 ** 31, -(2 ** 63)];

export const garbageValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...specialStrings),
  fc.constantFrom(...specialNumbers),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything(), { maxKeys: 4 }),
);

/** Bodies that are no JSON, or JSON that is not what anyone sends. */
const brokenJson = [
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[',
  'nul',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":1e999}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
  '\uFEFF{}',
  '{"a":"b"}{"c":"d"}',
];
const wrongContentTypes = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/png',
  'text/html; charset=ü',
  ';;;',
];
const badAuthorizations = [
  '',
  'Bearer',
  'Bearer ',
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${'a'.repeat(10_000)}`,
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  'Bearer not.a.jwt',
  'Bearer %00',
];
const badHeaders: [string, string][] = [
  ['user-id', 'x'.repeat(5_000)],
  ['user-id', '%E2%80%AE'],
  ['origin', 'https://evil.example'],
  ['origin', 'null'],
  ['cookie', `better-auth.session_token=${'z'.repeat(300)}; leerloop_device=%%%`],
  ['cookie', '=; ;=;'],
  ['range', 'bytes=999999999999-1'],
  ['range', 'bytes=-'],
  ['range', 'items=0-1'],
  ['accept-language', 'ar-MA;q=abc'],
  ['x-forwarded-for', 'not-an-ip, , ::ffff:999.1.1.1'],
  ['content-encoding', 'gzip'],
];
const pathGarbage = [
  '%',
  '%zz',
  '%E0%A4%A',
  '..',
  '%2e%2e%2f%2e%2e%2f',
  encodeURIComponent('\u0000'),
  encodeURIComponent('\u202E'),
  encodeURIComponent('🧨'.repeat(50)),
  'a'.repeat(5_000),
  '-1',
  '1e309',
  '0',
  'null',
  encodeURIComponent("' OR 1=1"),
  encodeURIComponent('<script>'),
];

/** Any value as the text of a query parameter (objects as JSON, some have no prototype). */
const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');

/** Header values as HTTP can carry them: what it cannot is percent-encoded. */
const headerSafe = (value: string) =>
  /^[\t\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);

/** A value that meets the schema, as a starting point for breaking one thing at a time. */
export function sampleOf(
  schema: JsonSchema | undefined,
  resolve: (ref: string) => JsonSchema,
): unknown {
  if (!schema) return undefined;
  if (schema.$ref) return sampleOf(resolve(schema.$ref), resolve);
  const first = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (first) return sampleOf(first, resolve);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          // Where to go next: a path of ours (anything else is refused before it is used).
          /callback|redirect/i.test(key) ? '/dashboards' : sampleOf(value, resolve),
        ]),
      );
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        sampleOf(schema.items, resolve),
      );
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return sampleString(schema);
  }
}

/** Known patterns of the contracts, each with a value that matches. */
const patternSamples: [RegExp, string][] = [
  [/@/, 'fuzz@example.nl'],
  [/\{4,253\}/, 'fuzz-school.nl'],
  [/primary/, 'primary'],
  [/\{130\}/, `0x${'ab'.repeat(65)}`],
  [/\{40\}/, `0x${'ab'.repeat(20)}`],
  [/\{36\}/, '00000000-0000-4000-8000-000000000000'],
  [/\\d\{6\}/, '123456'],
  [/\\\+/, '+31612345678'],
  [/\{16,128\}/, 'abcdefghijklmnopqrstuvwx'],
];
function sampleString(schema: JsonSchema) {
  if (schema.format === 'email') return 'fuzz@example.nl';
  const known = schema.pattern && patternSamples.find(([test]) => test.test(schema.pattern!));
  if (known) return known[1];
  return 'fuzz-1'.padEnd(schema.minLength ?? 1, 'x');
}

/**
 * ≥ `count` malformed requests for one operation, the same ones for the same seed: each breaks
 * one thing of a well-formed request (`baseline`) — a field, the body, its type, a path or
 * query parameter, a header, the content type, the method.
 */
export function malformedRequests(
  op: Operation,
  baseline: {
    pathParams: Record<string, string>;
    query: Record<string, string>;
    body: unknown;
    headers: Record<string, string>;
  },
  { count, seed }: { count: number; seed: number },
): FuzzRequest[] {
  const urlWith = (params: Record<string, string>, query: Record<string, string> | string) => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? 'x');
    const search = typeof query === 'string' ? query : new URLSearchParams(query).toString();
    return search ? `${path}?${search}` : path;
  };
  const baseUrl = urlWith(baseline.pathParams, baseline.query);
  const json = (value: unknown) => JSON.stringify(value) ?? 'null';
  const request = (what: string, changes: Partial<FuzzRequest>): FuzzRequest => ({
    method: op.method,
    url: baseUrl,
    headers: {
      ...baseline.headers,
      ...(baseline.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(baseline.body !== undefined && { payload: json(baseline.body) }),
    what,
    ...changes,
  });
  const bodyFields =
    baseline.body && typeof baseline.body === 'object' ? Object.keys(baseline.body) : [];
  const withField = (field: string, value: unknown) =>
    json({ ...(baseline.body as object), [field]: value });
  const withoutField = (field: string) => {
    const { [field]: _, ...rest } = baseline.body as Record<string, unknown>;
    return json(rest);
  };

  const kinds: fc.Arbitrary<FuzzRequest>[] = [
    // Headers: a broken sign-in, a stranger's or garbled header, a range nobody can serve.
    fc.constantFrom(...badAuthorizations).map((authorization) =>
      request(`authorization ${authorization.slice(0, 30)}`, {
        headers: { ...request('', {}).headers, authorization },
      }),
    ),
    fc
      .constantFrom(...badHeaders)
      .map(([name, value]) =>
        request(`header ${name}`, { headers: { ...request('', {}).headers, [name]: value } }),
      ),
    // The method: what the path does not take.
    fc
      .constantFrom('PATCH', 'OPTIONS', 'TRACE', op.method === 'GET' ? 'DELETE' : 'GET')
      .map((method) => request(`method ${method}`, { method })),
    // The path: garbage in a parameter, or extra segments.
    fc.constantFrom(...pathGarbage).map((junk) =>
      request(`path ${junk.slice(0, 20)}`, {
        url: op.pathParams.length
          ? urlWith({ ...baseline.pathParams, [op.pathParams[0]!.name]: junk }, baseline.query)
          : `${baseUrl.split('?')[0]}/${junk}`,
      }),
    ),
    fc.tuple(fc.constantFrom(...pathGarbage), fc.nat()).map(([junk, pick]) => {
      const param = op.pathParams[pick % Math.max(op.pathParams.length, 1)];
      return request(`path param ${param?.name ?? '-'} ${junk.slice(0, 20)}`, {
        url: param
          ? urlWith({ ...baseline.pathParams, [param.name]: junk }, baseline.query)
          : `${baseUrl}//${junk}`,
      });
    }),
    // The query: wrong values, repeated names, garbage names.
    fc.tuple(garbageValue, fc.nat()).map(([value, pick]) => {
      const name = op.queryParams[pick % Math.max(op.queryParams.length, 1)]?.name ?? 'q';
      return request(`query ${name}`, {
        url: urlWith(
          baseline.pathParams,
          `${new URLSearchParams({ ...baseline.query, [name]: asText(value) })}`,
        ),
      });
    }),
    fc
      .constantFrom(
        'a=1&a=2',
        '%=%',
        '&&&',
        'type=all&type=image',
        `q=${'x'.repeat(5_000)}`,
        'week=1&week=2',
        'status[]=all',
      )
      .map((query) =>
        request(`query ${query.slice(0, 20)}`, { url: urlWith(baseline.pathParams, query) }),
      ),
    // The body, whatever the operation takes: not JSON, the wrong type, too big.
    fc.constantFrom(...brokenJson).map((payload) =>
      request(`body ${payload.slice(0, 20)}`, {
        payload,
        headers: { ...request('', {}).headers, 'content-type': 'application/json' },
      }),
    ),
    fc.constantFrom(...wrongContentTypes).map((type) =>
      request(`content-type ${type}`, {
        payload: json(baseline.body ?? { a: 1 }),
        headers: { ...request('', {}).headers, 'content-type': type },
      }),
    ),
    garbageValue.map((value) =>
      request('body of the wrong type', {
        payload: json(value),
        headers: { ...request('', {}).headers, 'content-type': 'application/json' },
      }),
    ),
    fc.constant(
      request('body over the limit', {
        payload: json({ a: 'x'.repeat(1_100_000) }),
        headers: { ...request('', {}).headers, 'content-type': 'application/json' },
      }),
    ),
  ];
  if (bodyFields.length) {
    kinds.push(
      fc
        .tuple(fc.constantFrom(...bodyFields), garbageValue)
        .map(([field, value]) => request(`field ${field}`, { payload: withField(field, value) })),
      fc
        .tuple(fc.constantFrom(...bodyFields), garbageValue)
        .map(([field, value]) => request(`field ${field}`, { payload: withField(field, value) })),
      fc
        .constantFrom(...bodyFields)
        .map((field) => request(`missing ${field}`, { payload: withoutField(field) })),
      fc.constant(
        request('extra fields', {
          payload: `{"__proto__":{"role":"admin"},"role":"admin","userId":"someone",${json(baseline.body).slice(1)}`,
        }),
      ),
    );
  }
  if (op.isMultipart) {
    const fields: Record<string, string> = op.path.includes('upload-attachment')
      ? { assignmentId: 'w1-assignment', taskId: 't2' }
      : {};
    kinds.push(
      fc.constantFrom(
        ...multipartBreakages(fields).map(([what, payload, type]) =>
          request(`multipart ${what}`, {
            payload,
            headers: { ...request('', {}).headers, 'content-type': type },
          }),
        ),
      ),
    );
  }
  const samples = fc.sample(fc.oneof(...kinds), { seed, numRuns: count });
  return samples.map((sample) => ({
    ...sample,
    headers: Object.fromEntries(
      Object.entries(sample.headers).map(([name, value]) => [name, headerSafe(value)]),
    ),
  }));
}

/** Uploads that a parser might choke on: no or another boundary, cut off, odd names and bytes. */
function multipartBreakages(fields: Record<string, string>): [string, Buffer | string, string][] {
  const png = { name: 'foto.png', bytes: sampleFiles.png, type: 'image/png' };
  const good = multipartBody(fields, png);
  const boundary = good.contentType.split('boundary=')[1]!;
  const own = (what: string, body: ReturnType<typeof multipartBody>) =>
    [what, body.payload, body.contentType] as [string, Buffer, string];
  return [
    ['no boundary', good.payload, 'multipart/form-data'],
    ['empty boundary', good.payload, 'multipart/form-data; boundary='],
    ['another boundary', good.payload, 'multipart/form-data; boundary=anders'],
    ['cut off', good.payload.subarray(0, good.payload.length - 30), good.contentType],
    ['no parts', `--${boundary}--\r\n`, good.contentType],
    ['empty body', '', good.contentType],
    own('only fields', multipartBody(fields)),
    own('bytes of no kind', multipartBody(fields, { ...png, bytes: Buffer.alloc(512, 0x5a) })),
    own('odd file name', multipartBody(fields, { ...png, name: '../../\u202Eevil\u0000.png' })),
    own(
      'many parts',
      multipartBody(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'])), png),
    ),
    own('huge field', multipartBody({ ...fields, taskId: 'x'.repeat(100_000) }, png)),
  ];
}
