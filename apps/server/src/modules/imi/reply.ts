import type { CrisisCategory, ImiOutcome, Language } from '@leerloop/contracts';
import { detectCrisis } from './crisis/detect-crisis.ts';
import { type Found, type ImiContent, lookUp } from './knowledge/knowledge.ts';
import { requestOf } from './requests.ts';

/**
 * Another opinion on whether a message is about a crisis, from the configured model's
 * moderation (crisis/second-opinion.ts). A message is a crisis when either says so.
 */
export type CrisisSecondOpinion = (text: string) => Promise<CrisisCategory | null>;

/** How Imi will reply to a message, before a word of it is said. */
export type Decision =
  | { outcome: 'crisis'; category: CrisisCategory }
  | { outcome: 'refused' }
  /** Homework: the hint, with the curated answer that fits as the tip (if any). */
  | { outcome: 'hint'; found: Found[] }
  /** An answer from what Imi knows, or one of its own replies (hello, thanks). */
  | { outcome: 'answered'; found: Found[] }
  | { outcome: 'answered'; own: 'greetingReply' | 'thanksReply' }
  | { outcome: Extract<ImiOutcome, 'unknown' | 'redirect'> }
  /** A question about the learner's own case: Imi cannot know, and says who can. */
  | { outcome: 'unknown'; own: 'personalReply' };

/**
 * The one path every message takes (issue 17): a crisis first — by the detector or the model's
 * moderation — then a harmful request, homework, hello and thanks, and only then a question,
 * answered from what Imi knows or honestly not.
 */
export const decide = (
  content: ImiContent,
  message: string,
  language: Language,
  secondOpinion?: CrisisSecondOpinion,
): Promise<Decision> =>
  decideWith(detectCrisis(message)?.category ?? null, message, secondOpinion, () =>
    decideIfNoCrisis(content, message, language),
  );

/**
 * The decision once the detector has looked (here or in Imi's own thread): a crisis when it
 * found one or the model's moderation does, else what the message is without one.
 */
export async function decideWith(
  detected: CrisisCategory | null,
  message: string,
  secondOpinion: CrisisSecondOpinion | undefined,
  ifNoCrisis: () => Promise<Decision>,
): Promise<Decision> {
  const category = detected ?? (await secondOpinion?.(message)) ?? null;
  if (category) return { outcome: 'crisis', category };
  return ifNoCrisis();
}

/** What a message is, when it is no crisis. */
export async function decideIfNoCrisis(
  content: ImiContent,
  message: string,
  language: Language,
): Promise<Decision> {
  const request = requestOf(message);
  if (request === 'harmful') return { outcome: 'refused' };
  if (request === 'greeting') return { outcome: 'answered', own: 'greetingReply' };
  if (request === 'thanks') return { outcome: 'answered', own: 'thanksReply' };
  if (request === 'personal') return { outcome: 'unknown', own: 'personalReply' };
  // Homework for a subject the programme does not teach (maths, French): pointed elsewhere.
  if (request === 'otherHomework') return { outcome: 'redirect' };
  const { found, isOnTopic } = await lookUp(content, message, language);
  if (request === 'homework')
    return { outcome: 'hint', found: found.filter((f) => f.passage.isCurated) };
  if (found.length) return { outcome: 'answered', found };
  return { outcome: isOnTopic ? 'unknown' : 'redirect' };
}
