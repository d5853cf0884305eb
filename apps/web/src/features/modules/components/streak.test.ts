import { describe, expect, it } from 'vitest';
import nl from '../../../locales/nl/modules.json';
import mc from '../../../locales/mc/modules.json';
import { STREAK_VARIANTS, streakAt, streakWords } from './streak';

const right = { isCorrect: true };
const wrong = { isCorrect: false };
const ids = ['q1', 'q2', 'q3', 'q4', 'q5'];

describe('a streak of right answers', () => {
  it('counts the right answers in a row up to this question', () => {
    const results = { q1: right, q2: right, q3: right, q4: wrong, q5: right };
    expect(streakAt(ids, results, 'q3')).toBe(3);
    expect(streakAt(ids, results, 'q4')).toBe(0);
    expect(streakAt(ids, results, 'q5')).toBe(1);
  });

  it('stops at a question not answered yet', () => {
    expect(streakAt(ids, { q2: right, q3: right }, 'q3')).toBe(2);
  });

  it('earns kind words from three in a row, varied from question to question', () => {
    expect(streakWords(2, 0)).toBeNull();
    const three = [0, 1, 2].map((turn) => streakWords(3, turn)!.key);
    expect(new Set(three).size).toBe(3);
    expect(streakWords(3, 0)!.key).toBe('loop.streak.three.0');
    expect(streakWords(4, 4)!.key).toBe('loop.streak.four.1');
    expect(streakWords(7, 2)).toEqual({ key: 'loop.streak.more.2', values: { number: 7 } });
  });

  it('has every variant in Dutch and in Darija', () => {
    for (const pack of [nl, mc])
      for (const length of ['three', 'four', 'more'] as const)
        expect(pack.loop.streak[length]).toHaveLength(STREAK_VARIANTS);
    expect(nl.loop.streak.three[0]).toBe('Drie goed op rij!');
  });
});
