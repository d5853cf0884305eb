import { z } from 'zod';
import { localized } from '../localized.ts';

/*
 * Imi, the assistant (issue 6, spec §7): what its chats, answers and flags are made of. Each
 * endpoint is declared in a file of its own beside this one.
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

/** The chat an address names: `:id` in its path. */
export const chatIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid_value'),
});

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
