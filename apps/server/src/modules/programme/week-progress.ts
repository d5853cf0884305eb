import type { WeekProgress } from '@leerloop/contracts';
import type { ProgrammeItem } from './programme-items.ts';
import { type ProgressRow, taskKey } from './programme.repository.ts';

/**
 * What the learner finished of one week: its modules, the tasks of its assignment they
 * answered (any review status: the learner did the work) and its swipe deck.
 */
export function weekProgressOf(
  weekId: string,
  items: readonly ProgrammeItem[],
  moduleProgress: Map<string, ProgressRow>,
  answeredTasks: Set<string>,
  finishedDecks: Set<string>,
): WeekProgress {
  const modules = items.filter((item) => item.weekId === weekId && item.kind === 'module');
  const assignment = items.find((item) => item.weekId === weekId && item.kind === 'assignment') as
    Extract<ProgrammeItem, { kind: 'assignment' }> | undefined;
  const deck = items.find((item) => item.weekId === weekId && item.kind === 'swipe-deck');
  const tasks = assignment?.data.tasks ?? [];
  return {
    modulesDone: modules.filter((m) => moduleProgress.get(m.id)?.completedAt).length,
    modulesTotal: modules.length,
    tasksAnswered: tasks.filter((t) => answeredTasks.has(taskKey(assignment!.id, t.id))).length,
    tasksTotal: tasks.length,
    deckFinished: !deck || finishedDecks.has(deck.id),
  };
}

/** The story chapter of a week unlocks when its modules, assignment and swipe deck are done. */
export const isWeekFinished = (p: WeekProgress) =>
  p.modulesDone === p.modulesTotal && p.tasksAnswered === p.tasksTotal && p.deckFinished;
