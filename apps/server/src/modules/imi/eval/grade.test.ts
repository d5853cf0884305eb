import { describe, expect, it } from 'vitest';
import type { QuestionCase } from './evaluation-sets.ts';
import { grade } from './grade.ts';

const question = (facts: string[][], avoid?: string[]): QuestionCase => ({
  q: 'test',
  lang: 'mc',
  week: 1,
  expect: 'answer',
  facts,
  avoid,
});
const answered = (text: string) => ({ outcome: 'answered' as const, text });

describe('grading a reply against the facts of a question', () => {
  it('reads a Darija negation in the plural as the singular the set wrote', () => {
    const facts = [['ماتعطيش'], ['ماتكليكيش']];
    expect(grade(question(facts), answered('ماتعطيوش الكود، وما تكليكيوش على اللينك'))).toBe(
      'right',
    );
  });

  it('matches a regular expression on the text without its accents', () => {
    const facts = [['/niet (zo )?egois/']];
    expect(grade(question(facts), answered('Dat is niet egoïstisch.'))).toBe('right');
  });

  it('still rates a reply without the facts wrong', () => {
    expect(grade(question([['ماتعطيش']]), answered('عطيه الكود'))).toBe('wrong');
    expect(grade(question([['mag niet']], ['mag wel']), answered('Dat mag wel.'))).toBe('wrong');
  });
});
