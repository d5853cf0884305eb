import { setTimeout as sleep } from 'node:timers/promises';
import { extractAnswer } from '../knowledge/knowledge.ts';
import type { GroundedQuestion, ImiProvider } from './provider.ts';

/**
 * The default, with no network and no model: the one to three sentences of the best passage
 * that answer the question, streamed a few words at a time at a reading pace.
 */
export function createEmbeddedProvider({ paceMs }: { paceMs: number }): ImiProvider {
  return {
    name: 'embedded',
    model: 'leerloop-embedded',
    async *answer({ found, question, language }: GroundedQuestion, signal: AbortSignal) {
      const text = extractAnswer(found[0]!.passage, question, language);
      const words = text.split(/(?<=\s)/);
      for (let i = 0; i < words.length; i += 3) {
        if (signal.aborted) return;
        if (i > 0 && paceMs > 0) await sleep(paceMs, undefined, { signal }).catch(() => {});
        if (signal.aborted) return;
        yield words.slice(i, i + 3).join('');
      }
    },
  };
}
