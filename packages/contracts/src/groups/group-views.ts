import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../auth/auth-fields.ts';
import { localized } from '../localized.ts';
import { successResponse as success } from '../envelope.ts';

/*
 * Issue 23: groups (klassen) inside an organisation. An Admin makes them and puts learners and
 * coaches in them; a learner is in at most one group per organisation; a group's coaches see and
 * steer that group, an Admin every group of the organisation.
 */

export const groupNameSchema = z
  .string({ error: 'group_name_required' })
  .trim()
  .min(1, 'group_name_required')
  .max(MAX_NAME_LENGTH, 'max_length_exceeded');

/** How a group's weeks open: every 7 days from its start date, or when a coach opens the next. */
export const groupPaces = ['weekly', 'manual'] as const;
export type GroupPace = (typeof groupPaces)[number];

/** A calendar date in the Netherlands, `YYYY-MM-DD`. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T12:00:00Z`)), 'date_invalid');

/** When the group's weeks open, as the server decides it now. */
export const groupTiming = z
  .object({
    /** The date week 1 starts (weekly pace); null: each learner's own clock, from onboarding. */
    startsOn: z.string().nullable(),
    pace: z.enum(groupPaces),
    /** Weeks a coach opened by hand for the whole group (1: none beyond the first). */
    openedThroughWeek: z.number().int(),
    /** The group's last open week now; null when each learner follows their own clock. */
    currentWeek: z.number().int().nullable(),
    /** When the group's next week opens by the date (null: by hand, or no further week). */
    nextWeekOpensAt: z.string().nullable(),
    /** How many weeks the programme has. */
    weeksCount: z.number().int(),
  })
  .meta({ id: 'GroupTiming' });
export type GroupTiming = z.infer<typeof groupTiming>;

/** Someone in a group, by name. */
export const groupPerson = z
  .object({ userId: z.string(), firstName: z.string(), lastName: z.string() })
  .meta({ id: 'GroupPerson' });
export type GroupPerson = z.infer<typeof groupPerson>;

export const groupSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    organizationId: z.string(),
    organizationName: z.string(),
    /** What a learner types at onboarding to join the organisation and this group. */
    accessCode: z.string(),
    learnersCount: z.number().int(),
    coaches: z.array(groupPerson),
    timing: groupTiming,
    /** Whether the caller may change who is in it, its name and its code (an Admin). */
    canManage: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'GroupSummary' });
export type GroupSummary = z.infer<typeof groupSummary>;

export const groupResponse = success(groupSummary).meta({ id: 'Group' });
export const groupsResponse = success(z.object({ groups: z.array(groupSummary) })).meta({
  id: 'Groups',
});

/** The group an address names: `:groupId` in its path. */
export const groupIdParams = z.object({ groupId: z.string().min(1).max(128) });
/** A person of a group: `:groupId` and `:userId`. */
export const groupUserParams = groupIdParams.extend({ userId: z.string().min(1).max(128) });

/** What a change answers that has nothing to show but that it was done. */
export const groupDoneResponse = z.object({ status: z.literal('success') });

/** A programme text in both languages, as the content has it. */
export const groupTitle = localized;
