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
  const followers = new Followers(deps.realtime);
  app.addHook('onClose', async () => followers.close());

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
      new RealtimeConnection(socket, deps, followers);
    },
  });
}

/** A server message as the bytes every socket gets: made once, however many sockets get it. */
const bytesOf = (message: RealtimeServerMessage) => Buffer.from(JSON.stringify(message));

/**
 * Who follows what on this instance. The hub calls it once per change of a reference, not once
 * per tab: the `changed` message is serialised and encoded once and the same bytes go to every
 * follower (issue 22: a fan-out to 1000 sockets took 10–15 % less CPU; what is left is the
 * kernel's send, the same as a bare `ws` broadcast's).
 */
class Followers {
  private readonly byRef = new Map<
    string,
    { connections: Set<RealtimeConnection>; unsubscribe: () => void }
  >();
  private readonly connections = new Set<RealtimeConnection>();
  private readonly stopResync: () => void;

  constructor(private readonly hub: RealtimeHub) {
    this.stopResync = hub.onResync(() => {
      const resync = bytesOf({ type: 'resync' });
      for (const connection of this.connections) connection.sendBytes(resync);
    });
  }

  /** A signed-in connection: told to re-read everything when changes may have been missed. */
  join(connection: RealtimeConnection) {
    this.connections.add(connection);
  }

  leave(connection: RealtimeConnection) {
    this.connections.delete(connection);
  }

  follow(ref: string, connection: RealtimeConnection) {
    let followers = this.byRef.get(ref);
    if (!followers) {
      const connections = new Set<RealtimeConnection>();
      followers = {
        connections,
        unsubscribe: this.hub.subscribe(ref, () => {
          const changed = bytesOf({ type: 'changed', ref });
          for (const follower of connections) follower.notify(ref, changed);
        }),
      };
      this.byRef.set(ref, followers);
    }
    followers.connections.add(connection);
  }

  unfollow(ref: string, connection: RealtimeConnection) {
    const followers = this.byRef.get(ref);
    if (!followers?.connections.delete(connection) || followers.connections.size > 0) return;
    followers.unsubscribe();
    this.byRef.delete(ref);
  }

  close() {
    for (const { unsubscribe } of this.byRef.values()) unsubscribe();
    this.byRef.clear();
    this.stopResync();
  }
}

class RealtimeConnection {
  private caller: Caller | undefined;
  private readonly refs = new Set<string>();
  private readonly pending = new Set<string>();
  private flushTimer: NodeJS.Timeout | undefined;
  /** Until signed in: the auth deadline; after that, the token's expiry. */
  private timer: NodeJS.Timeout;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: RealtimeDeps,
    private readonly followers: Followers,
  ) {
    this.timer = setTimeout(
      () => this.close(realtimeCloseCodes.unauthorized, 'no auth'),
      AUTH_TIMEOUT_MS,
    );
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
      if (this.socket.readyState !== this.socket.OPEN) return;
      this.caller = caller;
      this.followers.join(this);
      // The connection lives as long as its token; the client reconnects with a fresh one.
      clearTimeout(this.timer);
      this.timer = setTimeout(
        () => this.close(realtimeCloseCodes.unauthorized, 'token expired'),
        Math.max(0, caller.expiresAt - Date.now()),
      );
      return this.send({ type: 'ready' });
    }
    if (!this.caller) return this.close(realtimeCloseCodes.unauthorized, 'auth first');

    if (message.type === 'subscribe') {
      // Someone else's reference is answered as if it did not exist.
      if (!mayFollow(this.caller, message.ref))
        return this.send({ type: 'error', code: 'NOT_FOUND', ref: message.ref });
      if (this.socket.readyState !== this.socket.OPEN) return;
      this.refs.add(message.ref);
      this.followers.follow(message.ref, this);
      return this.send({ type: 'subscribed', ref: message.ref });
    }
    this.refs.delete(message.ref);
    this.followers.unfollow(message.ref, this);
  }

  /**
   * A change of `ref`, as `changed`'s ready-made bytes. Coalesced for a slow client: only the
   * latest state of each reference matters.
   */
  notify(ref: string, changed: Buffer) {
    if (this.socket.bufferedAmount <= MAX_BUFFERED_BYTES && this.pending.size === 0) {
      return this.sendBytes(changed);
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

  /** Bytes made once for many sockets; sent as text, as `send` sends a string. */
  sendBytes(message: Buffer) {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(message, { binary: false });
  }

  private close(code: number, reason: string) {
    this.socket.close(code, reason);
  }

  private dispose() {
    for (const ref of this.refs) this.followers.unfollow(ref, this);
    this.refs.clear();
    this.followers.leave(this);
    clearTimeout(this.timer);
    clearInterval(this.flushTimer);
  }
}
