import { LRUCache } from 'lru-cache';
import { amsterdamMidnightAfter } from '../../lib/amsterdam-time.ts';

/**
 * The moments weeks open, by start and days after it: every learner screen asks for each
 * week's, and working out Amsterdam's midnight is the costly part (a class's learners have a
 * few thousand between them).
 */
const midnights = new LRUCache<string, Date>({ max: 20_000 });
/** Midnight in Amsterdam `days` calendar days after `from`, kept by `start` and `days`. */
const keptMidnight = (start: string, days: number, from: () => Date) => {
  const key = `${start}:${days}`;
  let midnight = midnights.get(key);
  if (!midnight) midnights.set(key, (midnight = amsterdamMidnightAfter(from(), days)));
  return midnight;
};
const midnightAfter = (startedAt: Date, days: number) =>
  keptMidnight(String(startedAt.getTime()), days, () => startedAt);

/**
 * A group's clock (issue 23), which replaces the learner's own when they are in a group: a start
 * date and a pace, and the weeks a coach opened by hand — for the whole group, or early for this
 * learner — each opening every week up to its own.
 */
export interface GroupClock {
  /** YYYY-MM-DD in Amsterdam; null: the weeks follow the learner's own start (weekly pace). */
  startsOn: string | null;
  pace: 'weekly' | 'manual';
  openings: { week: number; openedAt: Date; isEarly: boolean }[];
}

/** When the learner's programme started (onboarding finished) and their organisation's shift. */
export interface Schedule {
  startedAt: Date | null;
  offsetDays: number;
  /** The learner's group's clock; null or absent outside a group. */
  group?: GroupClock | null;
}

/**
 * Whether week n is open for this learner, and when it opens. Week 1 opens at once; week n at
 * midnight in Amsterdam 7·(n−1) days (+ the organisation's offset) after the start — or by the
 * learner's group's clock (weekOpensAt).
 */
export function weekLock(weekNumber: number, schedule: Schedule, now: Date) {
  const opensAt = weekOpensAt(weekNumber, schedule);
  if (weekNumber === 1) return { isLocked: false, unlocksAt: null };
  return !opensAt || opensAt > now
    ? { isLocked: true, unlocksAt: opensAt?.toISOString() ?? null }
    : { isLocked: false, unlocksAt: null };
}

/** The Amsterdam noon of a calendar date: a moment on that date in any season. */
const onDate = (date: string) => new Date(`${date}T12:00:00Z`);

// A group's weeks open at the same moments for all its learners: each is worked out once
// (an Intl formatter's call is ~0.1 ms; a class of 500 × 6 weeks was a third of a second).
const CACHE_LIMIT = 10_000;
const amsterdamDates = new Map<number, string>();
const calendarDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Midnight in Amsterdam `days` calendar days after a date (YYYY-MM-DD), kept by the date itself,
 * so a group's overview, which asks it for every learner and week, parses no Date to find it.
 */
function midnightAfterDate(date: string, days: number) {
  return keptMidnight(date, days, () => onDate(date));
}

/** The calendar date in Amsterdam of a moment (YYYY-MM-DD). */
function amsterdamDateOf(moment: Date) {
  let date = amsterdamDates.get(moment.getTime());
  if (!date) {
    if (amsterdamDates.size >= CACHE_LIMIT) amsterdamDates.clear();
    date = calendarDate.format(moment);
    amsterdamDates.set(moment.getTime(), date);
  }
  return date;
}

/**
 * The moment week n opened or opens; null before the programme started, and for a week of a
 * group that opens by hand and nobody opened yet. In a group: at midnight in Amsterdam 7·(n−1)
 * days after the group's start date (weekly pace; without a start date, the learner's own), or
 * when a coach opened it — whichever came first.
 */
export function weekOpensAt(weekNumber: number, schedule: Schedule) {
  if (!schedule.startedAt) return null;
  if (weekNumber === 1) return schedule.startedAt;
  const days = 7 * (weekNumber - 1);
  const { group } = schedule;
  if (!group) return midnightAfter(schedule.startedAt, days + schedule.offsetDays);
  let earliest =
    group.pace === 'manual'
      ? undefined
      : midnightAfterDate(
          group.startsOn ?? amsterdamDateOf(schedule.startedAt),
          group.startsOn ? days : days + schedule.offsetDays,
        );
  // By hand: an opening of this week or a later one.
  for (const { week, openedAt } of group.openings)
    if (week >= weekNumber && (!earliest || openedAt < earliest)) earliest = openedAt;
  return earliest ?? null;
}

/** Whether week n is open for this learner alone: early by a coach, not yet for their group. */
export function isOpenedEarly(weekNumber: number, schedule: Schedule, now: Date) {
  const { group } = schedule;
  if (!group || weekLock(weekNumber, schedule, now).isLocked) return false;
  const forGroup = {
    ...schedule,
    group: { ...group, openings: group.openings.filter((o) => !o.isEarly) },
  };
  return weekLock(weekNumber, forGroup, now).isLocked;
}

/**
 * Which of these weeks are open, and when the others open, as one string: a list made of the
 * same learner state is the same while this is (the home screen's kept lists, issue 22).
 */
export const openWeeksKey = (locks: ReturnType<typeof weekLock>[]) =>
  locks.map((lock) => lock.unlocksAt ?? lock.isLocked).join();
