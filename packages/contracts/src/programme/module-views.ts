import { z } from 'zod';
import { localized } from '../localized.ts';

/** What a learner's item is: not started, started, finished, or not yet open. */
export const itemStates = ['new', 'in-progress', 'done', 'locked'] as const;
export type ItemState = (typeof itemStates)[number];

export const imageRef = z.object({ url: z.string(), alt: localized });

export const moduleSummary = z.object({
  id: z.string(),
  week: z.number().int(),
  title: localized,
  description: localized,
  cover: imageRef,
  minutes: z.number().int(),
  questionCount: z.number().int(),
  state: z.enum(itemStates),
  /** Share of the module's items seen, 0–1. */
  progress: z.number().min(0).max(1),
  bestScore: z.number().int().nullable(),
  /** ISO time the module opens; null when it is open. */
  unlocksAt: z.string().nullable(),
});
export type ModuleSummary = z.infer<typeof moduleSummary>;

/** The week's other activities; their screens and own progress come with issues 4 and 5. */
const weekActivity = z.object({ id: z.string(), title: localized, state: z.enum(itemStates) });

export const programmeWeek = z.object({
  number: z.number().int(),
  title: localized,
  intro: localized,
  isLocked: z.boolean(),
  unlocksAt: z.string().nullable(),
  modules: z.array(moduleSummary),
  swipeDeck: weekActivity.nullable(),
  /** `review`: where the assignment stands with the coach (issue 20), else null. */
  assignment: weekActivity
    .extend({ review: z.enum(['approved', 'needs-work']).nullable() })
    .nullable(),
  story: weekActivity.nullable(),
});
export type ProgrammeWeek = z.infer<typeof programmeWeek>;

const contentCard = z.object({
  type: z.literal('card'),
  id: z.string(),
  title: localized,
  body: localized,
  image: imageRef.optional(),
});
/** Questions arrive without their answer; the server checks each answer (POST …/answers). */
export const contentQuestion = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('multiple-choice'),
    id: z.string(),
    question: localized,
    options: z.array(z.object({ id: z.string(), text: localized })),
  }),
  z.object({ type: z.literal('true-false'), id: z.string(), statement: localized }),
  /** Steps in a shuffled order, the same for this learner every time. */
  z.object({
    type: z.literal('order'),
    id: z.string(),
    question: localized,
    steps: z.array(z.object({ id: z.string(), text: localized })),
  }),
]);
export const moduleContentItem = z.union([contentCard, contentQuestion]);
export type ModuleContentItem = z.infer<typeof moduleContentItem>;

export const givenAnswer = z.union([
  z.string().min(1).max(100),
  z.boolean(),
  z.array(z.string().min(1).max(100)).max(10),
]);

export const answerResult = z.object({
  isCorrect: z.boolean(),
  /** The right answer, in the shape of the question's answers. */
  correct: givenAnswer,
  explanation: localized,
});
export type AnswerResult = z.infer<typeof answerResult>;

export const moduleProgress = z.object({
  /** Index of the item the learner is on (resume here). */
  position: z.number().int().min(0),
  answers: z.record(z.string(), answerResult.extend({ given: givenAnswer })),
  score: z.number().int().nullable(),
  bestScore: z.number().int().nullable(),
  completedAt: z.string().nullable(),
});
export type ModuleProgress = z.infer<typeof moduleProgress>;

/** The module an address names: `:id` in its path. */
export const moduleIdParams = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'invalid_value'),
});

/** A module's progress, the answer of every progress endpoint. */
export const progressResponse = z.object({ status: z.literal('success'), data: moduleProgress });
