import { createStore, get, set, type UseStore } from 'idb-keyval';
import { HttpError } from './http';

/**
 * Work done without a connection (issue 24, decision 052): a module's answers and position, a
 * swipe, a finished module or deck. Kept in IndexedDB, so a reload or a closed tab loses
 * nothing, and sent in the order it was done, one at a time, when the connection returns. Each
 * answer and swipe carries its own request id, so the server counts it once however often it is
 * sent.
 */
export interface QueuedWrite {
  /** The request id the server keeps the answer by (also this entry's key). */
  requestId: string;
  /** Whose work it is: only sent while that user is signed in on this device. */
  userId: string;
  method: 'POST' | 'PUT';
  /** The path under the API's base. */
  url: string;
  body?: unknown;
}

const QUEUE_KEY = 'writes';
let store: UseStore | null = null;
const queueStore = () => (store ??= createStore('leerloop-offline', 'queue'));

/** Serialises every change to the list (IndexedDB transactions do not span our awaits). */
let changing: Promise<unknown> = Promise.resolve();
function change<T>(step: (writes: QueuedWrite[]) => { writes: QueuedWrite[]; result: T }) {
  const next = changing.then(async () => {
    const { writes, result } = step((await get<QueuedWrite[]>(QUEUE_KEY, queueStore())) ?? []);
    await set(QUEUE_KEY, writes, queueStore());
    notify(writes);
    return result;
  });
  changing = next.catch(() => {});
  return next;
}

const listeners = new Set<(count: number) => void>();
function notify(writes: QueuedWrite[]) {
  for (const listener of listeners) listener(writes.length);
}
/** Called with the number of writes waiting whenever it changes. */
export function onQueueChange(listener: (count: number) => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const queuedWrites = async () => (await get<QueuedWrite[]>(QUEUE_KEY, queueStore())) ?? [];

export const queueWrite = (write: QueuedWrite) =>
  change((writes) => ({ writes: [...writes, write], result: undefined }));

const removeWrite = (requestId: string) =>
  change((writes) => ({
    writes: writes.filter((write) => write.requestId !== requestId),
    result: undefined,
  }));

/** A failure worth trying again later: no connection, a timeout, the server busy or away. */
export const isConnectionFailure = (error: unknown) =>
  !(error instanceof HttpError) ||
  [401, 408, 429].includes(error.response.status) ||
  error.response.status >= 500;

let flushing: Promise<number> | null = null;

/**
 * Sends the signed-in user's waiting work in order. Stops at a connection failure (the rest waits
 * for the next try); a write the server refuses (a week locked meanwhile, say) is dropped, as it
 * would have been online. Answers how many were sent. One flush at a time.
 */
export function flushQueue(userId: string | null, send: (write: QueuedWrite) => Promise<unknown>) {
  flushing ??= (async () => {
    let sent = 0;
    try {
      for (;;) {
        const next = (await queuedWrites()).find((write) => write.userId === userId);
        if (!next) return sent;
        try {
          await send(next);
          sent++;
        } catch (error) {
          if (isConnectionFailure(error)) return sent;
          console.error('The server refused work done offline', next.url, error);
        }
        await removeWrite(next.requestId);
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
