import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { crowdView } from '../swipe-game/game-views.ts';
import { calendarDateSchema, groupIdParams, groupTitle } from './group-views.ts';

/*
 * Issue 23 item 3: the group overview's charts beside progress per week — score distribution
 * per module, the group's swipe answers per statement, activity over time. Counts only, for the
 * whole group; each is drawn on screen with its table.
 */

/**
 * Score bands of a module's best score, as the lowest share of its questions (percent) in each:
 * under half, half or more, 80% or more, all right. A module has 3 to 5 questions, so bands
 * read the same for every module where the raw scores would not.
 */
export const scoreBands = [0, 50, 80, 100] as const;

/** The band a best score falls in (an index of scoreBands). */
export const scoreBandOf = (bestScore: number, questions: number) => {
  const percent = questions ? (100 * bestScore) / questions : 0;
  return scoreBands.findLastIndex((lowest) => percent >= lowest);
};

export const groupModuleScores = z
  .object({
    moduleId: z.string(),
    week: z.number().int(),
    title: groupTitle,
    questions: z.number().int(),
    /** Learners who finished the module. */
    done: z.number().int(),
    /** Of those, how many in each score band (scoreBands' order). */
    bands: z.array(z.number().int()),
    /**
     * What the group still knows of the module's questions now (issue 24 item 5): the spaced
     * review's predicted recall (FSRS), averaged over the learners who answered them, in
     * percent; null when nobody did.
     */
    recall: z.number().int().min(0).max(100).nullable(),
    /** Learners whose recall of the module is known. */
    recallLearners: z.number().int(),
  })
  .meta({ id: 'GroupModuleScores' });
export type GroupModuleScores = z.infer<typeof groupModuleScores>;

export const groupSwipeDeck = z
  .object({
    deckId: z.string(),
    week: z.number().int(),
    title: groupTitle,
    /** Learners of the group who answered at least one statement of the deck. */
    players: z.number().int(),
    statements: z.array(
      z.object({
        cardId: z.string(),
        statement: groupTitle,
        /** Shown from MIN_CROWD answers on, as the swipe game's own view (null: fewer). */
        crowd: crowdView,
      }),
    ),
  })
  .meta({ id: 'GroupSwipeDeck' });
export type GroupSwipeDeck = z.infer<typeof groupSwipeDeck>;

/** Learners who did anything in a period (a day, or a week from Monday), in Amsterdam. */
export const groupActivityPeriod = z
  .object({ startsOn: calendarDateSchema, active: z.number().int() })
  .meta({ id: 'GroupActivityPeriod' });
export type GroupActivityPeriod = z.infer<typeof groupActivityPeriod>;

/** How far back activity goes: the last 14 days, and the last 8 weeks. */
export const ACTIVITY_DAYS = 14;
export const ACTIVITY_WEEKS = 8;

export const groupChartsResponse = success(
  z.object({
    learnersCount: z.number().int(),
    /** Every module of the programme, in its order. */
    scores: z.array(groupModuleScores),
    /** Decks somebody of the group answered, in the programme's order. */
    swipes: z.array(groupSwipeDeck),
    activity: z.object({
      /** Oldest first, today last. */
      days: z.array(groupActivityPeriod),
      /** Oldest first, this week last. */
      weeks: z.array(groupActivityPeriod),
    }),
  }),
).meta({ id: 'GroupCharts' });

/** The group's charts (its coaches and Admins), the whole group whatever the overview shows. */
export const getGroupCharts = endpoint({
  method: 'GET',
  path: '/groups/:groupId/charts',
  params: groupIdParams,
  response: groupChartsResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});
