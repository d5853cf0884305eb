// Imi's own thread (decision 064): a learner's message is read here — the crisis detector, the
// kind of request, what Imi knows — while the server's thread goes on with other requests.
import { parentPort } from 'node:worker_threads';
import type { CrisisCategory, Language } from '@leerloop/contracts';
import type { LoadedWeek } from '../content/content-loader.ts';
import { detectCrisis } from './crisis/detect-crisis.ts';
import type { ImiContent } from './knowledge/knowledge.ts';
import { decideIfNoCrisis, type Decision } from './reply.ts';
import { warmUpImi } from './warm-up.ts';

type Weeks = Awaited<ReturnType<ImiContent['activeWeeks']>>;
type Items = Awaited<ReturnType<ImiContent['activeItems']>>;

/** What the server's thread asks. */
export type ToDecisionThread =
  | { kind: 'content'; weeks: Weeks; items: Items }
  | { kind: 'warm-up'; id: number; loadedWeeks?: LoadedWeek[] }
  | { kind: 'decide'; id: number; message: string; language: Language };

/** What it answers, by the question's id: the detector's finding and, without one, the rest. */
export type FromDecisionThread =
  | { id: number; detected: CrisisCategory }
  | { id: number; detected: null; ifNoCrisis: Decision }
  | { id: number; warmedUp: true }
  | { id: number; error: string };

let content: ImiContent | undefined;
const port = parentPort!;

async function answer(message: ToDecisionThread): Promise<FromDecisionThread | undefined> {
  switch (message.kind) {
    case 'content': {
      const { weeks, items } = message;
      // The same objects until new content arrives: what Imi knows is built once per import.
      content = { activeWeeks: async () => weeks, activeItems: async () => items };
      return undefined;
    }
    case 'warm-up':
      await warmUpImi(content!, message.loadedWeeks);
      return { id: message.id, warmedUp: true };
    case 'decide': {
      const crisis = detectCrisis(message.message);
      if (crisis) return { id: message.id, detected: crisis.category };
      const ifNoCrisis = await decideIfNoCrisis(content!, message.message, message.language);
      return { id: message.id, detected: null, ifNoCrisis };
    }
  }
}

port.on('message', (message: ToDecisionThread) => {
  answer(message).then(
    (reply) => reply && port.postMessage(reply),
    (error: unknown) =>
      'id' in message && port.postMessage({ id: message.id, error: String(error) }),
  );
});
