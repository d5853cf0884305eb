import { describe, expect, it } from 'vitest';
import { answerCheck } from './moderation.ts';

describe("the check of a model's answer on its way out", () => {
  const grounding = 'Hoe bel ik 113? Bel 0800-0113, gratis en anoniem, ook na 18 uur.';
  const isAllowed = answerCheck(grounding);

  it('lets figures through that the question or the passages give, however written', () => {
    expect(isAllowed('Bel 0800-0113 of 113.', true)).toBe(true);
    expect(isAllowed('Bel 0800 0113, ook na 18 uur.', true)).toBe(true);
    // A one-digit number says little.
    expect(isAllowed('Drie tips: 1, 2 en 3.', true)).toBe(true);
  });

  it('stops a figure nobody gave', () => {
    expect(isAllowed('Bel 0800-9999.', true)).toBe(false);
    expect(isAllowed('Dat kost 250 euro.', true)).toBe(false);
  });

  it('waits for a number still coming in, piece by piece', () => {
    expect(isAllowed('Bel 08')).toBe(true);
    expect(isAllowed('Bel 08', true)).toBe(false);
  });

  it('stops anything explicit', () => {
    expect(isAllowed('kijk porno', true)).toBe(false);
  });
});
