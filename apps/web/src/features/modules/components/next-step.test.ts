import type { ItemState, ModuleSummary, ProgrammeWeek } from '@leerloop/contracts';
import { describe, expect, it } from 'vitest';
import { nextStepOf, weekProgressOf } from './next-step';

const text = (nl: string) => ({ nl, mc: nl });
const module = (id: string, state: ItemState): ModuleSummary => ({
  id,
  week: 1,
  title: text(id),
  description: text(''),
  cover: { url: '', alt: text('') },
  minutes: 5,
  questionCount: 3,
  state,
  progress: 0,
  bestScore: null,
  unlocksAt: null,
});
const activity = (id: string, state: ItemState) => ({ id, title: text(id), state });

function week(
  number: number,
  states: { modules: ItemState[]; deck: ItemState; assignment: ItemState; story: ItemState },
): ProgrammeWeek {
  const isLocked = states.deck === 'locked';
  return {
    number,
    title: text(`week ${number}`),
    intro: text(''),
    isLocked,
    unlocksAt: isLocked ? '2026-12-01T23:00:00.000Z' : null,
    modules: states.modules.map((state, i) => module(`w${number}-m${i + 1}`, state)),
    swipeDeck: activity(`w${number}-deck`, states.deck),
    assignment: { ...activity(`w${number}-assignment`, states.assignment), review: null },
    story: activity(`w${number}-story`, states.story),
  };
}
const locked = (number: number) =>
  week(number, { modules: ['locked'], deck: 'locked', assignment: 'locked', story: 'locked' });
const finished = (number: number) =>
  week(number, { modules: ['done', 'done'], deck: 'done', assignment: 'done', story: 'done' });

const idOf = (next: ReturnType<typeof nextStepOf>) =>
  next?.kind === 'step'
    ? next.step.kind === 'module'
      ? next.step.module.id
      : next.step.activity.id
    : next?.kind;

describe("the week's next step", () => {
  it('follows the programme order: modules, swipe deck, assignment, story', () => {
    const states = (modules: ItemState[], deck: ItemState, assignment: ItemState) => ({
      currentWeek: 1,
      weeks: [week(1, { modules, deck, assignment, story: 'locked' }), locked(2)],
    });
    expect(idOf(nextStepOf(states(['new', 'new'], 'new', 'new')))).toBe('w1-m1');
    expect(idOf(nextStepOf(states(['done', 'new'], 'new', 'new')))).toBe('w1-m2');
    expect(idOf(nextStepOf(states(['done', 'done'], 'new', 'new')))).toBe('w1-deck');
    expect(idOf(nextStepOf(states(['done', 'done'], 'done', 'in-progress')))).toBe('w1-assignment');
  });

  it('continues a module or deck the learner is in the middle of first', () => {
    const data = {
      currentWeek: 1,
      weeks: [
        week(1, {
          modules: ['new', 'new'],
          deck: 'in-progress',
          assignment: 'new',
          story: 'locked',
        }),
      ],
    };
    expect(idOf(nextStepOf(data))).toBe('w1-deck');
  });

  it("is the earned chapter once the rest is done, then an earlier week's leftover", () => {
    const chapter = week(2, {
      modules: ['done', 'done'],
      deck: 'done',
      assignment: 'done',
      story: 'new',
    });
    const leftover = week(1, {
      modules: ['done', 'new'],
      deck: 'done',
      assignment: 'done',
      story: 'locked',
    });
    expect(idOf(nextStepOf({ currentWeek: 2, weeks: [leftover, chapter, locked(3)] }))).toBe(
      'w2-story',
    );
    const next = nextStepOf({ currentWeek: 2, weeks: [leftover, finished(2), locked(3)] });
    expect(next).toMatchObject({ kind: 'step', isCatchUp: true });
    expect(idOf(next)).toBe('w1-m2');
  });

  it('says the week is done and which week opens next, or that the programme is done', () => {
    expect(nextStepOf({ currentWeek: 1, weeks: [finished(1), locked(2)] })).toMatchObject({
      kind: 'week-done',
      week: { number: 1 },
      nextWeek: { number: 2 },
    });
    expect(nextStepOf({ currentWeek: 2, weeks: [finished(1), finished(2)] })).toEqual({
      kind: 'programme-done',
    });
    expect(nextStepOf({ currentWeek: 1, weeks: [] })).toBeNull();
  });

  it("counts the week's progress: each module, the deck, the assignment and the chapter", () => {
    expect(
      weekProgressOf(
        week(1, {
          modules: ['done', 'in-progress'],
          deck: 'done',
          assignment: 'new',
          story: 'locked',
        }),
      ),
    ).toEqual({ done: 2, total: 5 });
  });
});
