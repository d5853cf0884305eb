import { describe, expect, it } from 'vitest';
import { crossValidateCrisis, evaluateCrisis } from './evaluate-crisis.ts';

/**
 * Issue 17's bar on the repository's crisis examples, per language: at least 98 % of crisis
 * messages recognised and at most 3 % of the others taken for one — by the detector as shipped,
 * and (a little looser, since it is judged on messages its classifier never saw) cross-validated.
 */
const texts = (list: { text: string }[]) => list.map((e) => e.text);

describe('the crisis detector on the examples', () => {
  for (const s of evaluateCrisis())
    it(`${s.language}: recall ≥ 98 %, false positives ≤ 3 %`, () => {
      expect({ recall: s.recall >= 0.98, missed: texts(s.missed) }).toEqual({
        recall: true,
        missed: expect.any(Array),
      });
      expect({ falsePositives: s.falsePositives <= 0.03, mistaken: texts(s.mistaken) }).toEqual({
        falsePositives: true,
        mistaken: expect.any(Array),
      });
    });
});

describe('the crisis detector on messages its classifier has not seen (5-fold)', () => {
  for (const s of crossValidateCrisis())
    it(`${s.language}: recall ≥ 97 %, false positives ≤ 5 %`, () => {
      expect({ recall: s.recall >= 0.97, missed: texts(s.missed) }).toEqual({
        recall: true,
        missed: expect.any(Array),
      });
      expect(s.falsePositives).toBeLessThanOrEqual(0.05);
    });
});
