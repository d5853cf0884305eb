import type { Language } from '@leerloop/contracts';
import type { Found } from '../knowledge/knowledge.ts';

/** A learner's question with the passages of the programme that may answer it. */
export interface GroundedQuestion {
  question: string;
  language: Language;
  /** The best passages, best first; never empty (no passage: Imi does not know). */
  found: Found[];
  /** The chat so far, oldest first (the last few messages). */
  history: { role: 'user' | 'assistant'; content: string }[];
}

/** Where Imi's answers come from: the embedded extract, or an OpenAI-compatible model. */
export interface ImiProvider {
  readonly name: 'embedded' | 'openai';
  readonly model: string;
  /** The answer in pieces as they come; stops early when the signal aborts. */
  answer(input: GroundedQuestion, signal: AbortSignal): AsyncIterable<string>;
}
