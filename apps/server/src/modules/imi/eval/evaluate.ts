import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@leerloop/contracts';
import { parse } from 'yaml';
import type { ProgrammeRepository } from '../../programme/programme.repository.ts';
import { answerablePassages } from '../knowledge.ts';

interface EvalQuestion {
  question: string;
  language: Language;
  /** The content item that should answer it; null when the content cannot. */
  expect: string | null;
}

export const evalQuestions = () =>
  parse(readFileSync(join(import.meta.dirname, 'questions.yaml'), 'utf8')) as EvalQuestion[];

/**
 * The embedded provider on the evaluation set, every week open: how often it names the right
 * item, and how often it says it does not know when the content cannot answer.
 */
export async function evaluateEmbedded(programme: ProgrammeRepository) {
  const weeks = new Set((await programme.activeWeeks()).map((w) => w.number));
  const rows = await Promise.all(
    evalQuestions().map(async (q) => {
      const found = await answerablePassages(programme, q.question, q.language, weeks);
      return { ...q, named: found[0]?.passage.source.id ?? null };
    }),
  );
  const answerable = rows.filter((r) => r.expect !== null);
  const unanswerable = rows.filter((r) => r.expect === null);
  return {
    hitRate: answerable.filter((r) => r.named === r.expect).length / answerable.length,
    unknownRate: unanswerable.filter((r) => r.named === null).length / unanswerable.length,
    misses: rows.filter((r) => r.named !== r.expect),
    answerable: answerable.length,
    unanswerable: unanswerable.length,
  };
}
