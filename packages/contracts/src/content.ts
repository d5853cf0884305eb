/*
 * The programme as files under content/ (issue 3). Every text a learner reads exists in Dutch
 * (nl, the source) and Darija in Arabic script (mc). Ids are stable: a re-import updates in
 * place and never loses a learner's progress, so an id is never reused for something else.
 */
import { z } from 'zod';
import { answerTypes } from './assignments/answer-types.ts';
import { localized } from './localized.ts';

export { answerTypes } from './assignments/answer-types.ts';
export { localized, type Localized } from './localized.ts';

/** Lower-case words joined by dashes, e.g. `w1-m1-sterke-kanten`. */
const contentId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by dashes');
const itemId = z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes');

/** An illustration made for the project: an SVG or WebP file beside the YAML, with alt text. */
export const image = z
  .object({
    src: z.string().regex(/^images\/[a-z0-9-]+\.(svg|webp)$/, 'must be images/<name>.svg or .webp'),
    alt: localized,
  })
  .strict();

const card = z
  .object({
    type: z.literal('card'),
    id: itemId,
    title: localized,
    body: localized,
    image: image.optional(),
  })
  .strict();

const multipleChoice = z
  .object({
    type: z.literal('multiple-choice'),
    id: itemId,
    question: localized,
    options: z
      .array(z.object({ id: itemId, text: localized }).strict())
      .min(2)
      .max(5),
    correct: itemId,
    /** Shown after every answer, right or wrong: why this is the answer. */
    explanation: localized,
  })
  .strict()
  .refine((q) => q.options.some((o) => o.id === q.correct), {
    message: 'correct must be one of the option ids',
    path: ['correct'],
    params: { i18n: 'content_correct_option' },
  });

const trueFalse = z
  .object({
    type: z.literal('true-false'),
    id: itemId,
    statement: localized,
    correct: z.boolean(),
    explanation: localized,
  })
  .strict();

const order = z
  .object({
    type: z.literal('order'),
    id: itemId,
    question: localized,
    /** In the right order; the app shuffles them. */
    steps: z
      .array(z.object({ id: itemId, text: localized }).strict())
      .min(3)
      .max(6),
    explanation: localized,
  })
  .strict();

export const moduleItem = z.union([card, multipleChoice, trueFalse, order]);
export type ModuleItem = z.infer<typeof moduleItem>;
export const isQuestion = (item: ModuleItem) => item.type !== 'card';

const uniqueIds = (items: { id: string }[]) =>
  new Set(items.map((i) => i.id)).size === items.length;

export const moduleFile = z
  .object({
    id: contentId,
    title: localized,
    /** One line on the module tile. */
    description: localized,
    cover: image,
    minutes: z.number().int().min(2).max(20),
    items: z.array(moduleItem),
    /** Key takeaways for the summary screen. */
    takeaways: z.array(localized).min(3).max(6),
  })
  .strict()
  .refine((m) => uniqueIds(m.items), {
    message: 'item ids must be unique in the module',
    path: ['items'],
    params: { i18n: 'content_ids_unique' },
  })
  .refine(
    (m) =>
      m.items.filter((i) => i.type === 'card').length >= 6 &&
      m.items.filter((i) => i.type === 'card').length <= 10,
    {
      message: 'a module has 6 to 10 cards',
      path: ['items'],
      params: { i18n: 'content_module_cards' },
    },
  )
  .refine((m) => m.items.filter(isQuestion).length >= 3 && m.items.filter(isQuestion).length <= 5, {
    message: 'a module has 3 to 5 questions',
    path: ['items'],
    params: { i18n: 'content_module_questions' },
  });
export type ModuleFile = z.infer<typeof moduleFile>;

export const swipeDeckFile = z
  .object({
    id: contentId,
    title: localized,
    cards: z
      .array(
        z
          .object({
            id: itemId,
            statement: localized,
            /** For a statement of fact, the right side; absent for an opinion (no right answer). */
            correct: z.enum(['agree', 'disagree']).optional(),
            /** One line, shown after the swipe. */
            explanation: localized,
          })
          .strict(),
      )
      .length(12),
  })
  .strict()
  .refine((d) => uniqueIds(d.cards), {
    message: 'card ids must be unique in the deck',
    path: ['cards'],
    params: { i18n: 'content_ids_unique' },
  });
export type SwipeDeckFile = z.infer<typeof swipeDeckFile>;

export const assignmentFile = z
  .object({
    id: contentId,
    title: localized,
    intro: localized,
    tasks: z
      .array(
        z
          .object({
            id: itemId,
            prompt: localized,
            answerTypes: z.array(z.enum(answerTypes)).min(1),
          })
          .strict(),
      )
      .min(2)
      .max(3),
  })
  .strict();
export type AssignmentFile = z.infer<typeof assignmentFile>;

export const storyFile = z
  .object({
    id: contentId,
    /** The chapter of the learner's growth story this week adds. */
    chapter: z.object({ title: localized, body: localized, image: image.optional() }).strict(),
    /** The week's reflection prompt (Imi may personalise it). */
    reflection: localized,
  })
  .strict();
export type StoryFile = z.infer<typeof storyFile>;

export const brainfoodFile = z
  .object({
    items: z
      .array(
        z
          .object({
            id: contentId,
            title: localized,
            body: localized,
            /** Where to read more: an organisation's public page. */
            source: z
              .object({ name: z.string().min(1), url: z.url() })
              .strict()
              .optional(),
          })
          .strict(),
      )
      .min(2)
      .max(3),
  })
  .strict();
export type BrainfoodFile = z.infer<typeof brainfoodFile>;

export const weekFile = z
  .object({
    id: contentId,
    number: z.number().int().min(1),
    title: localized,
    intro: localized,
    /** The week's modules (two or three), by file name without .yaml, in order. */
    modules: z.array(z.string()).min(2).max(3),
    /** Questions Imi suggests while this is the learner's current week. */
    imiQuestions: z.array(localized).max(5).optional(),
  })
  .strict();
export type WeekFile = z.infer<typeof weekFile>;

/** A page of an official organisation where a figure that changes yearly is kept. */
const officialPage = z.object({ name: z.string().min(1), url: z.url() }).strict();

/**
 * Imi's answers for a week (issue 17, `imi.yaml` beside the week): what learners ask about its
 * topics, in the ways they ask it — Dutch with typos and slang, Darija in Arabic script and in
 * Latin letters (Arabizi) — each with a short, checked answer in both languages. An answer names
 * the programme's item it comes from, or an official page, or both.
 */
export const imiAnswer = z
  .object({
    id: contentId,
    /** The module, swipe deck or Brainfood item the answer comes from. */
    source: contentId.optional(),
    /** The card of that module. */
    card: itemId.optional(),
    more: officialPage.optional(),
    questions: z
      .object({
        nl: z.array(z.string().trim().min(2)).min(4),
        mc: z.array(z.string().trim().min(2)).min(2),
        arabizi: z.array(z.string().trim().min(2)).min(2),
      })
      .strict(),
    answer: localized,
  })
  .strict()
  .refine((a) => a.source || a.more, {
    message: 'an answer names its source, an official page, or both',
    path: ['source'],
  })
  .refine((a) => !a.card || a.source, { message: 'a card needs its source', path: ['card'] });
export type ImiAnswer = z.infer<typeof imiAnswer>;

export const imiAnswersFile = z
  .object({ answers: z.array(imiAnswer).min(25) })
  .strict()
  .refine((f) => uniqueIds(f.answers), {
    message: 'answer ids must be unique in the file',
    path: ['answers'],
  });
export type ImiAnswersFile = z.infer<typeof imiAnswersFile>;
