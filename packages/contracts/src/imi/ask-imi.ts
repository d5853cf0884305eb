import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { IMI_MAX_MESSAGE, imiOutcomes, imiSource } from './imi-views.ts';

export const chatBody = z
  .object({
    /** An existing chat of the learner; none starts a new one. */
    chatId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid_value')
      .optional(),
    message: z.string().trim().min(1, 'required').max(IMI_MAX_MESSAGE, 'too_long'),
    /** Server-sent `chat.completion.chunk` events instead of one `chat.completion`. */
    stream: z.boolean().default(false),
  })
  .meta({ id: 'ChatBody' });

const leerloopFields = {
  /** Leerloop's own fields beside the OpenAI-shaped ones. */
  chat_id: z.string(),
  source: imiSource.nullable(),
  outcome: z.enum(imiOutcomes),
};

export const chatCompletion = z
  .object({
    id: z.string(),
    object: z.literal('chat.completion'),
    created: z.number().int(),
    model: z.string(),
    choices: z.array(
      z.object({
        index: z.number().int(),
        message: z.object({ role: z.literal('assistant'), content: z.string() }),
        finish_reason: z.enum(['stop', 'length', 'content_filter']),
      }),
    ),
    ...leerloopFields,
  })
  .meta({ id: 'ChatCompletion' });
export type ChatCompletion = z.infer<typeof chatCompletion>;

/** One server-sent event of a streamed answer (`data: {chunk}`); the last event is `[DONE]`. */
export const chatCompletionChunk = z
  .object({
    id: z.string(),
    object: z.literal('chat.completion.chunk'),
    created: z.number().int(),
    model: z.string(),
    choices: z.array(
      z.object({
        index: z.number().int(),
        delta: z.object({
          role: z.literal('assistant').optional(),
          content: z.string().optional(),
        }),
        finish_reason: z.enum(['stop', 'length', 'content_filter']).nullable(),
      }),
    ),
    ...leerloopFields,
  })
  .meta({ id: 'ChatCompletionChunk' });
export type ChatCompletionChunk = z.infer<typeof chatCompletionChunk>;

/**
 * Spec §7: ask Imi in a chat. The answer is a `chat.completion`, or with `stream: true`
 * `chat.completion.chunk` objects as server-sent events ending with `[DONE]` (an error mid-stream
 * is an event of its own). Needs the learner's consent (issue 18).
 */
export const askImi = endpoint({
  method: 'POST',
  path: '/chats',
  body: chatBody,
  response: chatCompletion,
  errors: ['DAILY_LIMIT', 'NOT_FOUND', 'BIRTH_YEAR_REQUIRED', 'PARENTAL_CONSENT_REQUIRED'],
});
