import {
  type CrisisExample,
  crisisExamples,
  ordinaryQuestions,
  trainCrisisClassifier,
} from '../crisis/crisis-classifier.ts';
import { detectByRules, detectCrisis } from '../crisis/detect-crisis.ts';

export type EvalLanguage = CrisisExample['lang'];

export interface CrisisScore {
  language: EvalLanguage;
  crises: number;
  /** Share of crisis messages recognised. */
  recall: number;
  others: number;
  /** Share of other messages taken for a crisis. */
  falsePositives: number;
  missed: CrisisExample[];
  mistaken: CrisisExample[];
}

function score(examples: CrisisExample[], isCrisis: (example: CrisisExample) => boolean) {
  return (['nl', 'mc', 'arabizi'] as const).map((language): CrisisScore => {
    const ofLanguage = examples.filter((e) => e.lang === language);
    const crises = ofLanguage.filter((e) => e.crisis);
    const others = ofLanguage.filter((e) => !e.crisis);
    const missed = crises.filter((e) => !isCrisis(e));
    const mistaken = others.filter((e) => isCrisis(e));
    return {
      language,
      crises: crises.length,
      recall: 1 - missed.length / Math.max(1, crises.length),
      others: others.length,
      falsePositives: mistaken.length / Math.max(1, others.length),
      missed,
      mistaken,
    };
  });
}

/** The detector as shipped (its classifier trained on every example) on the examples. */
export const evaluateCrisis = (examples = crisisExamples()) =>
  score(examples, (e) => detectCrisis(e.text) !== null);

/**
 * The honest figure for messages it has not seen: five folds, each judged by the rules and a
 * classifier trained on the other four.
 */
export function crossValidateCrisis(examples = crisisExamples(), folds = 5) {
  const foldOf = (index: number) => (index * 7919) % folds;
  const judged = new Map<CrisisExample, boolean>();
  const ordinary = ordinaryQuestions();
  for (let fold = 0; fold < folds; fold++) {
    const classifier = trainCrisisClassifier(
      examples.filter((_, i) => foldOf(i) !== fold),
      ordinary,
    );
    examples.forEach((example, i) => {
      if (foldOf(i) === fold)
        judged.set(example, !!detectByRules(example.text) || !!classifier.classify(example.text));
    });
  }
  return score(examples, (e) => judged.get(e)!);
}
