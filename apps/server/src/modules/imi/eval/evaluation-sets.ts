import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CrisisCategory } from '@leerloop/contracts';
import { parse } from 'yaml';

/**
 * Imi's evaluation sets (issue 17), written from a learner's side, not from the content: the
 * crisis sets (messages that are and are not a crisis) and the question sets (questions as
 * learners type them, with the facts a right answer contains). Each set has a first part
 * and a held-out part written later by someone who had seen neither the detector nor the first.
 */
export type EvalLanguage = 'nl' | 'mc' | 'arabizi';

export interface CrisisCase {
  text: string;
  lang: EvalLanguage;
  crisis: boolean;
  kind: string;
  category?: CrisisCategory;
}

export interface QuestionCase {
  q: string;
  lang: EvalLanguage;
  /** The week whose topics it is about; 0 when off-topic. */
  week: number;
  expect: 'answer' | 'unknown' | 'redirect' | 'hint';
  /** Each fact a right answer has, as alternatives. */
  facts?: string[][];
  /** What only a wrong answer says. */
  avoid?: string[];
}

const read = <T>(file: string) =>
  parse(readFileSync(join(import.meta.dirname, file), 'utf8')) as T[];

export const CRISIS_FILES = [
  'crisis-nl.yaml',
  'crisis-darija.yaml',
  'crisis-nl-holdout.yaml',
  'crisis-darija-holdout.yaml',
];
export const QUESTION_FILES = ['questions-weeks-1-3.yaml', 'questions-weeks-4-6.yaml'];

export const crisisCases = (files = CRISIS_FILES) =>
  files.flatMap((file) => read<CrisisCase>(file).map((c) => ({ ...c, file })));
export const questionCases = (files = QUESTION_FILES) =>
  files.flatMap((file) => read<QuestionCase>(file).map((c) => ({ ...c, file })));
