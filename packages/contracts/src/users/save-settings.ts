import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { languages } from '../language.ts';
import { meResponse } from './get-me.ts';

/**
 * The saved language, whether a coach's response is mailed (a learner) and whether the weekly
 * digest is (a coach), the reminders (issue 24); others stay.
 */
export const settingsBody = z
  .object({
    langSelected: z.enum(languages).optional(),
    reviewResponseMail: z.boolean().optional(),
    weeklyDigestMail: z.boolean().optional(),
    reminders: z.boolean().optional(),
    reminderWeekOpen: z.boolean().optional(),
    reminderAssignmentWaiting: z.boolean().optional(),
    reminderCoachReplied: z.boolean().optional(),
    weekStreak: z.boolean().optional(),
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
