import type { ProgrammeWeek } from '@leerloop/contracts';
import { describe, expect, it } from 'vitest';
import { weekStreakOf } from './week-streak';

const week = (number: number, isDone: boolean, isLocked = false) =>
  ({
    number,
    isLocked,
    modules: [{ state: isDone ? 'done' : 'in-progress' }],
    swipeDeck: { state: isDone ? 'done' : 'new' },
    assignment: null,
  }) as unknown as ProgrammeWeek;

describe('the week streak', () => {
  it('counts the weeks in a row done, up to the latest', () => {
    expect(weekStreakOf([week(1, true), week(2, true), week(3, true)], 3)).toBe(3);
    expect(weekStreakOf([week(1, false), week(2, true), week(3, true)], 3)).toBe(2);
  });

  it('is not broken by the week still being done, nor counts locked weeks', () => {
    expect(weekStreakOf([week(1, true), week(2, true), week(3, false)], 3)).toBe(2);
    expect(weekStreakOf([week(1, true), week(2, false, true)], 1)).toBe(1);
  });

  it('is nothing when the week before the current one was left', () => {
    expect(weekStreakOf([week(1, true), week(2, false), week(3, false)], 3)).toBe(0);
  });
});
