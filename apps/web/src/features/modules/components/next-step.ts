import type { ItemState, Localized, ModuleSummary, ProgrammeWeek } from '@leerloop/contracts';

type Activity = NonNullable<ProgrammeWeek['swipeDeck']>;

/** One thing to do, in a week: a module, the swipe deck, the assignment or the story chapter. */
export type Step =
  | { kind: 'module'; week: number; module: ModuleSummary }
  | { kind: 'swipe-deck' | 'assignment' | 'story'; week: number; activity: Activity };

/**
 * What the home screen puts first (decision 029): a step of the current week — or, once that
 * week is done, one left over from an earlier week (`isCatchUp`) —, else the week is done (and
 * when the next one opens), else the whole programme is.
 */
export type NextStep =
  | { kind: 'step'; step: Step; isCatchUp: boolean }
  | { kind: 'week-done'; week: ProgrammeWeek; nextWeek: ProgrammeWeek | null }
  | { kind: 'programme-done' };

const isOpen = (state: ItemState) => state === 'new' || state === 'in-progress';

/** A week's steps in the programme's order: its modules, the swipe deck, the assignment, the story. */
function stepsOf(week: ProgrammeWeek): Step[] {
  const activities = (['swipe-deck', 'assignment', 'story'] as const).flatMap((kind) => {
    const activity =
      kind === 'swipe-deck' ? week.swipeDeck : kind === 'assignment' ? week.assignment : week.story;
    return activity ? [{ kind, week: week.number, activity }] : [];
  });
  return [
    ...week.modules.map((module) => ({ kind: 'module' as const, week: week.number, module })),
    ...activities,
  ];
}

export const stateOfStep = (step: Step): ItemState =>
  step.kind === 'module' ? step.module.state : step.activity.state;

export const titleOfStep = (step: Step): Localized =>
  step.kind === 'module' ? step.module.title : step.activity.title;

/**
 * The week's next step: a module or swipe deck the learner is in the middle of is continued
 * first; otherwise the first open step in the programme's order. A story chapter is a step only
 * once it is earned (new); none when everything is done.
 */
function nextStepOfWeek(week: ProgrammeWeek): Step | null {
  if (week.isLocked) return null;
  const steps = stepsOf(week);
  const started = steps.find(
    (step) => step.kind !== 'assignment' && stateOfStep(step) === 'in-progress',
  );
  return started ?? steps.find((step) => isOpen(stateOfStep(step))) ?? null;
}

/** How much of the week is done: each module, the deck, the assignment and the chapter count one. */
export function weekProgressOf(week: ProgrammeWeek) {
  const steps = stepsOf(week);
  return {
    done: steps.filter((step) => stateOfStep(step) === 'done').length,
    total: steps.length,
  };
}

/** Null when the programme has no weeks. */
export function nextStepOf({
  currentWeek,
  weeks,
}: {
  currentWeek: number;
  weeks: ProgrammeWeek[];
}): NextStep | null {
  const current = weeks.find((week) => week.number === currentWeek);
  if (!current) return null;
  const now = nextStepOfWeek(current);
  if (now) return { kind: 'step', step: now, isCatchUp: false };
  for (const week of weeks.filter((w) => w.number < currentWeek)) {
    const left = nextStepOfWeek(week);
    if (left) return { kind: 'step', step: left, isCatchUp: true };
  }
  const nextWeek = weeks.find((week) => week.isLocked) ?? null;
  return nextWeek ? { kind: 'week-done', week: current, nextWeek } : { kind: 'programme-done' };
}
