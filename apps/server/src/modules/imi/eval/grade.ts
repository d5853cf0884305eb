import type { ImiOutcome } from '@leerloop/contracts';
import { normaliseArabic } from '../phrases/reading.ts';
import type { QuestionCase } from './evaluation-sets.ts';

export type Grade = 'right' | 'partly' | 'wrong' | 'unknown';

/**
 * Lower case, no accents or Arabic vowel marks, one alef, ى → ي, ة → ه (as the sets say). Imi
 * addresses a learner in Darija in the plural, to be gender-neutral ("ماتعطيوش"), where the sets
 * often wrote the singular ("ماتعطيش", "ما تعطيش"): a negation is read without its plural ending
 * and with "ما" joined to its verb, so both say the same.
 */
const normal = (text: string) =>
  normaliseArabic(
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
  )
    .replace(/(^|[^\p{L}])(و?)ما (?=\p{Script=Arabic})/gu, '$1$2ما')
    .replace(/(\p{Script=Arabic})وش(?!\p{L})/gu, '$1ش');

/** Whether an answer has an alternative: a substring after normalising, or a /regex/. */
function says(answer: string, alternative: string) {
  if (alternative.length > 2 && alternative.startsWith('/') && alternative.endsWith('/')) {
    const pattern = new RegExp(alternative.slice(1, -1), 'iu');
    return pattern.test(answer) || pattern.test(normal(answer));
  }
  return normal(answer).includes(normal(alternative));
}

/**
 * How Imi's reply to a question rates. A question with an answer: right with every fact, partly
 * with some, wrong with none or with something only a wrong answer says; `Ik weet het niet` (or
 * a redirect) is neither. A question Imi should not answer (unknown, off-topic, homework):
 * right when it did what it should — said it does not know or pointed elsewhere, gave a hint.
 */
export function grade(question: QuestionCase, reply: { outcome: ImiOutcome; text: string }): Grade {
  const { outcome, text } = reply;
  if (question.expect === 'answer') {
    // A crisis reply to a question about a crisis gives the help lines: graded on its facts.
    if (outcome === 'unknown' || outcome === 'redirect' || outcome === 'refused') return 'unknown';
    if ((question.avoid ?? []).some((a) => says(text, a))) return 'wrong';
    const facts = question.facts ?? [];
    const present = facts.filter((alternatives) => alternatives.some((a) => says(text, a))).length;
    return present === facts.length ? 'right' : present > 0 ? 'partly' : 'wrong';
  }
  if (question.expect === 'hint') return outcome === 'hint' ? 'right' : 'wrong';
  // Unknown or off-topic: not knowing, or pointing to what Imi does know, is right.
  return outcome === 'unknown' || outcome === 'redirect' ? 'right' : 'wrong';
}
