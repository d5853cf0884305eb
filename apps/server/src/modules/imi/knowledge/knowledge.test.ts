import { describe, expect, it } from 'vitest';
import { loadProgramme } from '../../content/content-loader.ts';
import type { ProgrammeRepository } from '../../programme/programme.repository.ts';
import { lookUp } from './knowledge.ts';

/** The shipped content with all six weeks open, as a learner who started six weeks ago has it. */
function wholeProgramme() {
  const weeks = loadProgramme();
  const items = weeks.flatMap(({ week, modules, deck, brainfood, imiAnswers }) => [
    ...modules.map((data) => ({ id: data.id, kind: 'module', weekId: week.id, data })),
    { id: deck.id, kind: 'swipe-deck', weekId: week.id, data: deck },
    ...brainfood.items.map((data) => ({ id: data.id, kind: 'brainfood', weekId: week.id, data })),
    ...imiAnswers.answers.map((data) => ({
      id: data.id,
      kind: 'imi-answer',
      weekId: week.id,
      data,
    })),
  ]);
  return {
    activeWeeks: async () => weeks.map(({ week }) => ({ id: week.id, number: week.number })),
    activeItems: async () => items,
  } as unknown as ProgrammeRepository;
}

describe('what Imi finds in the programme', () => {
  const programme = wholeProgramme();

  it('makes no answer of words shared by chance', async () => {
    for (const question of [
      // "الكان" (the Africa Cup) is no "كان" (was), and "غادي" (will) says nothing.
      'شكون غادي يربح الكان؟ المغرب ولا لا؟',
      // Two-letter skeletons: "l3am" (the year) reads "lm" like "lma" (water).
      'chno a7sn anime dyal had l3am?',
    ])
      expect((await lookUp(programme, question, 'mc')).found, question).toEqual([]);
  });

  it('still finds the answer to a real question in each script', async () => {
    for (const [question, language] of [
      ['hoeveel water moet ik per dag drinken', 'nl'],
      ['ch7al mn lma khassni nchreb f nhar', 'mc'],
      ['شحال خاصني نشرب ديال الما فالنهار', 'mc'],
    ] as const) {
      const { found } = await lookUp(programme, question, language);
      expect(found[0]?.passage.id, question).toBe('w4-imi-hoeveel-water');
    }
  });
});
