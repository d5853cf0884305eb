import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

type Listener = () => void;

export interface RealtimeHub {
  /** Tells every subscriber of `ref`, on this instance and (through Redis) on the others. */
  publish(ref: string): void;
  subscribe(ref: string, listener: Listener): () => void;
  /** Called when changes may have been missed (Redis came back): clients should re-read. */
  onResync(listener: Listener): () => void;
  close(): Promise<void>;
}

/**
 * Fans changes out in-process, and across instances over Redis pub/sub when REDIS_URL is set.
 * While Redis is away delivery stays local; when its subscription is back, every client is told
 * to re-read, because pub/sub does not keep what was sent meanwhile.
 */
export function createRealtimeHub({
  redis,
  channel,
}: {
  redis?: Redis;
  channel: string;
}): RealtimeHub {
  const instanceId = randomUUID();
  const listeners = new Map<string, Set<Listener>>();
  const resyncListeners = new Set<Listener>();

  const deliver = (ref: string) => {
    for (const listener of listeners.get(ref) ?? []) listener();
  };

  // Subscriber mode needs a connection of its own.
  const subscriber = redis?.duplicate();
  let hasBeenReady = false;
  subscriber?.on('error', () => {}); // reported by the main client; this one just reconnects
  subscriber?.on('ready', () => {
    void subscriber.subscribe(channel).catch(() => {});
    if (hasBeenReady) for (const listener of resyncListeners) listener();
    hasBeenReady = true;
  });
  subscriber?.on('message', (_channel: string, raw: string) => {
    try {
      const { from, ref } = JSON.parse(raw) as { from: string; ref: string };
      if (from !== instanceId && typeof ref === 'string') deliver(ref);
    } catch {
      // Not ours: ignore.
    }
  });

  return {
    publish(ref) {
      deliver(ref);
      redis?.publish(channel, JSON.stringify({ from: instanceId, ref })).catch(() => {});
    },
    subscribe(ref, listener) {
      const set = listeners.get(ref) ?? new Set();
      set.add(listener);
      listeners.set(ref, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(ref);
      };
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    async close() {
      subscriber?.disconnect();
    },
  };
}
