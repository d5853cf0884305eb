import { describe, expect, it } from 'vitest';
import { answerIndex } from './similarity.ts';
import { termsOf } from './terms.ts';

const answer = (owner: string, ...askings: string[]) => ({
  owner,
  askings: askings.map((text) => termsOf(text, 'nl')),
  answer: [],
});

describe('an answer found by a question', () => {
  it('by the head of a Dutch compound it was asked with', () => {
    const index = answerIndex([
      answer('stage', 'krijg ik een stagevergoeding', 'hoe hoog is een stagevergoeding'),
      answer('loon', 'hoeveel loon krijg ik', 'wat is het minimumloon'),
    ]);
    const [best] = index.search(termsOf('is een vergoeding verplicht', 'nl'));
    expect(best?.owner).toBe('stage');
  });
});
