import { describe, expect, it } from 'vitest';
import { crisisExamples } from './crisis-classifier.ts';
import { featureIndex, featuresOf } from './features.ts';

describe("the classifier's feature index", () => {
  it('finds the known features featuresOf lists, in the same order', () => {
    const examples = crisisExamples().map((example) => example.text);
    // A vocabulary of half the examples: each message has known and unknown features.
    const vocabulary = new Set(examples.filter((_, i) => i % 2).flatMap(featuresOf));
    const index = featureIndex(vocabulary);
    for (const text of [...examples, '', 'z e l f m o o r d', 'كيهددني ynchr 🔪 tsawer']) {
      const known = featuresOf(text).filter((feature) => vocabulary.has(feature));
      expect(index.idsOf(text).map(index.featureOf), text).toEqual(known);
    }
  });
});
