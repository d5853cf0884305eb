import { type RealtimeServerMessage, realtimeCloseCodes } from '@leerloop/contracts/realtime-refs';
import { fetchAccessToken, currentAccessToken } from './access-token';
import { env } from '../config/env';
import { storage } from './storage-keys';

type OnChange = () => void;

const MAX_BACKOFF_MS = 30_000;

/**
 * The realtime store's client (spec §7): one WebSocket per tab. Callers follow a reference and
 * re-read it (over HTTP) when it changes. After a reconnect or a `resync` every followed
 * reference is re-read, because changes may have been missed meanwhile.
 */
class RealtimeClient {
  private readonly followers = new Map<string, Set<OnChange>>();
  private socket: WebSocket | undefined;
  private isReady = false;
  private backoffMs = 1_000;
  private reconnectTimer: number | undefined;

  follow(ref: string, onChange: OnChange) {
    const set = this.followers.get(ref) ?? new Set();
    const isNew = set.size === 0;
    set.add(onChange);
    this.followers.set(ref, set);
    if (!this.socket) this.connect();
    else if (isNew && this.isReady) this.send({ type: 'subscribe', ref });
    return () => {
      set.delete(onChange);
      if (set.size > 0) return;
      this.followers.delete(ref);
      if (this.isReady) this.send({ type: 'unsubscribe', ref });
      if (this.followers.size === 0) this.disconnect();
    };
  }

  private url() {
    const url = new URL(`${env.apiBaseUrl}/realtime`, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return url.toString();
  }

  private connect(freshToken = false) {
    const socket = new WebSocket(this.url());
    this.socket = socket;
    socket.onopen = async () => {
      const token = freshToken ? await fetchAccessToken() : await currentAccessToken();
      const userId = storage.get('userId');
      if (!token || !userId) return socket.close();
      // The server may have closed it while the token was on its way.
      if (socket.readyState === WebSocket.OPEN)
        socket.send(JSON.stringify({ type: 'auth', token, userId }));
    };
    socket.onmessage = (event) =>
      this.receive(JSON.parse(String(event.data)) as RealtimeServerMessage);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.isReady = false;
      if (this.followers.size === 0) return;
      // An expired token: straight back with a fresh one. Anything else, or refused even with a
      // fresh token (an origin the server does not trust, say): back off, never a tight loop.
      const isTokenProblem = event.code === realtimeCloseCodes.unauthorized && !freshToken;
      const delay = isTokenProblem ? 0 : this.backoffMs;
      this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
      this.reconnectTimer = window.setTimeout(() => this.connect(isTokenProblem), delay);
    };
  }

  private receive(message: RealtimeServerMessage) {
    if (message.type === 'ready') {
      const isReconnect = this.backoffMs > 1_000;
      this.isReady = true;
      this.backoffMs = 1_000;
      for (const ref of this.followers.keys()) this.send({ type: 'subscribe', ref });
      if (isReconnect) this.notifyAll();
    } else if (message.type === 'changed') {
      for (const onChange of this.followers.get(message.ref) ?? []) onChange();
    } else if (message.type === 'resync') {
      this.notifyAll();
    } else if (message.type === 'error') {
      console.error('realtime', message);
    }
  }

  private notifyAll() {
    for (const set of this.followers.values()) for (const onChange of set) onChange();
  }

  private send(message: object) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private disconnect() {
    window.clearTimeout(this.reconnectTimer);
    const socket = this.socket;
    this.socket = undefined;
    this.isReady = false;
    socket?.close();
  }
}

export const realtime = new RealtimeClient();
