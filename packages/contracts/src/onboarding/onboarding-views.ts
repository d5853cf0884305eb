import { z } from 'zod';
import { localized } from '../localized.ts';
import { successResponse as success } from '../envelope.ts';
import { imageRef } from '../programme/module-views.ts';
import { swipeChoices } from '../swipe-game/game-views.ts';

/**
 * Onboarding step 2 (issue 5): the learner swipes the programme's themes — one per week — as
 * important to them (agree) or not (disagree). Their choice orders the home screen's suggestions.
 * The endpoints are declared in onboarding/, one file each.
 */
export const theme = z.object({
  /** The week's id. */
  id: z.string(),
  week: z.number().int(),
  title: localized,
  intro: localized,
  image: imageRef.nullable(),
});
export type Theme = z.infer<typeof theme>;

/** The learner's answer for a theme: important to them (agree) or not (disagree). */
export const themeChoice = z.enum(swipeChoices);

export const themesResponse = success(
  z.object({
    themes: z.array(theme),
    /** What the learner chose so far, by theme id. */
    choices: z.record(z.string(), themeChoice),
  }),
).meta({ id: 'Themes' });
