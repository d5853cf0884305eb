import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  calendarDateSchema,
  groupIdParams,
  groupPaces,
  groupResponse,
  groupUserParams,
} from './group-views.ts';

/*
 * Issue 23 item 2: when a group's weeks open. A start date and a pace (a week every 7 days from
 * the start date, or by hand); a coach opens weeks for the whole group, or early for one learner.
 * The server decides what is open; these only change what it decides from.
 */

export const groupTimingBody = z
  .object({ startsOn: calendarDateSchema.nullable(), pace: z.enum(groupPaces) })
  .meta({ id: 'GroupTimingBody' });

/** The start date and pace (the group's coaches and Admins). */
export const setGroupTiming = endpoint({
  method: 'PUT',
  path: '/groups/:groupId/timing',
  params: groupIdParams,
  body: groupTimingBody,
  response: groupResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const openWeekBody = z
  .object({ week: z.number().int().min(2).max(52) })
  .meta({ id: 'OpenWeekBody' });

/** Opens every week up to this one for the whole group (opening one that is open: no change). */
export const openGroupWeek = endpoint({
  method: 'POST',
  path: '/groups/:groupId/open-week',
  params: groupIdParams,
  body: openWeekBody,
  response: groupResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'WEEK_NOT_IN_PROGRAMME'],
});

/** Opens every week up to this one early for one learner of the group. */
export const openLearnerWeek = endpoint({
  method: 'POST',
  path: '/groups/:groupId/learners/:userId/open-week',
  params: groupUserParams,
  body: openWeekBody,
  response: groupResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'WEEK_NOT_IN_PROGRAMME'],
});
