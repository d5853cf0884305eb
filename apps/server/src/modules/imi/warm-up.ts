import type { LoadedWeek } from '../content/content-loader.ts';
import { ordinaryQuestions, warmUpCrisisClassifier } from './crisis/crisis-classifier.ts';
import { type ImiContent, warmUpKnowledge } from './knowledge/knowledge.ts';
import { decide } from './reply.ts';

/** Everyday questions Imi's decision runs on at start, spread over every week and language. */
const WARM_UP_QUESTIONS = 150;
/** Questions decided between two pauses: the event loop stays free for requests. */
const SLICE = 10;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Imi ready before a class asks at once (issue 22): its classifier and knowledge built, then its
 * decision run over everyday questions, so the first fifty questions after a start do not each
 * pay for the code's first runs (the first round answered its first pieces 1.5× later).
 */
export async function warmUpImi(programme: ImiContent, weeks?: LoadedWeek[]) {
  await warmUpCrisisClassifier(weeks);
  await warmUpKnowledge(programme);
  const questions = ordinaryQuestions(weeks);
  const step = Math.max(1, Math.floor(questions.length / WARM_UP_QUESTIONS));
  for (let i = 0; i < questions.length; i += step) {
    await decide(programme, questions[i]!, 'nl');
    if ((i / step) % SLICE === SLICE - 1) await nextTurn();
  }
}
