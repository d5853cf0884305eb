import { describe, expect, it } from 'vitest';
import { isOneLetterOff } from './phrase-set.ts';

describe('isOneLetterOff', () => {
  it('allows one letter changed, missing or extra, anywhere in the word', () => {
    for (const [a, b] of [
      ['zelfmoord', 'zelfmoord'],
      ['zelfmoord', 'zelfmord'],
      ['zelfmoord', 'zelfmoort'],
      ['zelfmoord', 'elfmoord'],
      ['zelfmoord', 'zelfmoordd'],
      ['suicide', 'suiside'],
      ['', 'a'],
    ])
      expect(isOneLetterOff(a!, b!), `${a} / ${b}`).toBe(true);
  });

  it('refuses two letters off, however they are off', () => {
    for (const [a, b] of [
      ['zelfmoord', 'zelfmort'],
      ['zelfmoord', 'zlfmoort'],
      ['doodgaan', 'doodgaanzz'],
      ['ab', 'ba'],
      ['', 'ab'],
    ])
      expect(isOneLetterOff(a!, b!), `${a} / ${b}`).toBe(false);
  });
});
