import type { ProgrammeWeek } from '@leerloop/contracts';

/** A week's work is done: its modules, its swipe deck and its assignment (as its story asks). */
const isWeekDone = (week: ProgrammeWeek) =>
  !week.isLocked &&
  week.modules.every((module) => module.state === 'done') &&
  (!week.swipeDeck || week.swipeDeck.state === 'done') &&
  (!week.assignment || week.assignment.state === 'done');

/**
 * Issue 24 item 6: the weeks in a row, up to the latest, whose work is done. The open week
 * still being done does not break it (it counts once done); a week left undone before it ends
 * the row there.
 */
export function weekStreakOf(weeks: ProgrammeWeek[], currentWeek: number) {
  const open = weeks.filter((week) => !week.isLocked && week.number <= currentWeek);
  const current = open.at(-1);
  const earlier = current && !isWeekDone(current) ? open.slice(0, -1) : open;
  let count = 0;
  for (let i = earlier.length - 1; i >= 0 && isWeekDone(earlier[i]!); i--) count++;
  return count;
}
