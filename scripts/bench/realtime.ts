// Realtime at scale (issue 22, goal 5): how long a change takes to reach every WebSocket client,
// against a bare `ws` broadcast measured in the same run. The clients live in a process of their
// own (realtime-clients.ts); the servers live in this one.
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REALTIME_PATH, realtimeRefs } from '@leerloop/contracts';
import WebSocket, { WebSocketServer } from 'ws';
import { buildApp } from '../../apps/server/src/app.ts';
import type { Config } from '../../apps/server/src/config.ts';
import { signUpLearner } from '../lib/sign-up.ts';
import { type ClientCommand, type ClientReport, wallClock } from './realtime-protocol.ts';

export interface RealtimeScenario {
  sockets: number;
  changesPerSecond: number;
  seconds: number;
  /** The p99 from publish to a client's `changed` it must stay under (issue 22). */
  budgetP99Ms: number;
}

/**
 * Issue 22: 1000 sockets × 10 changes/s under 50 ms, and 10,000 sockets held under 150 ms. The
 * issue names no rate for the second: one change a second gives the same 10,000 deliveries a
 * second as the first (docs/decisions, realtime-at-scale).
 */
export const REALTIME_SCENARIOS: RealtimeScenario[] = [
  { sockets: 1000, changesPerSecond: 10, seconds: 10, budgetP99Ms: 50 },
  { sockets: 10_000, changesPerSecond: 1, seconds: 15, budgetP99Ms: 150 },
];

export const PEER_SETUP = 'bare `ws` broadcast (peer)';

export interface RealtimeRow {
  scenario: RealtimeScenario;
  setup: string;
  p50: number;
  p99: number;
  max: number;
  /** Deliveries the clients got, of the ones they should have got. */
  received: number;
  expected: number;
  dropped: number;
  /** The server's CPU time (user + system) per socket of a fan-out, median of the changes. */
  cpuPerDeliveryUs: number;
}

/** The CPU time of each fan-out: less disturbed than wall time on a machine others share. */
class FanOutCpu {
  private started = process.cpuUsage();
  private readonly spent: number[] = [];
  start = () => {
    this.started = process.cpuUsage();
  };
  stop = () => {
    const { user, system } = process.cpuUsage(this.started);
    this.spent.push(user + system);
  };
  median() {
    const sorted = this.spent.toSorted((a, b) => a - b);
    return sorted[sorted.length >> 1] ?? NaN;
  }
}

type BenchConfig = (dataDir: string, databaseUrl?: string, redisUrl?: string) => Config;

/** The clients' process, driven one command and answer at a time. */
class Clients {
  private readonly child: ChildProcess;

  constructor() {
    this.child = fork(join(import.meta.dirname, 'realtime-clients.ts'), {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }

  async ask<T extends ClientReport['type']>(
    command: ClientCommand,
    answer: T,
  ): Promise<Extract<ClientReport, { type: T }>> {
    const reply = once(this.child, 'message') as Promise<[ClientReport]>;
    this.child.send(command);
    const [report] = await reply;
    if (report.type === 'failed') throw new Error(`realtime clients: ${report.message}`);
    if (report.type !== answer) throw new Error(`realtime clients answered ${report.type}`);
    return report as Extract<ClientReport, { type: T }>;
  }

  /** How far the clients' clock is ahead of ours, from the quickest of a few round trips. */
  async clockOffset() {
    let best = { roundTrip: Infinity, offset: 0 };
    for (let i = 0; i < 20; i++) {
      const sent = wallClock();
      const { at } = await this.ask({ type: 'clock' }, 'clock');
      const back = wallClock();
      if (back - sent < best.roundTrip)
        best = { roundTrip: back - sent, offset: at - (sent + back) / 2 };
    }
    return best.offset;
  }

  async stop() {
    this.child.kill();
    if (this.child.exitCode === null) await once(this.child, 'exit');
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `change` at a steady rate (not drifting with the time each call takes). */
async function drive(scenario: RealtimeScenario, change: () => Promise<void> | void) {
  const interval = 1000 / scenario.changesPerSecond;
  const started = wallClock();
  const calls: (Promise<void> | void)[] = [];
  for (let n = 0; n < scenario.changesPerSecond * scenario.seconds; n++) {
    await sleep(started + n * interval - wallClock());
    calls.push(change());
  }
  await Promise.all(calls);
  // The last change's deliveries, well within any budget.
  await sleep(1000);
}

interface Run {
  setup: string;
  open: Omit<Extract<ClientCommand, { type: 'open' }>, 'type' | 'count'>;
  /** When each change was published, in order. */
  publishedAt: number[];
  fanOut: FanOutCpu;
  /** Called once every client follows. */
  onFollowing?: () => void;
  change: () => Promise<void> | void;
}

/** Follows, then changes; the first second is warm-up, not counted. */
async function measure(clients: Clients, scenario: RealtimeScenario, run: Run) {
  await clients.ask({ type: 'open', count: scenario.sockets, ...run.open }, 'opened');
  try {
    run.onFollowing?.();
    await drive(scenario, run.change);
    const offset = await clients.clockOffset();
    const result = await clients.ask(
      {
        type: 'latencies',
        publishedAt: run.publishedAt.map((at) => at + offset),
        skip: scenario.changesPerSecond,
      },
      'latencies',
    );
    return {
      scenario,
      setup: run.setup,
      ...result,
      cpuPerDeliveryUs: run.fanOut.median() / scenario.sockets,
    } satisfies RealtimeRow;
  } finally {
    await clients.ask({ type: 'close' }, 'closed');
  }
}

/** The peer: `ws`'s own broadcast example, each message serialised once and sent to all. */
async function measurePeer(clients: Clients, scenario: RealtimeScenario) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const publishedAt: number[] = [];
  const fanOut = new FanOutCpu();
  try {
    return await measure(clients, scenario, {
      setup: PEER_SETUP,
      open: { url: `ws://127.0.0.1:${port}`, hello: [] },
      publishedAt,
      fanOut,
      change: () => {
        publishedAt.push(wallClock());
        fanOut.start();
        const data = JSON.stringify({ type: 'changed', ref: realtimeRefs.games() });
        for (const client of server.clients)
          if (client.readyState === WebSocket.OPEN) client.send(data);
        fanOut.stop();
      },
    });
  } finally {
    for (const client of server.clients) client.terminate();
    server.close();
  }
}

/**
 * Leerloop: every client is a tab of one learner following users/{id}; each change is the
 * learner saving their language over HTTP (PUT /api/users/me/settings). The clock runs from the
 * hub's publish to each client's `changed`. With Redis, the clients are on a second instance, so
 * every change crosses Redis pub/sub.
 */
async function measureLeerloop(
  clients: Clients,
  scenario: RealtimeScenario,
  setup: string,
  config: Config,
  hasTwoInstances: boolean,
) {
  const writer = await buildApp(config, { logger: false });
  const reader = hasTwoInstances ? await buildApp(config, { logger: false }) : writer;
  try {
    const writerAddress = await writer.app.listen({ port: 0, host: '127.0.0.1' });
    const readerAddress =
      reader === writer ? writerAddress : await reader.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await signUpLearner(writer.app, `realtime-${scenario.sockets}@example.nl`);
    const ref = realtimeRefs.user(user.userId);
    // Subscribed before any client, so the hub calls this first: the clock starts at publish.
    const publishedAt: number[] = [];
    writer.services.realtime.subscribe(ref, () => publishedAt.push(wallClock()));
    // The fan-out's CPU, on the instance the clients are on: from its first listener to its last.
    const fanOut = new FanOutCpu();
    reader.services.realtime.subscribe(ref, fanOut.start);
    let changes = 0;
    return await measure(clients, scenario, {
      setup,
      open: {
        url: `${readerAddress.replace('http', 'ws')}${REALTIME_PATH}`,
        origin: config.baseUrl,
        // The server handles a connection's messages in order: subscribe may follow auth.
        hello: [
          JSON.stringify({ type: 'auth', ...user }),
          JSON.stringify({ type: 'subscribe', ref }),
        ],
        readyType: 'subscribed',
      },
      publishedAt,
      fanOut,
      // After the clients' own listener (one for all of them), so last.
      onFollowing: () => reader.services.realtime.subscribe(ref, fanOut.stop),
      change: async () => {
        const response = await fetch(`${writerAddress}/api/users/me/settings`, {
          method: 'PUT',
          headers: {
            authorization: `Bearer ${user.token}`,
            'user-id': user.userId,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ langSelected: changes++ % 2 ? 'nl' : 'mc' }),
        });
        if (!response.ok) throw new Error(`realtime: saving answered ${response.status}`);
      },
    });
  } finally {
    await writer.app.close();
    if (reader !== writer) await reader.app.close();
  }
}

/**
 * Each scenario with the peer first, then Leerloop on the embedded database (one instance) and,
 * when given, on PostgreSQL with Redis (two instances).
 */
export async function measureRealtime({
  benchConfig,
  postgres,
}: {
  benchConfig: BenchConfig;
  postgres?: { databaseUrl: string; redisUrl: string };
}) {
  const clients = new Clients();
  const rows: RealtimeRow[] = [];
  try {
    for (const scenario of REALTIME_SCENARIOS) {
      rows.push(await measurePeer(clients, scenario));
      const dataDir = mkdtempSync(join(tmpdir(), 'leerloop-bench-realtime-'));
      try {
        const sqlite = benchConfig(dataDir);
        rows.push(
          await measureLeerloop(clients, scenario, 'Leerloop, SQLite, 1 instance', sqlite, false),
        );
        // Across instances only at the first scale: the issue's 10,000 are on one machine.
        if (postgres && scenario === REALTIME_SCENARIOS[0]) {
          const config = benchConfig(dataDir, postgres.databaseUrl, postgres.redisUrl);
          const setup = 'Leerloop, PostgreSQL + Redis, saved on instance 1, clients on 2';
          rows.push(await measureLeerloop(clients, scenario, setup, config, true));
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await clients.stop();
  }
  return rows;
}

/** Every row within its scenario's budget, every delivery made, no socket dropped. */
export const isRealtimeWithinBudget = (row: RealtimeRow) =>
  row.setup === PEER_SETUP ||
  (row.p99 < row.scenario.budgetP99Ms && row.received === row.expected && row.dropped === 0);

/** The table `npm run bench` prints; false when a budget is missed. */
export function printRealtime(rows: RealtimeRow[]) {
  console.info(
    '\nRealtime: ms from the publish of a change to each client reading its `changed` (clients in a process of their own; the first second is warm-up):\n',
  );
  console.info(
    '| sockets × changes/s | setup | p50 ms | p99 ms | max ms | p99 × peer | server CPU µs per delivery | delivered | budget |\n|---|---|---:|---:|---:|---:|---:|---:|---|',
  );
  for (const row of rows) {
    const { scenario } = row;
    const peer = rows.find((r) => r.scenario === scenario && r.setup === PEER_SETUP);
    const ratio = peer ? (row.p99 / peer.p99).toFixed(2) : '';
    const budget =
      row.setup === PEER_SETUP
        ? ''
        : `p99 < ${scenario.budgetP99Ms} ms ${isRealtimeWithinBudget(row) ? '✓' : 'MISSED'}`;
    console.info(
      `| ${scenario.sockets} × ${scenario.changesPerSecond} | ${row.setup} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.max.toFixed(1)} | ${ratio} | ${row.cpuPerDeliveryUs.toFixed(1)} | ${row.received}/${row.expected}${row.dropped ? `, ${row.dropped} dropped` : ''} | ${budget} |`,
    );
  }
  return rows.every(isRealtimeWithinBudget);
}
