import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { themeChoice, themesResponse } from './onboarding-views.ts';

/** A choice for every theme, replacing earlier ones. */
export const myThemesBody = z
  .object({
    choices: z
      .array(
        z.object({
          id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'invalid_value'),
          choice: themeChoice,
        }),
      )
      .min(1, 'required')
      .max(100, 'too_long'),
  })
  .meta({ id: 'MyThemesBody' });

/** Onboarding step 2: the learner's choice for every theme (replaces earlier ones). */
export const saveMyThemes = endpoint({
  method: 'POST',
  path: '/my-themes',
  body: myThemesBody,
  response: themesResponse,
});
