import { z } from 'zod';

/** Spec §9 pagination: lists that can grow come a page at a time. */
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * `?limit=&cursor=`: how many, and where to go on (a cursor from the previous page's answer,
 * opaque to the client; none: the first page).
 */
export const pageQuery = z.object({
  limit: z.coerce
    .number()
    .int('invalid_value')
    .min(1, 'invalid_value')
    .max(MAX_PAGE_SIZE, 'invalid_value')
    .default(PAGE_SIZE),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,24}$/, 'invalid_value')
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** Where a page sits in its list: 'displaying x of y', previous and next. */
export const pageInfo = z
  .object({
    /** How many the whole list holds. */
    total: z.number().int(),
    /** How many come before this page. */
    offset: z.number().int(),
    limit: z.number().int(),
    nextCursor: z.string().nullable(),
    previousCursor: z.string().nullable(),
  })
  .meta({ id: 'PageInfo' });
export type PageInfo = z.infer<typeof pageInfo>;
