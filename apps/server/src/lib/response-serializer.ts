import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * The JSON Schema of what a contract's answer looks like on the wire, when it is the same read
 * both ways (no transform, codec or default changes it); otherwise undefined.
 */
function wireSchemaOf(schema: z.ZodType) {
  try {
    const output = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' });
    const input = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' });
    // Only output objects say `additionalProperties: false`: both strip unknown keys alike.
    const plain = (json: object) =>
      JSON.stringify(json, (key, value: unknown) =>
        key === 'additionalProperties' && value === false ? undefined : value,
      );
    return plain(output) === plain(input) ? withPlainNullables(output) : undefined;
  } catch {
    return undefined;
  }
}

type JsonSchema = { [key: string]: unknown };
const isNull = (node: unknown) =>
  typeof node === 'object' &&
  node !== null &&
  Object.keys(node).join() === 'type' &&
  (node as JsonSchema).type === 'null';

/**
 * zod writes `nullable()` as `anyOf: [X, { type: 'null' }]`, which fast-json-stringify answers by
 * validating each value against the branches; `type: [X's type, 'null']` says the same and is
 * written directly.
 */
function withPlainNullables(root: JsonSchema): JsonSchema {
  const defs = (root.$defs ?? {}) as Record<string, JsonSchema>;
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node !== 'object' || node === null) return node;
    const entries = Object.entries(node).map(([key, value]) => [key, visit(value)] as const);
    const copy = Object.fromEntries(entries) as JsonSchema;
    const branches = copy.anyOf;
    if (Array.isArray(branches) && branches.length === 2 && Object.keys(copy).length === 1) {
      const other = branches.find((branch) => !isNull(branch)) as JsonSchema | undefined;
      const resolved =
        typeof other?.$ref === 'string' ? defs[other.$ref.replace('#/$defs/', '')] : other;
      if (branches.some(isNull) && resolved && typeof resolved.type === 'string')
        return { ...(visit(resolved) as JsonSchema), type: [resolved.type, 'null'] };
    }
    return copy;
  };
  return visit(root) as JsonSchema;
}

/**
 * Answers written from their contract (issue 22): fast-json-stringify compiled from the zod
 * schema's JSON Schema writes only the declared fields, as zod's encoding does, in a fraction
 * of its time (a signed-in profile: a tenth of the request's cost). Contracts that transform
 * their values keep zod's encoding. Under test both write every answer, and any difference
 * fails the request: the whole suite checks the two agree.
 */
export function createResponseSerializer({
  compareWithZod,
}: {
  compareWithZod: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const byZod: Serialize = zodSerializer(route as never);
    // Worked out on the first answer: a start converts and compiles none of the routes nobody
    // calls (converting every contract's schema took ~70 ms of the start).
    let chosen: Serialize | undefined;
    const choose = (): Serialize => {
      const wire = wireSchemaOf(route.schema);
      return wire ? fastJson(wire as never) : byZod;
    };
    const serialize: Serialize = (data) => (chosen ??= choose())(data);
    if (!compareWithZod) return serialize;
    return (data) => {
      const fast = serialize(data);
      const expected = byZod(data);
      // The same JSON; the order of an object's keys may differ (the contract's, or the answer's).
      if (fast !== expected && !isDeepStrictEqual(JSON.parse(fast), JSON.parse(expected)))
        throw new Error(
          `${route.method} ${route.url}: the fast answer differs from zod's\n${fast}\n${expected}`,
        );
      return fast;
    };
  };
}
