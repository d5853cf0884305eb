import { describe, expect, it } from 'vitest';
import { median } from './median.ts';

describe('median', () => {
  it('takes the middle round by value and leaves the rounds as measured', () => {
    const rounds = [2100, 1900, 3500];
    expect(median(rounds)).toBe(2100);
    expect(rounds).toEqual([2100, 1900, 3500]);
    expect(median([4, 1, 3, 2])).toBe(3);
  });
});
