import { apiClient } from './api-client';
import { HttpError } from './http';
import { queuedWrites, queueWrite, type QueuedWrite } from './offline-queue';
import { storage } from './storage-keys';
import { isOnline, reportNoAnswer } from './use-is-online';

/** What became of a write: the server's answer, or kept to be sent when the connection returns. */
export type Sent<T> = { isQueued: false; data: T } | { isQueued: true };

/** Sends a queued write through the API client (the token and user id of now). */
export async function sendWrite(write: QueuedWrite) {
  try {
    return await apiClient.request({ method: write.method, url: write.url, data: write.body });
  } catch (error) {
    if (!(error instanceof HttpError)) reportNoAnswer();
    throw error;
  }
}

/**
 * A learner's write that may be done offline (issue 24): sent at once when there is a
 * connection and nothing waits before it; otherwise kept, in order, to be sent later. `parse`
 * reads the server's answer.
 */
export async function sendOrQueue<T>(
  write: Omit<QueuedWrite, 'userId'>,
  parse: (data: unknown) => T,
): Promise<Sent<T>> {
  const queued = { ...write, userId: storage.get('userId') ?? '' };
  const keep = async (): Promise<Sent<T>> => {
    await queueWrite(queued);
    return { isQueued: true };
  };
  const isWaiting = (await queuedWrites()).some((w) => w.userId === queued.userId);
  if (!isOnline() || isWaiting) return keep();
  try {
    return { isQueued: false, data: parse((await sendWrite(queued)).data) };
  } catch (error) {
    // No answer at all (the connection dropped, a timeout): kept, and its id makes a second
    // arrival harmless. An answer from the server (refused, failed) is shown as before.
    if (!(error instanceof HttpError)) {
      reportNoAnswer();
      return keep();
    }
    throw error;
  }
}
