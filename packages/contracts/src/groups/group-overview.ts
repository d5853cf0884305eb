import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { pageInfo, pageQuery } from '../pagination.ts';
import { groupIdParams, groupSummary, groupTitle, groupUserParams } from './group-views.ts';

/*
 * Issue 23 item 3: the group overview (`/dashboards/groups/{id}`), one row per learner, and a
 * learner's week-by-week path. Counts only: what a learner wrote or said stays on the review
 * screens.
 */

/** How an answer stands with the coach, counted per learner (open: a task not answered yet). */
export const assignmentCounts = z
  .object({
    open: z.number().int(),
    submitted: z.number().int(),
    approved: z.number().int(),
    needsChanges: z.number().int(),
  })
  .meta({ id: 'AssignmentCounts' });

export const groupOverviewRow = z
  .object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** The learner's last open week; null before their programme started. */
    currentWeek: z.number().int().nullable(),
    /** Weeks a coach opened early for this learner alone (null: none). */
    openedEarlyThroughWeek: z.number().int().nullable(),
    /** Work of an open week before the current one is not done. */
    isBehind: z.boolean(),
    modulesDone: z.number().int(),
    modulesTotal: z.number().int(),
    /** The best score of each module done: right answers of how many questions. */
    bestScores: z.array(
      z.object({
        moduleId: z.string(),
        week: z.number().int(),
        bestScore: z.number().int(),
        questions: z.number().int(),
      }),
    ),
    /** Best scores of the modules done as a share of their questions, 0–100 (null: none done). */
    averageScore: z.number().int().nullable(),
    decksDone: z.number().int(),
    decksTotal: z.number().int(),
    /** The swipe deck of the learner's current week is done. */
    isCurrentDeckDone: z.boolean(),
    assignments: assignmentCounts,
    lastActiveAt: z.string().nullable(),
    imiFlags: z.object({ total: z.number().int(), unseen: z.number().int() }),
  })
  .meta({ id: 'GroupOverviewRow' });
export type GroupOverviewRow = z.infer<typeof groupOverviewRow>;

export const groupOverviewSorts = [
  'name',
  'currentWeek',
  'modulesDone',
  'averageScore',
  'decksDone',
  'assignmentsOpen',
  'assignmentsSubmitted',
  'lastActive',
  'imiFlags',
] as const;
export type GroupOverviewSort = (typeof groupOverviewSorts)[number];

/** Who a coach looks for first. */
export const groupOverviewFilters = [
  'all',
  /** Work of an earlier open week is not done. */
  'behind',
  /** Nothing done in the last 7 days (or never). */
  'inactive',
  /** Answers wait for the coach's review. */
  'to-review',
  /** An Imi safety flag nobody marked seen. */
  'flagged',
] as const;
export type GroupOverviewFilter = (typeof groupOverviewFilters)[number];

export const groupOverviewQuery = pageQuery.extend({
  sort: z.enum(groupOverviewSorts).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  filter: z.enum(groupOverviewFilters).default('all'),
  /** A part of a learner's name. */
  q: z.string().trim().max(100).default(''),
});
export type GroupOverviewQuery = z.infer<typeof groupOverviewQuery>;

/** Progress per week for the whole group (a chart, with a table beside it). */
export const groupWeekProgress = z
  .object({
    number: z.number().int(),
    title: groupTitle,
    /** Learners for whom the week is open. */
    open: z.number().int(),
    /** Learners who did all of it: modules, swipe deck and assignment. */
    done: z.number().int(),
  })
  .meta({ id: 'GroupWeekProgress' });
export type GroupWeekProgress = z.infer<typeof groupWeekProgress>;

export const groupOverviewResponse = success(
  z.object({
    group: groupSummary,
    rows: z.array(groupOverviewRow),
    page: pageInfo,
    /** Every learner of the group counts here, whatever the filter and page. */
    weeks: z.array(groupWeekProgress),
  }),
).meta({ id: 'GroupOverview' });

/** One row per learner of the group, sorted, filtered and a page at a time. */
export const getGroupOverview = endpoint({
  method: 'GET',
  path: '/groups/:groupId/overview',
  params: groupIdParams,
  query: groupOverviewQuery,
  response: groupOverviewResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'VALIDATION_ERROR'],
});

export const learnerPathWeek = z
  .object({
    number: z.number().int(),
    title: groupTitle,
    isOpen: z.boolean(),
    /** When it opened or opens (null: by hand, or before the programme started). */
    opensAt: z.string().nullable(),
    /** Open for this learner only, ahead of the group. */
    isOpenedEarly: z.boolean(),
    modules: z.array(
      z.object({
        id: z.string(),
        title: groupTitle,
        isDone: z.boolean(),
        isStarted: z.boolean(),
        bestScore: z.number().int().nullable(),
        questions: z.number().int(),
      }),
    ),
    deck: z.object({ id: z.string(), title: groupTitle, isDone: z.boolean() }).nullable(),
    assignment: z
      .object({
        id: z.string(),
        title: groupTitle,
        tasks: z.number().int(),
        submitted: z.number().int(),
        approved: z.number().int(),
        needsChanges: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: 'LearnerPathWeek' });
export type LearnerPathWeek = z.infer<typeof learnerPathWeek>;

export const learnerPathResponse = success(
  z.object({
    group: groupSummary,
    learner: groupOverviewRow,
    weeks: z.array(learnerPathWeek),
  }),
).meta({ id: 'LearnerPath' });

/** A learner's week-by-week path through the programme (the group's coaches and Admins). */
export const getLearnerPath = endpoint({
  method: 'GET',
  path: '/groups/:groupId/learners/:userId',
  params: groupUserParams,
  response: learnerPathResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});
