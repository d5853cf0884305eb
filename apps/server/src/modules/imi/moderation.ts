/**
 * What a model's answer may say on its way out, checked piece by piece (issue 17): nothing
 * explicit, and no figure the sources do not give — a phone number, an amount or an age a model
 * made up is worse than no answer for a learner who acts on it.
 */
const explicit =
  /(?<![\p{L}])(?:porno?\p{L}*|neuk\p{L}*|pijp(?:en|t)\p{L}*|نيك(?!وتين)\p{L}*|بورنو)(?![\p{L}])/iu;

/** Whole numbers in a text: "0800-0113", "18", "4,5" (a trailing, unfinished one left out). */
function figuresOf(text: string, isComplete: boolean) {
  const figures = text.match(/\d+(?:[-.,]\d+)*/g) ?? [];
  // While streaming, the last number may still be growing ("08" of "0800-0113").
  if (!isComplete && /\d[-.,]?$/.test(text)) figures.pop();
  return figures.map((figure) => figure.replace(/[-.,]/g, ''));
}

/**
 * Whether an answer (so far) may be said. `grounding` is what the model was given: the
 * learner's question and the passages.
 */
export function isAnswerAllowed(answer: string, grounding: string, isComplete = false) {
  if (explicit.test(answer)) return false;
  const grounded = grounding.match(/\d+(?:[-.,\s]\d+)*/g) ?? [];
  // "0800-0113" may come back as "0800 0113": the whole and each part count as known.
  const known = new Set(
    grounded.flatMap((f) => [f.replace(/[-.,\s]/g, ''), ...f.split(/[-.,\s]/)]),
  );
  // A one-digit number ("3 tips") says little; longer ones must come from the sources.
  return figuresOf(answer, isComplete).every((figure) => figure.length < 2 || known.has(figure));
}
