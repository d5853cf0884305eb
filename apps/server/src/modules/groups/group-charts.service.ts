import {
  ACTIVITY_DAYS,
  ACTIVITY_WEEKS,
  crowdViewOf,
  type GroupActivityPeriod,
  type GroupModuleScores,
  type GroupSwipeDeck,
  scoreBandOf,
  scoreBands,
} from '@leerloop/contracts';
import {
  amsterdamDateOf,
  amsterdamMidnightAfter,
  calendarDateAfter,
  mondayOf,
} from '../../lib/amsterdam-time.ts';
import type { Caller } from '../auth/access-token.ts';
import { itemsOfKind } from '../programme/programme-items.ts';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';
import { recallCurve } from '../spaced-review/spaced-review.service.ts';
import type { GroupChartsRepository } from './group-charts.repository.ts';
import type { GroupsService } from './groups.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Learners active in each period: one learner counts once a period, however busy. */
function activeIn(periods: string[], learnersByDay: Map<string, Set<string>>, length: number) {
  return periods.map((startsOn): GroupActivityPeriod => {
    const learners = new Set<string>();
    for (let day = 0; day < length; day++)
      for (const userId of learnersByDay.get(calendarDateAfter(startsOn, day)) ?? [])
        learners.add(userId);
    return { startsOn, active: learners.size };
  });
}

/**
 * Issue 23 item 3: the group overview's charts — score distribution per module, the group's
 * swipe answers per statement (from MIN_CROWD answers on, the swipe game's own rule), and
 * learners active per day and per week on the programme's clock (Amsterdam).
 */
export function createGroupCharts({
  groupsService,
  charts,
  programme,
}: {
  groupsService: Pick<GroupsService, 'access'>;
  charts: GroupChartsRepository;
  programme: Pick<ProgrammeRepository, 'activeWeeks' | 'activeItems'>;
}) {
  return {
    async charts(caller: Caller, groupId: string, now = new Date()) {
      const { group } = await groupsService.access(caller, groupId);
      const today = amsterdamDateOf(now);
      const firstWeek = calendarDateAfter(mondayOf(today), -7 * (ACTIVITY_WEEKS - 1));
      const firstDay = calendarDateAfter(today, -(ACTIVITY_DAYS - 1));
      const from = firstWeek < firstDay ? firstWeek : firstDay;
      const daysBack = Math.round((Date.parse(today) - Date.parse(from)) / DAY_MS);
      const [weeks, items, learnersCount, bestScores, swipes, hours, recalls] = await Promise.all([
        programme.activeWeeks(),
        programme.activeItems(group.organizationId),
        charts.learnersCount(groupId),
        charts.bestScores(groupId),
        charts.swipes(groupId),
        charts.activeHours(groupId, amsterdamMidnightAfter(now, -daysBack)),
        charts.recallByModule(groupId, now, recallCurve),
      ]);
      const weekOf = new Map(weeks.map((week) => [week.id, week.number]));
      /** The items of the active weeks, in the programme's order. */
      const inWeekOrder = <T extends { weekId: string }>(list: T[]) =>
        list
          .filter((item) => weekOf.has(item.weekId))
          .sort((a, b) => weekOf.get(a.weekId)! - weekOf.get(b.weekId)!);

      const scores = inWeekOrder(itemsOfKind(items, 'module')).map((item): GroupModuleScores => {
        const questions = item.data.items.filter((i) => i.type !== 'card').length;
        const bands = scoreBands.map(() => 0);
        for (const row of bestScores)
          if (row.moduleId === item.id)
            bands[scoreBandOf(row.bestScore, questions)]! += row.learners;
        const recall = recalls.get(item.id);
        return {
          moduleId: item.id,
          week: weekOf.get(item.weekId)!,
          title: item.data.title,
          questions,
          done: bands.reduce((sum, count) => sum + count, 0),
          bands,
          recall: recall ? Math.round(100 * recall.recall) : null,
          recallLearners: recall?.learners ?? 0,
        };
      });

      const swipeDecks = inWeekOrder(itemsOfKind(items, 'swipe-deck')).flatMap(
        (item): GroupSwipeDeck[] => {
          const players = swipes.players.get(item.id);
          if (!players) return [];
          const answered = new Map(
            swipes.cards.filter((row) => row.deckId === item.id).map((row) => [row.cardId, row]),
          );
          return [
            {
              deckId: item.id,
              week: weekOf.get(item.weekId)!,
              title: item.data.title,
              players,
              statements: item.data.cards.map((card) => ({
                cardId: card.id,
                statement: card.statement,
                crowd: crowdViewOf(answered.get(card.id) ?? { count: 0, agree: 0 }),
              })),
            },
          ];
        },
      );

      // An hour in UTC is on one Amsterdam date (the offset is whole hours).
      const dateOfHour = new Map<string, string>();
      const learnersByDay = new Map<string, Set<string>>();
      for (const { userId, hour } of hours) {
        let date = dateOfHour.get(hour);
        if (!date) dateOfHour.set(hour, (date = amsterdamDateOf(new Date(`${hour}:00:00Z`))));
        const learners = learnersByDay.get(date);
        if (learners) learners.add(userId);
        else learnersByDay.set(date, new Set([userId]));
      }
      const days = Array.from({ length: ACTIVITY_DAYS }, (_, i) => calendarDateAfter(firstDay, i));
      const mondays = Array.from({ length: ACTIVITY_WEEKS }, (_, i) =>
        calendarDateAfter(firstWeek, 7 * i),
      );

      return {
        learnersCount,
        scores,
        swipes: swipeDecks,
        activity: {
          days: activeIn(days, learnersByDay, 1),
          weeks: activeIn(mondays, learnersByDay, 7),
        },
      };
    },
  };
}

export type GroupCharts = ReturnType<typeof createGroupCharts>;
