import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializer } from './response-serializer.ts';

const profile = z.object({
  status: z.literal('success'),
  data: z.object({
    id: z.string(),
    email: z.string(),
    lastName: z.string().nullable(),
    tags: z.array(z.object({ name: z.string() })),
    role: z.enum(['learner', 'coach']).optional(),
  }),
});
const route = (schema: z.ZodType) => ({
  schema,
  method: 'GET',
  url: '/api/test',
  httpStatus: '200',
});
const fast = createResponseSerializer({ compareWithZod: false });
const checked = createResponseSerializer({ compareWithZod: true });
const answer = {
  status: 'success',
  data: {
    id: 'u1',
    email: 'a@b.nl',
    lastName: null,
    tags: [{ name: 'x', secret: 1 }],
    passwordHash: 'never on the wire',
  },
};

describe('answers written from their contract', () => {
  it('writes only the declared fields, exactly as zod does', () => {
    const written = fast(route(profile))(answer);
    expect(JSON.parse(written)).toEqual({
      status: 'success',
      data: { id: 'u1', email: 'a@b.nl', lastName: null, tags: [{ name: 'x' }] },
    });
    expect(checked(route(profile))(answer)).toBe(written);
  });

  it('keeps zod for a contract that transforms its values on the way out', () => {
    const stamped = z.object({
      at: z.codec(z.iso.datetime(), z.date(), {
        decode: (text) => new Date(text),
        encode: (date) => date.toISOString(),
      }),
    });
    const at = new Date('2026-11-29T10:00:00.000Z');
    expect(fast(route(stamped))({ at })).toBe('{"at":"2026-11-29T10:00:00.000Z"}');
  });

  it("under test, takes the same JSON with the keys in another order as zod's", () => {
    const parts = z.object({ a: z.string(), b: z.string().optional() });
    expect(JSON.parse(checked(route(parts))({ b: 'y', a: 'x' }))).toEqual({ a: 'x', b: 'y' });
  });

  it('under test, refuses an answer that breaks its contract', () => {
    const wrong = { ...answer, data: { ...answer.data, id: 5 } };
    expect(() => checked(route(profile))(wrong)).toThrow();
  });
});
