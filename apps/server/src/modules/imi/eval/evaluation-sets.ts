import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readYaml } from '../../../lib/read-yaml.ts';

/**
 * Imi's question sets (issue 17), written from a learner's side, not from the content:
 * questions as learners type them, with the facts a right answer contains. A held-out part was
 * written later by someone who had seen neither Imi's answers nor the first part. (The crisis
 * examples live with the detector, in crisis/examples/.)
 */
export type EvalLanguage = 'nl' | 'mc' | 'arabizi';

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
  readYaml(readFileSync(join(import.meta.dirname, file), 'utf8')) as T[];

export const QUESTION_FILES = [
  'questions-weeks-1-3.yaml',
  'questions-weeks-4-6.yaml',
  'questions-holdout.yaml',
  'questions-holdout-2.yaml',
  'questions-holdout-3.yaml',
  'questions-holdout-4.yaml',
  'questions-holdout-5.yaml',
  'questions-holdout-6.yaml',
  'questions-holdout-7.yaml',
];

export const questionCases = (files = QUESTION_FILES) =>
  files.flatMap((file) => read<QuestionCase>(file).map((c) => ({ ...c, file })));
