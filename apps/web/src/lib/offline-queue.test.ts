import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, type HttpResponse } from './http';
import {
  flushQueue,
  onQueueChange,
  queuedWrites,
  queueWrite,
  type QueuedWrite,
} from './offline-queue';

const write = (requestId: string, userId = 'u1'): QueuedWrite => ({
  requestId,
  userId,
  method: 'POST',
  url: `/my-tinder-save`,
  body: { requestId },
});
const refused = (status: number) =>
  new HttpError('refused', { status } as HttpResponse, { url: '/x' });

beforeEach(async () => {
  for (const { requestId } of await queuedWrites())
    await flushQueue((await queuedWrites()).find((w) => w.requestId === requestId)!.userId, () =>
      Promise.resolve(),
    );
});

describe('the offline queue', () => {
  it('sends waiting work in the order it was done, each once', async () => {
    await queueWrite(write('a'));
    await queueWrite(write('b'));
    await queueWrite(write('c'));
    const sent: string[] = [];
    expect(await flushQueue('u1', async (w) => void sent.push(w.requestId))).toBe(3);
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(await queuedWrites()).toEqual([]);
    expect(await flushQueue('u1', async (w) => void sent.push(w.requestId))).toBe(0);
  });

  it('stops at a lost connection and goes on from there later', async () => {
    await queueWrite(write('a'));
    await queueWrite(write('b'));
    const send = vi
      .fn<(w: QueuedWrite) => Promise<void>>()
      .mockResolvedValueOnce()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await flushQueue('u1', send)).toBe(1);
    expect((await queuedWrites()).map((w) => w.requestId)).toEqual(['b']);
    const later = vi.fn<(w: QueuedWrite) => Promise<void>>().mockResolvedValue();
    expect(await flushQueue('u1', later)).toBe(1);
    expect(later).toHaveBeenCalledWith(write('b'));
  });

  it('drops what the server refuses, keeps what it could not take yet', async () => {
    await queueWrite(write('locked'));
    await queueWrite(write('busy'));
    const send = vi
      .fn<(w: QueuedWrite) => Promise<void>>()
      .mockRejectedValueOnce(refused(403))
      .mockRejectedValueOnce(refused(503));
    expect(await flushQueue('u1', send)).toBe(0);
    expect((await queuedWrites()).map((w) => w.requestId)).toEqual(['busy']);
  });

  it("sends only the signed-in user's work, and sends it once when asked twice at once", async () => {
    const counts: number[] = [];
    const stop = onQueueChange((count) => counts.push(count));
    await queueWrite(write('theirs', 'u2'));
    await queueWrite(write('mine'));
    const send = vi.fn<(w: QueuedWrite) => Promise<void>>().mockResolvedValue();
    const [first, second] = await Promise.all([flushQueue('u1', send), flushQueue('u1', send)]);
    expect([first, second]).toEqual([1, 1]);
    expect(send).toHaveBeenCalledTimes(1);
    expect((await queuedWrites()).map((w) => w.requestId)).toEqual(['theirs']);
    expect(counts).toEqual([1, 2, 1]);
    stop();
  });
});
