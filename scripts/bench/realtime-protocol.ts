// What the realtime bench (realtime.ts) and its clients' process (realtime-clients.ts) say.
import { performance } from 'node:perf_hooks';

export type ClientCommand =
  | {
      type: 'open';
      url: string;
      origin?: string;
      count: number;
      /** Sent as soon as a socket is open (auth, subscribe). */
      hello: string[];
      /** The message type that says a socket is following; without it, open is enough. */
      readyType?: string;
    }
  | { type: 'clock' }
  | { type: 'latencies'; publishedAt: number[]; skip: number }
  | { type: 'close' };

export type ClientReport =
  | { type: 'opened'; count: number }
  | { type: 'clock'; at: number }
  | {
      type: 'latencies';
      p50: number;
      p99: number;
      max: number;
      expected: number;
      received: number;
      /** Sockets the server closed while they were followed. */
      dropped: number;
    }
  | { type: 'failed'; message: string }
  | { type: 'closed' };

/** Wall-clock time in milliseconds, comparable between the processes of this machine. */
export const wallClock = () => performance.timeOrigin + performance.now();
