import type { LoadedWeek } from '../content/content-loader.ts';
import { ordinaryQuestions, warmUpCrisisClassifier } from './crisis/crisis-classifier.ts';
import { type ImiContent, warmUpKnowledge } from './knowledge/knowledge.ts';
import { decide } from './reply.ts';

/** Questions decided between two pauses: the event loop stays free for requests. */
const SLICE = 10;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Imi ready before a class asks at once (issue 22): its classifier and knowledge built, then its
 * decision run over every curated way of asking (some 10,000, in every week and language; a few
 * seconds, in Imi's own thread). The words learners use are then read once already, and the
 * code has run: a question nobody asked before costs about half as much. With 150 of them, the
 * first rounds of a class asking at once answered their first pieces a third later.
 */
export async function warmUpImi(programme: ImiContent, weeks?: LoadedWeek[]) {
  await warmUpCrisisClassifier(weeks);
  await warmUpKnowledge(programme);
  const questions = ordinaryQuestions(weeks);
  for (let i = 0; i < questions.length; i++) {
    await decide(programme, questions[i]!, 'nl');
    if (i % SLICE === SLICE - 1) await nextTurn();
  }
}
