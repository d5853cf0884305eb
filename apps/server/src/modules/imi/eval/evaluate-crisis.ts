import { detectCrisis } from '../crisis/detect-crisis.ts';
import { type CrisisCase, crisisCases, type EvalLanguage } from './evaluation-sets.ts';

export interface CrisisScore {
  language: EvalLanguage;
  crises: number;
  /** Share of crisis messages recognised. */
  recall: number;
  others: number;
  /** Share of other messages taken for a crisis. */
  falsePositives: number;
  missed: CrisisCase[];
  mistaken: CrisisCase[];
}

/** The crisis detector on the crisis sets, per language. */
export function evaluateCrisis(cases = crisisCases()): CrisisScore[] {
  const languages: EvalLanguage[] = ['nl', 'mc', 'arabizi'];
  return languages.map((language) => {
    const ofLanguage = cases.filter((c) => c.lang === language);
    const crises = ofLanguage.filter((c) => c.crisis);
    const others = ofLanguage.filter((c) => !c.crisis);
    const missed = crises.filter((c) => !detectCrisis(c.text));
    const mistaken = others.filter((c) => detectCrisis(c.text));
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
