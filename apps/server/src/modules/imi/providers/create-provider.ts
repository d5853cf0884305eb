import type { Config } from '../../../config.ts';
import { createEmbeddedProvider } from './embedded.ts';
import { createOpenAiProvider } from './openai.ts';
import type { ImiProvider } from './provider.ts';

/** The configured provider: an OpenAI-compatible model when one is set, otherwise the embedded one. */
export function createImiProvider({
  openai,
  maxTokens,
  embeddedPaceMs,
}: Config['imi']): ImiProvider {
  return openai
    ? createOpenAiProvider({ ...openai, maxTokens })
    : createEmbeddedProvider({ paceMs: embeddedPaceMs });
}
