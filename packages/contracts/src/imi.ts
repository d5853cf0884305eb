import { z } from 'zod';
import { pageInfo, pageQuery } from './pagination.ts';
import { localized } from './content.ts';
import { successResponse as success } from './envelope.ts';

/**
 * Imi, the assistant (issue 6, spec §7): `POST /chats` answers a `chat.completion` (or streams
 * `chat.completion.chunk` objects as server-sent events, ending with `[DONE]`), `GET /chats/{id}`
 * one of the learner's chats, `GET /chats` their list, `GET /my-imi` the greeting, suggested
 * questions and what is left of today's quota.
 */
export const IMI_MAX_MESSAGE = 500;

/** An official page to read more, or to check a figure that changes every year. */
export const imiMore = z.object({ name: z.string(), url: z.string() });

/**
 * Where an answer came from: the programme's item (a module — with its card —, a swipe deck or a
 * Brainfood item), or only an official website; `more` names an official page beside it.
 */
export const imiSource = z
  .object({
    kind: z.enum(['module', 'brainfood', 'swipe-deck', 'website']),
    id: z.string(),
    title: localized,
    week: z.number().int(),
    card: z.string().optional(),
    more: imiMore.optional(),
  })
  .meta({ id: 'ImiSource' });
export type ImiSource = z.infer<typeof imiSource>;

/**
 * How an answer came about: from the content (`answered`), not known (`unknown`: a question on
 * the programme's topics it cannot answer), off-topic (`redirect`), homework (`hint`: a hint,
 * not the work), the fixed help answer (`crisis`), harmful (`refused`), or stopped.
 */
export const imiOutcomes = [
  'answered',
  'unknown',
  'redirect',
  'hint',
  'crisis',
  'refused',
  'stopped',
] as const;
export type ImiOutcome = (typeof imiOutcomes)[number];

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

export const chatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  source: imiSource.nullable(),
  outcome: z.enum(imiOutcomes).nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatSummary = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: z.string(),
});

export const chatIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid_value'),
});
export const chatResponse = success(chatSummary.extend({ messages: z.array(chatMessage) })).meta({
  id: 'Chat',
});
export const chatsQuery = pageQuery;
export const chatsResponse = success(z.object({ chats: z.array(chatSummary), page: pageInfo }));

export const myImiResponse = success(
  z.object({
    greeting: z.string(),
    /** Questions from the learner's current week, in their language. */
    suggestions: z.array(z.string()),
    limit: z.number().int(),
    remaining: z.number().int(),
  }),
).meta({ id: 'MyImi' });

/**
 * What a learner's message to Imi was about when it was a crisis (issue 17): flagged at once for
 * the coaches who may review the learner (the platform admins when there are none).
 */
export const crisisCategories = [
  'suicide',
  'self-harm',
  'abuse',
  'sexual-abuse',
  'domestic-violence',
  'unsafe-home',
  'sextortion',
  'running-away',
  'eating-disorder',
  'danger',
] as const;
export type CrisisCategory = (typeof crisisCategories)[number];
export const imiFlagCategories = crisisCategories;
export const imiFlag = z.object({
  id: z.string(),
  category: z.enum(imiFlagCategories),
  learner: z.string(),
  message: z.string(),
  createdAt: z.string(),
  seen: z.boolean(),
});
export const imiFlagsResponse = success(z.object({ flags: z.array(imiFlag) })).meta({
  id: 'ImiFlags',
});
export const imiFlagParams = chatIdParams;
/** The menu's badge: flags of the coach's learners nobody has marked seen yet. */
export const imiFlagCountResponse = success(z.object({ unseen: z.number().int() })).meta({
  id: 'ImiFlagCount',
});

/** POST /imi/test (platform admins, the /test-ai page): one prompt through the provider. */
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
