import { z } from 'zod';
import { localized } from './content.ts';
import { successResponse as success } from './envelope.ts';
import { imageRef } from './programme/module-views.ts';
import { swipeChoices } from './swipe/game-views.ts';

/**
 * Onboarding step 2 (issue 5): the learner swipes the programme's themes — one per week — as
 * important to them (agree) or not (disagree). Their choice orders the home screen's suggestions.
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

export const themesResponse = success(
  z.object({
    themes: z.array(theme),
    /** What the learner chose so far, by theme id. */
    choices: z.record(z.string(), z.enum(swipeChoices)),
  }),
).meta({ id: 'Themes' });

/** POST /my-themes: a choice for every theme, replacing earlier ones. */
export const myThemesBody = z
  .object({
    choices: z
      .array(
        z.object({
          id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'invalid_value'),
          choice: z.enum(swipeChoices),
        }),
      )
      .min(1, 'required')
      .max(100, 'too_long'),
  })
  .meta({ id: 'MyThemesBody' });
