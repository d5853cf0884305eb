import type { CrisisCategory } from '@leerloop/contracts';
import { phraseSet, type PhraseMatch, type PhraseSet } from '../phrases/phrase-set.ts';
import { crisisClassifier } from './crisis-classifier.ts';
import { readMessage, type Reading } from '../phrases/reading.ts';
import {
  accidentContext,
  crisisPhrases,
  figurativePhrases,
  harmlessContext,
} from './crisis-phrases.ts';

/** A message that says a learner (or someone close) is in danger, with what gave it away. */
export interface Crisis {
  category: CrisisCategory;
  phrase: string;
}

/**
 * The phrase rules, compiled the first time a message is read (a fifth of a second): Imi's
 * thread does it as it warms up, the server's thread only if that thread fails, not at every start.
 */
function compileRules() {
  const categories = Object.keys(crisisPhrases) as CrisisCategory[];
  return {
    personal: categories.map((category) => ({
      category,
      phrases: phraseSet(crisisPhrases[category].personal),
      // Each rule: concepts that together make a crisis, wherever they stand in the message.
      together: (crisisPhrases[category].together ?? []).map((concepts) =>
        concepts.map((concept) => phraseSet(concept, 'part')),
      ),
    })),
    topic: categories.map((category) => ({
      category,
      phrases: phraseSet(crisisPhrases[category].topic),
    })),
    figurative: phraseSet(figurativePhrases, 'sets-aside'),
    harmless: phraseSet(harmlessContext, 'sets-aside'),
    accident: phraseSet(accidentContext, 'sets-aside'),
  };
}

let compiled: ReturnType<typeof compileRules> | undefined;
const crisisRules = () => (compiled ??= compileRules());

/** A hit or a cut can be an accident; the other categories do not hinge on it. */
const HURT_BY_ACCIDENT: CrisisCategory[] = ['abuse', 'self-harm'];

/** The tokens of every figurative saying, set aside before crisis phrases are looked for. */
function figurativeTokens(reading: Reading, figurative: PhraseSet) {
  const masked = new Set<number>();
  const mark = (match: PhraseMatch) => {
    for (let i = match.start; i < match.end; i++) masked.add(i);
  };
  figurative.findAll(reading).forEach(mark);
  return masked;
}

/** Where each concept of a rule occurs; null as soon as one does not (the rest are not looked for). */
function allFound(concepts: PhraseSet[], reading: Reading, masked: Set<number>) {
  const matches: PhraseMatch[] = [];
  for (const concept of concepts) {
    const match = concept.find(reading, masked);
    if (!match) return null;
    matches.push(match);
  }
  return matches;
}

/**
 * Whether a learner's message is about a crisis: suicide, self-harm, abuse, sexual abuse,
 * violence at home, an unsafe home, sextortion, running away, an eating disorder or acute
 * danger — in Dutch, Darija or Arabizi, however it is spelt. Sayings ("ik ga dood van het
 * lachen") are not; the subject named in a message plainly about school work or a film is not.
 * The phrase rules speak first; what they miss, the classifier trained on the examples may catch.
 */
export function detectCrisis(text: string): Crisis | null {
  const byRule = detectByRules(text);
  if (byRule) return byRule;
  const category = crisisClassifier().classify(text);
  return category && { category, phrase: '(classifier)' };
}

/** The phrase rules alone (crisis-phrases.ts). */
export function detectByRules(text: string): Crisis | null {
  const { personal, topic, figurative, harmless, accident } = crisisRules();
  const reading = readMessage(text);
  const masked = figurativeTokens(reading, figurative);
  const isAccident = accident.find(reading) !== null;
  for (const { category, phrases, together } of personal) {
    if (isAccident && HURT_BY_ACCIDENT.includes(category)) continue;
    const match = phrases.find(reading, masked);
    if (match) return { category, phrase: match.phrase };
    for (const concepts of together) {
      const matches = allFound(concepts, reading, masked);
      if (matches) return { category, phrase: matches.map((m) => m.phrase).join(' + ') };
    }
  }
  const isHarmless = harmless.find(reading) !== null;
  if (isHarmless) return null;
  for (const { category, phrases } of topic) {
    const match = phrases.find(reading, masked);
    if (match) return { category, phrase: match.phrase };
  }
  return null;
}
