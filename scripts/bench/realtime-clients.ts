// The realtime bench's WebSocket clients, in a process of their own (scripts/bench/realtime.ts
// starts it): on pupils' phones the reading is not done on the server's event loop, and 10,000
// sockets on each side would not fit in one process's file limit either.
import WebSocket from 'ws';
import { type ClientCommand, type ClientReport, wallClock } from './realtime-protocol.ts';

/** How many sockets open at once: the server's listen backlog and token checks stay unflooded. */
const OPENING_AT_ONCE = 200;

let sockets: WebSocket[] = [];
let receipts: number[][] = [];
let dropped = 0;

const report = (message: ClientReport) => process.send!(message);

function openOne(command: Extract<ClientCommand, { type: 'open' }>, index: number) {
  return new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(command.url, command.origin ? { origin: command.origin } : {});
    sockets.push(socket);
    const times: number[] = (receipts[index] = []);
    let isFollowing = false;
    const follow = () => {
      isFollowing = true;
      resolve();
    };
    socket.on('error', reject);
    socket.on('close', (code) => {
      if (isFollowing) dropped++;
      else reject(new Error(`a socket was closed (${code})`));
    });
    socket.on('open', () => {
      for (const message of command.hello) socket.send(message);
      if (!command.readyType) follow();
    });
    socket.on('message', (data) => {
      const at = wallClock();
      // Read as the web app reads it.
      const message = JSON.parse(String(data)) as { type: string };
      if (message.type === 'changed') times.push(at);
      else if (message.type === command.readyType) follow();
      else if (message.type !== 'ready') reject(new Error(`got ${String(data)}`));
    });
  });
}

/** Each socket's n-th `changed` answers the n-th publish: a socket gets its messages in order. */
function latencies(publishedAt: number[], skip: number) {
  const all: number[] = [];
  let received = 0;
  for (const times of receipts) {
    received += times.length;
    if (times.length === publishedAt.length) {
      for (let n = skip; n < times.length; n++) all.push(times[n]! - publishedAt[n]!);
    } else {
      // Changes were merged for a slow socket: each one it got is timed from the latest publish.
      for (const at of times) {
        const n = publishedAt.findLastIndex((published) => published <= at);
        if (n >= skip) all.push(at - publishedAt[n]!);
      }
    }
  }
  all.sort((a, b) => a - b);
  const percentile = (p: number) => all[Math.max(0, Math.ceil((p / 100) * all.length) - 1)] ?? NaN;
  return {
    p50: percentile(50),
    p99: percentile(99),
    max: all.at(-1) ?? NaN,
    expected: receipts.length * publishedAt.length,
    received,
    dropped,
  };
}

process.on('message', (command: ClientCommand) => {
  void (async () => {
    try {
      if (command.type === 'open') {
        sockets = [];
        receipts = [];
        dropped = 0;
        for (let i = 0; i < command.count; i += OPENING_AT_ONCE) {
          const batch = Math.min(OPENING_AT_ONCE, command.count - i);
          await Promise.all(Array.from({ length: batch }, (_, j) => openOne(command, i + j)));
        }
        report({ type: 'opened', count: sockets.length });
      } else if (command.type === 'clock') {
        report({ type: 'clock', at: wallClock() });
      } else if (command.type === 'latencies') {
        report({ type: 'latencies', ...latencies(command.publishedAt, command.skip) });
      } else {
        for (const socket of sockets) {
          socket.removeAllListeners('close');
          socket.terminate();
        }
        sockets = [];
        receipts = [];
        report({ type: 'closed' });
      }
    } catch (error) {
      report({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  })();
});
