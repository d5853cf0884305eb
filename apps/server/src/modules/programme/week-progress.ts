import type { WeekProgress } from '@leerloop/contracts';

/** The story chapter of a week unlocks when its modules, assignment and swipe deck are done. */
export const isWeekFinished = (p: WeekProgress) =>
  p.modulesDone === p.modulesTotal && p.tasksAnswered === p.tasksTotal && p.deckFinished;
