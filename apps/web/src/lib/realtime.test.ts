import { realtimeCloseCodes } from '@leerloop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./access-token', () => ({
  currentAccessToken: vi.fn(async () => 'token'),
  fetchAccessToken: vi.fn(async () => 'fresh-token'),
}));

/** A socket the test opens and closes as the server would. */
class FakeSocket {
  static readonly OPEN = 1;
  static readonly opened: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => unknown) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send() {}
  close() {}
  /** The server refuses the connection as it does for an origin it does not trust. */
  refuse() {
    this.readyState = 3;
    this.onclose?.({ code: realtimeCloseCodes.unauthorized });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  localStorage.setItem('userId', 'user-1');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the realtime client', () => {
  it('comes back at once with a fresh token once, then backs off when still refused', async () => {
    const { realtime } = await import('./realtime');
    const stop = realtime.follow('games/user-1', () => {});
    FakeSocket.opened.at(-1)!.refuse();
    await vi.advanceTimersByTimeAsync(0);
    // Straight back, this time with a fresh token.
    expect(FakeSocket.opened).toHaveLength(2);
    FakeSocket.opened.at(-1)!.refuse();
    // Refused with a fresh token too: not again at once, and not in a tight loop.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.opened).toHaveLength(2);
    // The back-off has doubled from one second.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.opened).toHaveLength(3);
    stop();
  });
});
