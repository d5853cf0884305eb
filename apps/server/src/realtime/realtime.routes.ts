import websocket from '@fastify/websocket';
import {
  type RealtimeServerMessage,
  REALTIME_PATH,
  realtimeClientMessage,
  realtimeCloseCodes,
  realtimeRefs,
} from '@leerloop/contracts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import type { Caller } from '../modules/auth/access-token.ts';
import type { RealtimeHub } from './realtime-hub.ts';

/** What a connection needs: the token check and the hub it follows references in. */
interface RealtimeDeps {
  config: Pick<Config, 'trustedOrigins'>;
  realtime: RealtimeHub;
  verifyAccessToken(token: string): Promise<Caller | null>;
}

const AUTH_TIMEOUT_MS = 5_000;
/** Above this much unsent data a slow client gets each changed reference once, later. */
const MAX_BUFFERED_BYTES = 64 * 1024;

/** Which references a caller may follow: only their own. */
function mayFollow(caller: Caller, ref: string) {
  return (
    ref === realtimeRefs.user(caller.userId) ||
    ref === realtimeRefs.game(caller.userId) ||
    ref === realtimeRefs.answers(caller.userId) ||
    // The same for everyone; each reader gets their own organisation's figures over HTTP.
    ref === realtimeRefs.games()
  );
}

/** GET /api/realtime (WebSocket): one per tab, authenticated by its first message. */
export async function realtimeRoutes(app: FastifyInstance, deps: RealtimeDeps) {
  await app.register(websocket, { options: { maxPayload: 4096 } });

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    schema: { hide: true },
    // A plain request (no upgrade) hears why, in the one error shape (issue 18's fuzz suite).
    handler: async () => {
      throw new AppError('WEBSOCKET_ONLY');
    },
    wsHandler: (socket, request) => {
      // Browsers send their page's origin; only our own pages may connect.
      const origin = request.headers.origin;
      if (origin && !deps.config.trustedOrigins.includes(origin)) {
        return socket.close(realtimeCloseCodes.unauthorized, 'origin not allowed');
      }
      new RealtimeConnection(socket, deps);
    },
  });
}

class RealtimeConnection {
  private caller: Caller | undefined;
  private readonly unsubscribers = new Map<string, () => void>();
  private readonly pending = new Set<string>();
  private flushTimer: NodeJS.Timeout | undefined;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly stopResync: () => void;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: RealtimeDeps,
  ) {
    this.timers.push(
      setTimeout(
        () => this.caller || this.close(realtimeCloseCodes.unauthorized, 'no auth'),
        AUTH_TIMEOUT_MS,
      ),
    );
    this.stopResync = deps.realtime.onResync(() => this.caller && this.send({ type: 'resync' }));
    // One message at a time, in order: a subscribe sent right behind the auth waits for it.
    socket.on('message', (data) => {
      this.queue = this.queue.then(() => this.receive(String(data)));
    });
    socket.on('close', () => this.dispose());
  }

  private async receive(raw: string) {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return this.close(realtimeCloseCodes.badMessage, 'not JSON');
    }
    const parsed = realtimeClientMessage.safeParse(json);
    if (!parsed.success) return this.send({ type: 'error', code: 'VALIDATION_ERROR' });
    const message = parsed.data;

    if (message.type === 'auth') {
      const caller = await this.deps.verifyAccessToken(message.token).catch(() => null);
      if (!caller || caller.userId !== message.userId)
        return this.close(realtimeCloseCodes.unauthorized, 'bad token');
      this.caller = caller;
      // The connection lives as long as its token; the client reconnects with a fresh one.
      this.timers.push(
        setTimeout(
          () => this.close(realtimeCloseCodes.unauthorized, 'token expired'),
          Math.max(0, caller.expiresAt - Date.now()),
        ),
      );
      return this.send({ type: 'ready' });
    }
    if (!this.caller) return this.close(realtimeCloseCodes.unauthorized, 'auth first');

    if (message.type === 'subscribe') {
      // Someone else's reference is answered as if it did not exist.
      if (!mayFollow(this.caller, message.ref))
        return this.send({ type: 'error', code: 'NOT_FOUND', ref: message.ref });
      if (!this.unsubscribers.has(message.ref)) {
        this.unsubscribers.set(
          message.ref,
          this.deps.realtime.subscribe(message.ref, () => this.notify(message.ref)),
        );
      }
      return this.send({ type: 'subscribed', ref: message.ref });
    }
    this.unsubscribers.get(message.ref)?.();
    this.unsubscribers.delete(message.ref);
  }

  /** Coalesces changes for a slow client: only the latest state of each reference matters. */
  private notify(ref: string) {
    if (this.socket.bufferedAmount <= MAX_BUFFERED_BYTES && this.pending.size === 0) {
      return this.send({ type: 'changed', ref });
    }
    this.pending.add(ref);
    this.flushTimer ??= setInterval(() => {
      if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) return;
      for (const pendingRef of this.pending) this.send({ type: 'changed', ref: pendingRef });
      this.pending.clear();
      clearInterval(this.flushTimer);
      this.flushTimer = undefined;
    }, 100);
  }

  private send(message: RealtimeServerMessage) {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private close(code: number, reason: string) {
    this.socket.close(code, reason);
  }

  private dispose() {
    for (const unsubscribe of this.unsubscribers.values()) unsubscribe();
    this.unsubscribers.clear();
    this.stopResync();
    for (const timer of this.timers) clearTimeout(timer);
    clearInterval(this.flushTimer);
  }
}
