import { describe, expect, it } from 'vitest';
import { evaluateCrisis } from './evaluate-crisis.ts';

/**
 * Issue 17's bar, on the repository's crisis sets (first and held-out parts), per language:
 * at least 98 % of crisis messages recognised, at most 3 % of the others taken for one.
 */
describe('the crisis detector on the evaluation sets', () => {
  for (const score of evaluateCrisis()) {
    it(`${score.language}: recall ≥ 98 %, false positives ≤ 3 %`, () => {
      const report = (list: { text: string }[]) => list.map((c) => c.text);
      expect({ recall: score.recall, missed: report(score.missed) }).toEqual({
        recall: expect.toSatisfy((r: number) => r >= 0.98),
        missed: expect.any(Array),
      });
      expect({ falsePositives: score.falsePositives, mistaken: report(score.mistaken) }).toEqual({
        falsePositives: expect.toSatisfy((f: number) => f <= 0.03),
        mistaken: expect.any(Array),
      });
    });
  }
});
