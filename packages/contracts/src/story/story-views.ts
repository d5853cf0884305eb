import { z } from 'zod';
import { localized } from '../localized.ts';

/**
 * The learner's growth story (a chapter per week, unlocked by finishing that week's work) and
 * the evolution view's reflection (issue 4, spec §7).
 */
export const MAX_OWN_WORDS = 5000;

export const chapterStates = ['locked', 'open', 'unlocked'] as const;

export const weekProgress = z.object({
  modulesDone: z.number().int(),
  modulesTotal: z.number().int(),
  tasksAnswered: z.number().int(),
  tasksTotal: z.number().int(),
  /** The week's swipe deck is played to the end (true when the week has none). */
  deckFinished: z.boolean(),
});
export type WeekProgress = z.infer<typeof weekProgress>;

export const storyChapter = z
  .object({
    id: z.string(),
    week: z.number().int(),
    title: localized,
    /**
     * locked: the week is not open yet (unlocksAt says when); open: the week's work is not
     * finished yet; unlocked: the learner can read it.
     */
    state: z.enum(chapterStates),
    unlocksAt: z.string().nullable(),
    /** Only when unlocked. */
    body: localized.nullable(),
    image: z.object({ url: z.string(), alt: localized }).nullable(),
    /** Unlocked since the learner last opened their story. */
    isNew: z.boolean(),
    /** What the learner added to the chapter in their own words. */
    ownWords: z.string().nullable(),
    progress: weekProgress,
  })
  .meta({ id: 'StoryChapter' });
export type StoryChapter = z.infer<typeof storyChapter>;

/** The week a story or evolution call is about, as sent (a path, a query or a body). */
export const storyWeek = z.coerce.number().int().min(1).max(52);
