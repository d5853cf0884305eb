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
 * The check of one answer (so far) before it is said. `grounding` is what the model was given:
 * the learner's question and the passages. Its figures are read once per answer, not at every
 * piece (issue 22: at every piece it was most of the server's own work on an answer).
 */
export function answerCheck(grounding: string) {
  const grounded = grounding.match(/\d+(?:[-.,\s]\d+)*/g) ?? [];
  // "0800-0113" may come back as "0800 0113": the whole and each part count as known.
  const known = new Set(
    grounded.flatMap((f) => [f.replace(/[-.,\s]/g, ''), ...f.split(/[-.,\s]/)]),
  );
  /** Whether the answer so far may be said; `isComplete` once it has ended. */
  return (answer: string, isComplete = false) =>
    !explicit.test(answer) &&
    // A one-digit number ("3 tips") says little; longer ones must come from the sources.
    figuresOf(answer, isComplete).every((figure) => figure.length < 2 || known.has(figure));
}
