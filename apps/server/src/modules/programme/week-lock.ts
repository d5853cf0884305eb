import { LRUCache } from 'lru-cache';
import { amsterdamMidnightAfter } from '../../lib/amsterdam-time.ts';

/**
 * The moments weeks open, by start and days after it: every learner screen asks for each
 * week's, and working out Amsterdam's midnight is the costly part (a class's learners have a
 * few thousand between them).
 */
const midnights = new LRUCache<string, Date>({ max: 20_000 });
const midnightAfter = (startedAt: Date, days: number) => {
  const key = `${startedAt.getTime()}:${days}`;
  let midnight = midnights.get(key);
  if (!midnight) midnights.set(key, (midnight = amsterdamMidnightAfter(startedAt, days)));
  return midnight;
};

/** When the learner's programme started (onboarding finished) and their organisation's shift. */
export interface Schedule {
  startedAt: Date | null;
  offsetDays: number;
}

/**
 * Whether week n is open for this learner, and when it opens. Week 1 opens at once; week n at
 * midnight in Amsterdam 7·(n−1) days (+ the organisation's offset) after the start.
 */
export function weekLock(weekNumber: number, schedule: Schedule, now: Date) {
  const opensAt = weekOpensAt(weekNumber, schedule);
  if (weekNumber === 1) return { isLocked: false, unlocksAt: null };
  return !opensAt || opensAt > now
    ? { isLocked: true, unlocksAt: opensAt?.toISOString() ?? null }
    : { isLocked: false, unlocksAt: null };
}

/** The moment week n opened or opens; null before the programme started. */
export function weekOpensAt(weekNumber: number, schedule: Schedule) {
  if (!schedule.startedAt) return null;
  if (weekNumber === 1) return schedule.startedAt;
  return midnightAfter(schedule.startedAt, 7 * (weekNumber - 1) + schedule.offsetDays);
}
