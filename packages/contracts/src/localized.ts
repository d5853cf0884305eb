import { z } from 'zod';

/**
 * A text a learner reads, in Dutch (nl, the source) and Darija in Arabic script (mc). Apart from
 * the content files' schemas (content.ts), so an endpoint whose answer holds texts does not build
 * every content schema with its first call (issue 22).
 */
export const localized = z
  .object({ nl: z.string().trim().min(1), mc: z.string().trim().min(1) })
  .strict();
export type Localized = z.infer<typeof localized>;
