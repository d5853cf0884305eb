import { describe, expect, it } from 'vitest';
import { isArabizi } from '../phrases/reading.ts';
import { termOf } from './terms.ts';

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
