import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { IMI_MAX_MESSAGE, imiOutcomes, imiSource } from './imi-views.ts';

export const imiTestBody = z
  .object({
    prompt: z.string().trim().min(1, 'required').max(IMI_MAX_MESSAGE, 'too_long'),
    language: z.enum(['nl', 'mc']).default('nl'),
  })
  .meta({ id: 'ImiTestBody' });
export const imiTestResponse = success(
  z.object({
    provider: z.enum(['embedded', 'openai']),
    model: z.string(),
    outcome: z.enum(imiOutcomes),
    source: imiSource.nullable(),
    /** Milliseconds from the question to the first piece with words, and to the end. */
    firstChunkMs: z.number().nullable(),
    totalMs: z.number(),
    /** The pieces as the provider gave them, with when each came. */
    chunks: z.array(z.object({ atMs: z.number(), content: z.string() })),
  }),
).meta({ id: 'ImiTest' });

/** The /test-ai page (platform admins): one prompt through the provider, timed piece by piece. */
export const tryImi = endpoint({
  method: 'POST',
  path: '/imi/test',
  body: imiTestBody,
  response: imiTestResponse,
  errors: ['PLATFORM_ADMIN_ONLY'],
});
