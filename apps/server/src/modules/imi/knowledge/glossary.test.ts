import { describe, expect, it } from 'vitest';
import { glossOf } from './glossary.ts';
import { termsOf } from './terms.ts';

const dutch = (text: string) => termsOf(text, 'nl');

describe('Darija read as Dutch search words', () => {
  it('glosses Arabizi, the French it borrows, and Arabic script', () => {
    expect(glossOf('chhal khassni n7et f lepargne kol chhar').terms).toEqual(
      expect.arrayContaining(dutch('sparen maand')),
    );
    expect(glossOf('compte dyali t hacka chno ndir').terms).toEqual(
      expect.arrayContaining(dutch('account gehackt')),
    );
    expect(glossOf('الباطرون ماخلصنيش الخلصة ديال الشهر').terms).toEqual(
      expect.arrayContaining(dutch('werkgever loon')),
    );
  });

  it('keeps a Dutch word the learner mixed in, and says how much it understood', () => {
    const programmeWords = new Set(dutch('zorgverzekering'));
    const gloss = glossOf('wach zorgverzekering darori', (term) => programmeWords.has(term));
    expect(gloss.terms).toEqual(expect.arrayContaining(dutch('zorgverzekering')));
    expect(glossOf('xqzv blorp zorgverzekering').coverage).toBeLessThan(1);
  });

  it('reads a word by its whole skeleton before its stem, so words that stem alike stay apart', () => {
    // "nhar" (day) and "ntne7er" (I kill myself) both stem to "nhr".
    expect(glossOf('kol nhar').terms).toEqual(dutch('dag'));
    expect(glossOf('bghit ntne7er').terms).toEqual(dutch('zelfmoord'));
  });
});
