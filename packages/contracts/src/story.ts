import { z } from 'zod';
import { successResponse as success } from './envelope.ts';
import { localized } from './content.ts';

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

/** GET /my-story (reading it marks new chapters as read). */
export const myStoryResponse = success(z.object({ chapters: z.array(storyChapter) })).meta({
  id: 'MyStory',
});

const week = z.coerce.number().int().min(1).max(52);

/** POST /my-story-save: the learner's own words for an unlocked chapter ('' removes them). */
export const storySaveBody = z
  .object({ week, text: z.string().trim().max(MAX_OWN_WORDS, 'too_long') })
  .meta({ id: 'StorySave' });
export const storySaveResponse = success(storyChapter);

export const weekQuery = z.object({ week });
export const weekParams = z.object({ id: week });

/** GET /my-prompt-evolution?week=n: the week's reflection question. */
export const promptResponse = success(z.object({ week: z.number().int(), prompt: localized })).meta(
  { id: 'EvolutionPrompt' },
);

export const reflection = z.object({
  week: z.number().int(),
  text: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
/** GET /evolution/{week}, POST /evolution */
export const reflectionResponse = success(reflection).meta({ id: 'Reflection' });
export const reflectionBody = z
  .object({ week, text: z.string().trim().max(MAX_OWN_WORDS, 'too_long') })
  .meta({ id: 'ReflectionBody' });
