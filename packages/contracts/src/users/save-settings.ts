import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { languages } from '../language.ts';
import { meResponse } from './get-me.ts';

/** The learner's saved language, and whether a coach's response is mailed; others stay. */
export const settingsBody = z
  .object({
    langSelected: z.enum(languages).optional(),
    reviewResponseMail: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'required')
  .meta({ id: 'SettingsBody' });
export const settingsResponse = meResponse;

/** Saves the user's settings: the user as they are now. */
export const saveSettings = endpoint({
  method: 'PUT',
  path: '/users/me/settings',
  body: settingsBody,
  response: settingsResponse,
});
