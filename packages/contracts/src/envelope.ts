import { z } from 'zod';

/** Spec §7's answer envelope: `{ status: 'success', data }`. */
export const successResponse = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), data });
