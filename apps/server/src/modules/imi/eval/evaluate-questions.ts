import type { ImiOutcome } from '@leerloop/contracts';
import { type EvalLanguage, type QuestionCase, questionCases } from './evaluation-sets.ts';
import { type Grade, grade } from './grade.ts';

export interface Reply {
  outcome: ImiOutcome;
  text: string;
}

export interface QuestionResult extends QuestionCase {
  file: string;
  reply: Reply;
  grade: Grade;
}

/** Counts of grades for a group of questions. */
export type Tally = Record<Grade, number> & { total: number };

const tallyOf = (results: QuestionResult[]): Tally => {
  const tally: Tally = { right: 0, partly: 0, wrong: 0, unknown: 0, total: results.length };
  for (const result of results) tally[result.grade]++;
  return tally;
};

/**
 * Asks every question of the sets (through `ask`, the real API for a learner) and grades the
 * replies: per week and language, and in all.
 */
export async function evaluateQuestions(
  ask: (question: string, language: EvalLanguage) => Promise<Reply>,
  cases = questionCases(),
) {
  const results: QuestionResult[] = [];
  for (const question of cases) {
    const reply = await ask(question.q, question.lang);
    results.push({ ...question, reply, grade: grade(question, reply) });
  }
  const groups = new Map<string, QuestionResult[]>();
  for (const result of results) {
    const key = `${result.week}|${result.lang}`;
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  return {
    results,
    all: tallyOf(results),
    /** Per set: the first sets and the held-out one apart. */
    byFile: [...new Set(results.map((r) => r.file))].map((file) => ({
      file,
      tally: tallyOf(results.filter((r) => r.file === file)),
    })),
    byLanguage: (['nl', 'mc', 'arabizi'] as const).map((language) => ({
      language,
      tally: tallyOf(results.filter((r) => r.lang === language)),
    })),
    byWeekAndLanguage: [...groups.entries()]
      .map(([key, group]) => {
        const [week, language] = key.split('|');
        return { week: Number(week), language: language as EvalLanguage, tally: tallyOf(group) };
      })
      .sort((a, b) => a.week - b.week || a.language.localeCompare(b.language)),
  };
}

/** Right or partly right, of all; wrong, of all (the acceptance's two figures). */
export const rates = (tally: Tally) => ({
  rightOrPartly: (tally.right + tally.partly) / Math.max(1, tally.total),
  wrong: tally.wrong / Math.max(1, tally.total),
});
