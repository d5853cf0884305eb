import { describe, expect, it } from 'vitest';
import { isArabizi } from '../phrases/reading.ts';
import { termOf, termsOf } from './terms.ts';

const everyWord = () => true;

describe('search terms of Arabizi', () => {
  it("meet across a verb's persons and objects", () => {
    const forms = ['tdemandiha', 'kandemandi', 'demande'].map((w) => termOf(w, 'arabizi'));
    expect(new Set(forms).size).toBe(1);
    const paying = ['nkhlss', 'khlst', 'ykhalsni'].map((w) => termOf(w, 'arabizi'));
    expect(new Set(paying).size).toBe(1);
  });

  it('keep a short root whole', () => {
    expect(termOf('kteb', 'arabizi')).toBe('ktb');
  });

  it('read a chat spelling of a Dutch word as that word', () => {
    expect(termOf('2fa', 'arabizi', everyWord)).toBe(`nl:${termOf('tweestapsverificatie', 'nl')}`);
  });
});

describe('telling Arabizi from Dutch', () => {
  it("knows Darija's split negation without digits", () => {
    expect(isArabizi('patron ma khllsnich akher chhar')).toBe(true);
  });

  it('leaves chat Dutch alone', () => {
    expect(isArabizi('ik weet nich wat ik moet doen')).toBe(false);
    expect(isArabizi('mn ma wast nooit mn kleren')).toBe(false);
  });
});

describe('search terms of Dutch', () => {
  it('read "er achter komen" as finding out however it is spelled, not as "achteraf"', () => {
    const joined = termsOf('hoe kom ik erachter', 'nl');
    expect(termsOf('hoe kom ik er achter', 'nl')).toEqual(joined);
    expect(termsOf('hoe kom je er eigl achter', 'nl')).toEqual(
      termsOf('hoe kom je erachter', 'nl'),
    );
    expect(termsOf('hoe kom ik daar achter', 'nl')).toContain(joined.at(-1));
    expect(termsOf('ik loop achter met school', 'nl')).toContain(termOf('achter', 'nl'));
  });
});
