/** How many questions in a row, up to and including `questionId`, were answered right. */
export function streakAt(
  questionIds: string[],
  results: Record<string, { isCorrect: boolean } | undefined>,
  questionId: string,
) {
  let count = 0;
  for (let i = questionIds.indexOf(questionId); i >= 0; i--) {
    if (!results[questionIds[i]!]?.isCorrect) break;
    count++;
  }
  return count;
}

/** How many kind words each streak length has to choose from (the locale files hold them). */
export const STREAK_VARIANTS = 3;

/**
 * The kind words for a streak of right answers (`modules:loop.streak.*`): none below three,
 * then words for three, for four and for more; `turn` (the question's place) varies them.
 */
export function streakWords(count: number, turn: number) {
  if (count < 3) return null;
  const length = count === 3 ? 'three' : count === 4 ? 'four' : 'more';
  return { key: `loop.streak.${length}.${turn % STREAK_VARIANTS}`, values: { number: count } };
}
