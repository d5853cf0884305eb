import { Worker } from 'node:worker_threads';
import type { Language } from '@leerloop/contracts';
import type { Logger } from '../../logger.ts';
import type { LoadedWeek } from '../content/content-loader.ts';
import type { FromDecisionThread, ToDecisionThread } from './decision-worker.ts';
import type { ImiContent } from './knowledge/knowledge.ts';
import { type CrisisSecondOpinion, type Decision, decide, decideWith } from './reply.ts';
import { warmUpImi } from './warm-up.ts';

/** How Imi decides on messages: in its own thread, or in the server's (tests, a failed thread). */
export interface ImiDecisions {
  decide(message: string, language: Language): Promise<Decision>;
  /** Everything the decisions need, built before the first learner asks (not in tests). */
  warmUp(loadedWeeks?: LoadedWeek[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * The longest a decision may take in the thread before it counts as stuck: well over what the
 * thread's start takes (building the classifier, some seconds) before its first answer.
 */
const DECIDES_WITHIN_MS = 20_000;

/** A question to the thread, before it is numbered. */
type WithoutId<T> = T extends { id: number } ? Omit<T, 'id'> : never;

/** In the server's own thread. */
export function decideHere(content: ImiContent, secondOpinion?: CrisisSecondOpinion): ImiDecisions {
  return {
    decide: (message, language) => decide(content, message, language, secondOpinion),
    warmUp: (loadedWeeks) => warmUpImi(content, loadedWeeks),
    close: async () => {},
  };
}

/**
 * The worker's code beside this module: TypeScript from the sources (loaded through tsx, as the
 * server is in development and tests), JavaScript beside the built server (scripts/build.mjs).
 */
const isSource = import.meta.url.endsWith('.ts');
const ownWorkerFile = new URL(`./decision-worker.${isSource ? 'ts' : 'js'}`, import.meta.url);

/**
 * In a thread of its own (issue 22, decision 064): with a class asking at once, the server's
 * thread read one message after another, and each learner's first words waited for all the
 * messages before theirs. If the thread fails, the server's thread decides again — a learner in
 * trouble is never left without the crisis check.
 */
export function decideInOwnThread(
  content: ImiContent,
  log: Pick<Logger, 'error' | 'warn'>,
  secondOpinion?: CrisisSecondOpinion,
  {
    workerFile = ownWorkerFile,
    decidesWithinMs = DECIDES_WITHIN_MS,
  }: {
    /** The worker's code (another only in tests of a thread that fails). */
    workerFile?: URL;
    decidesWithinMs?: number;
  } = {},
): ImiDecisions {
  const here = decideHere(content, secondOpinion);
  const waiting = new Map<number, (reply: FromDecisionThread | undefined) => void>();
  let nextId = 0;
  let sentItems: unknown;
  let isClosing = false;
  let hasFailed = false;
  let worker: Worker | undefined;

  /** The thread is gone: whoever waits for it, and every later message, is answered here. */
  const failed = (reason: string) => {
    if (!worker) return;
    // Stopped too when it is only stuck.
    void worker.terminate();
    worker = undefined;
    hasFailed = true;
    if (!isClosing) log.error(`Imi's thread stopped (${reason}); deciding in the server's thread`);
    for (const resume of waiting.values()) resume(undefined);
    waiting.clear();
  };

  const started = () => {
    if (worker || hasFailed || isClosing) return worker;
    // TypeScript in a worker needs tsx's loader registered there first.
    worker = isSource
      ? new Worker(
          `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(workerFile.href)}, ${JSON.stringify(import.meta.url)}))`,
          { eval: true },
        )
      : new Worker(workerFile);
    // The server stops without waiting for an idle thread.
    worker.unref();
    worker.on('message', (reply: FromDecisionThread) => {
      waiting.get(reply.id)?.(reply);
      waiting.delete(reply.id);
    });
    worker.on('error', (error) => failed(error.message));
    worker.on('exit', (code) => failed(`exit ${code}`));
    return worker;
  };

  /** Sends a question to the thread; undefined when there is no thread to answer it. */
  async function ask(
    question: WithoutId<ToDecisionThread>,
  ): Promise<FromDecisionThread | undefined> {
    const thread = started();
    if (!thread) return undefined;
    // What Imi knows is sent again only when the programme changed (a new import).
    const [weeks, items] = await Promise.all([content.activeWeeks(), content.activeItems()]);
    // It may have stopped meanwhile.
    if (worker !== thread) return undefined;
    if (items !== sentItems) {
      thread.postMessage({ kind: 'content', weeks, items } satisfies ToDecisionThread);
      sentItems = items;
    }
    const id = nextId++;
    return new Promise((resolve) => {
      // A question unanswered that long means a stuck thread, not a slow one.
      const timer =
        question.kind === 'decide'
          ? setTimeout(() => failed(`no decision in ${decidesWithinMs} ms`), decidesWithinMs)
          : undefined;
      waiting.set(id, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      thread.postMessage({ ...question, id } as ToDecisionThread);
    });
  }

  return {
    async decide(message, language) {
      const reply = await ask({ kind: 'decide', message, language });
      if (!reply || 'error' in reply || !('detected' in reply)) {
        if (reply && 'error' in reply) log.error(`Imi's thread could not decide: ${reply.error}`);
        return here.decide(message, language);
      }
      const { detected } = reply;
      return decideWith(detected, message, secondOpinion, async () =>
        'ifNoCrisis' in reply ? reply.ifNoCrisis : here.decide(message, language),
      );
    },
    async warmUp(loadedWeeks) {
      const reply = await ask({ kind: 'warm-up', loadedWeeks });
      if (reply && 'error' in reply) log.warn(`Imi's thread did not warm up: ${reply.error}`);
    },
    async close() {
      isClosing = true;
      await worker?.terminate();
    },
  };
}
