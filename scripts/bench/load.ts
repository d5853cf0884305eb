// A class at once (issue 22, goal 3): learners signed up on a server of its own, then a fixed
// rate of their requests — the home screen's reads, module answers, swipes, text answers — for
// a minute. Open model: each request leaves at its planned moment whether or not earlier ones
// came back, and its time counts from that moment, so a server falling behind shows as latency
// instead of slowing the clients down (no coordinated omission).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ROOT_DIR } from '../../apps/server/src/config.ts';
import { signUpLearnerAt } from '../lib/sign-up.ts';

export const LOAD_BUDGET = { requestsPerSecond: 500, seconds: 60, learners: 50, p99Ms: 150 };

interface Learner {
  headers: Record<string, string>;
  modules: { id: string; questions: { id: string; answer: unknown }[]; items: number }[];
  deck: { id: string; cards: string[] };
  textAnswerId: string;
}

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/**
 * What a class does, by weight: mostly the home screen (its five calls), then working through
 * modules and the swipe game, the assignments screen, and now and then a text answer rewritten.
 * About a fifth of the requests write.
 */
const MIX: { name: string; weight: number; call(learner: Learner): Call }[] = [
  { name: 'GET users/me', weight: 12, call: () => ({ method: 'GET', path: '/api/users/me' }) },
  {
    name: 'GET get-microlearning-modules',
    weight: 12,
    call: () => ({ method: 'GET', path: '/api/get-microlearning-modules' }),
  },
  {
    name: 'GET check-my-assignment',
    weight: 12,
    call: () => ({ method: 'GET', path: '/api/check-my-assignment' }),
  },
  {
    name: 'GET review-responses',
    weight: 10,
    call: () => ({ method: 'GET', path: '/api/review-responses' }),
  },
  {
    name: 'GET vauld (week count)',
    weight: 8,
    call: () => ({ method: 'GET', path: '/api/vauld?type=all&week=1&limit=1' }),
  },
  {
    name: 'GET my-assignment',
    weight: 8,
    call: () => ({ method: 'GET', path: '/api/my-assignment' }),
  },
  {
    name: 'GET get-microlearning-content',
    weight: 8,
    call: (l) => ({ method: 'GET', path: `/api/get-microlearning-content/${pick(l.modules).id}` }),
  },
  {
    name: 'GET tinder-deck',
    weight: 4,
    call: (l) => ({ method: 'GET', path: `/api/tinder-deck/${l.deck.id}` }),
  },
  {
    name: 'POST module answer',
    weight: 8,
    call: (l) => {
      const module = pick(l.modules);
      const question = pick(module.questions);
      return {
        method: 'POST',
        path: `/api/microlearning-progress/${module.id}/answers`,
        body: { itemId: question.id, answer: question.answer },
      };
    },
  },
  {
    name: 'PUT module position',
    weight: 6,
    call: (l) => {
      const module = pick(l.modules);
      return {
        method: 'PUT',
        path: `/api/microlearning-progress/${module.id}`,
        body: { position: Math.floor(Math.random() * module.items) },
      };
    },
  },
  {
    name: 'POST swipe',
    weight: 8,
    call: (l) => ({
      method: 'POST',
      path: '/api/my-tinder-save',
      body: { deckId: l.deck.id, cardId: pick(l.deck.cards), choice: pick(['agree', 'disagree']) },
    }),
  },
  {
    name: 'POST text answer',
    weight: 4,
    call: (l) => ({
      method: 'POST',
      path: `/api/update-attachment/${l.textAnswerId}`,
      body: { text: `Mijn antwoord, versie ${randomBytes(4).toString('hex')}.` },
    }),
  },
];

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** One request; resolves with its status (0: no answer) when the answer is read in full. */
function send(port: number, { method, path, body }: Call, headers: Record<string, string>) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<number>((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        timeout: 10_000,
        headers: {
          ...headers,
          'accept-encoding': 'gzip, br',
          ...(payload && { 'content-type': 'application/json' }),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end(payload);
  });
}

async function json<T>(port: number, call: Call, headers: Record<string, string>) {
  const response = await fetch(`http://127.0.0.1:${port}${call.path}`, {
    method: call.method,
    headers: {
      ...headers,
      ...(call.body !== undefined && { 'content-type': 'application/json' }),
      origin: 'http://localhost:3000',
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  if (!response.ok)
    throw new Error(`${call.method} ${call.path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** A learner through onboarding (the demo organisation's code), with what the mix needs. */
export async function prepareLearner(port: number, email: string): Promise<Learner> {
  const { token, userId } = await signUpLearnerAt(`http://127.0.0.1:${port}`, email);
  const headers = { authorization: `Bearer ${token}`, 'user-id': userId };
  await json(
    port,
    { method: 'POST', path: '/api/check-user', body: { code: 'LEERLOOP' } },
    headers,
  );
  const { themes } = await json<{ themes: { id: string }[] }>(
    port,
    { method: 'GET', path: '/api/themes' },
    headers,
  );
  await json(
    port,
    {
      method: 'POST',
      path: '/api/my-themes',
      body: { choices: themes.map(({ id }, i) => ({ id, choice: i % 2 ? 'agree' : 'disagree' })) },
    },
    headers,
  );
  await json(port, { method: 'POST', path: '/api/finish-onboarding' }, headers);
  const programme = await json<{
    weeks: {
      number: number;
      modules: { id: string }[];
      swipeDeck: { id: string } | null;
      assignment: { id: string } | null;
    }[];
  }>(port, { method: 'GET', path: '/api/get-microlearning-modules' }, headers);
  const week = programme.weeks[0]!;
  const modules = await Promise.all(
    week.modules.map(async ({ id }) => {
      const content = await json<{
        items: { type: string; id: string; options?: { id: string }[]; steps?: { id: string }[] }[];
      }>(port, { method: 'GET', path: `/api/get-microlearning-content/${id}` }, headers);
      const questions = content.items.flatMap((item): { id: string; answer: unknown }[] =>
        item.type === 'multiple-choice'
          ? [{ id: item.id, answer: item.options![0]!.id }]
          : item.type === 'true-false'
            ? [{ id: item.id, answer: true }]
            : item.steps
              ? [{ id: item.id, answer: item.steps.map((s) => s.id) }]
              : [],
      );
      return { id, questions, items: content.items.length };
    }),
  );
  const deck = await json<{ id: string; cards: { id: string }[] }>(
    port,
    { method: 'GET', path: `/api/tinder-deck/${week.swipeDeck!.id}` },
    headers,
  );
  const { assignments } = await json<{
    assignments: { id: string; tasks: { id: string; answerTypes: string[] }[] }[];
  }>(port, { method: 'GET', path: '/api/my-assignment' }, headers);
  const assignment = assignments[0]!;
  const task = assignment.tasks.find((t) => t.answerTypes.includes('text'))!;
  const answer = await json<{ id: string }>(
    port,
    {
      method: 'POST',
      path: '/api/upload-text',
      body: { assignmentId: assignment.id, taskId: task.id, text: 'Mijn eerste antwoord.' },
    },
    headers,
  );
  return {
    headers,
    modules: modules.filter((m) => m.questions.length),
    deck: { id: deck.id, cards: deck.cards.map((c) => c.id) },
    textAnswerId: answer.id,
  };
}

/** The server as `npm start` runs it, in a process of its own (the clients are this one). */
async function startServer(port: number, env: Record<string, string>) {
  // BENCH_LOAD_NODE_ARGS: e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles` to see where it goes.
  const nodeArgs = process.env.BENCH_LOAD_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'apps/server/src/server.ts'],
    {
      cwd: ROOT_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env, PORT: String(port) },
    },
  );
  const started = performance.now();
  for (;;) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return server;
    if (server.exitCode !== null) throw new Error('bench:load: the server stopped before healthy');
    if (performance.now() - started > 60_000) throw new Error('bench:load: no health in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const stop = async (server: ChildProcess) => {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
};

export interface LoadRow {
  endpoint: string;
  requests: number;
  errors: number;
  /** The answers that were errors, by status (0: none came, or it took over 10 s). */
  errorStatuses: Record<number, number>;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadResult {
  database: string;
  seconds: number;
  achieved: number;
  rows: LoadRow[];
  all: LoadRow;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : 0;

function rowOf(endpoint: string, latencies: number[], statuses: number[]): LoadRow {
  const sorted = [...latencies].sort((a, b) => a - b);
  const errorStatuses: Record<number, number> = {};
  for (const status of statuses) errorStatuses[status] = (errorStatuses[status] ?? 0) + 1;
  return {
    endpoint,
    requests: latencies.length,
    errors: statuses.length,
    errorStatuses,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

/**
 * `LOAD_BUDGET.learners` learners signed up and through onboarding on a fresh server (SQLite, or
 * PostgreSQL at `databaseUrl`), then `requestsPerSecond` of the mix for `seconds`.
 */
export async function measureLoad({
  databaseUrl,
  port = 3720,
  requestsPerSecond = LOAD_BUDGET.requestsPerSecond,
  seconds = LOAD_BUDGET.seconds,
  learners: learnerCount = LOAD_BUDGET.learners,
}: {
  databaseUrl?: string;
  port?: number;
  requestsPerSecond?: number;
  seconds?: number;
  learners?: number;
} = {}): Promise<LoadResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leerloop-bench-load-'));
  const server = await startServer(port, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    BASE_URL: 'http://localhost:3000',
    WEB_DIST_DIR: join(ROOT_DIR, 'apps/web/dist'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    // One machine plays the whole class from one address: the per-address and per-user
    // ceilings (made for one phone) are out of the way; the limiter still runs.
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000000',
    RATE_LIMIT_PER_USER_PER_MINUTE: '100000000',
    MAIL_PER_ADDRESS_PER_MINUTE: '100000',
    MAIL_PER_MINUTE: '100000',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  try {
    const learners: Learner[] = [];
    // A few at a time: sign-up solves a bot check, which takes a moment of CPU.
    for (let i = 0; i < learnerCount; i += 5) {
      learners.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(5, learnerCount - i) }, (_, j) =>
            prepareLearner(port, `klas-${i + j}-${process.pid}@example.nl`),
          ),
        )),
      );
    }
    const totalWeight = MIX.reduce((sum, entry) => sum + entry.weight, 0);
    const choose = () => {
      let ticket = Math.random() * totalWeight;
      for (const entry of MIX) if ((ticket -= entry.weight) < 0) return entry;
      return MIX.at(-1)!;
    };
    // A short warm-up at the same rate, not counted: the JIT and the statement caches.
    await run(Math.min(5, seconds), () => {});
    const latencies = new Map(MIX.map((entry) => [entry.name, [] as number[]]));
    const errors = new Map(MIX.map((entry) => [entry.name, [] as number[]]));
    const started = performance.now();
    await run(seconds, (name, ms, status) => {
      latencies.get(name)!.push(ms);
      if (status < 200 || status >= 300) errors.get(name)!.push(status);
    });
    const elapsed = (performance.now() - started) / 1000;
    const rows = MIX.map(({ name }) => rowOf(name, latencies.get(name)!, errors.get(name)!));
    const all = rowOf('all', [...latencies.values()].flat(), [...errors.values()].flat());
    return {
      database: databaseUrl ? 'PostgreSQL' : 'SQLite',
      seconds,
      achieved: all.requests / elapsed,
      rows,
      all,
    };

    /** Sends `requestsPerSecond` for `duration` s, each at its planned moment; waits for all. */
    async function run(duration: number, done: (name: string, ms: number, status: number) => void) {
      const total = Math.round(duration * requestsPerSecond);
      const interval = 1000 / requestsPerSecond;
      const start = performance.now();
      const inFlight: Promise<void>[] = [];
      for (let i = 0; i < total;) {
        const now = performance.now();
        for (; i < total && start + i * interval <= now; i++) {
          const planned = start + i * interval;
          const entry = choose();
          const learner = pick(learners);
          inFlight.push(
            send(port, entry.call(learner), learner.headers).then((status) =>
              done(entry.name, performance.now() - planned, status),
            ),
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      await Promise.all(inFlight);
    }
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What missed the budget (empty when none did). */
export function loadBudgetMisses(result: LoadResult) {
  const misses: string[] = [];
  const floor = LOAD_BUDGET.requestsPerSecond * 0.98;
  if (result.achieved < floor)
    misses.push(`${result.database}: ${result.achieved.toFixed(0)} requests/s, under ${floor}`);
  if (result.all.errors > 0) misses.push(`${result.database}: ${result.all.errors} errors`);
  for (const row of [result.all, ...result.rows])
    if (row.p99 >= LOAD_BUDGET.p99Ms)
      misses.push(`${result.database}: ${row.endpoint} p99 ${row.p99.toFixed(0)} ms`);
  return misses;
}

const errorsOf = (row: LoadRow) =>
  row.errors
    ? `${row.errors} (${Object.entries(row.errorStatuses)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ')})`
    : '0';

export function printLoad(results: LoadResult[]) {
  console.info(
    `\nA class at once: ${LOAD_BUDGET.learners} learners, ${LOAD_BUDGET.requestsPerSecond} requests/s planned (open model) for ${LOAD_BUDGET.seconds} s; budget 0 errors, p99 < ${LOAD_BUDGET.p99Ms} ms:\n`,
  );
  console.info(
    '| database | endpoint | requests | errors (by status) | p50 ms | p95 ms | p99 ms |\n|---|---|---:|---:|---:|---:|---:|',
  );
  for (const result of results) {
    for (const row of [...result.rows, result.all]) {
      const name =
        row.endpoint === 'all' ? `**all: ${result.achieved.toFixed(0)} req/s**` : row.endpoint;
      console.info(
        `| ${result.database} | ${name} | ${row.requests} | ${errorsOf(row)} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} |`,
      );
    }
  }
}

/** A database of its own on the PostgreSQL server at `serverUrl`, dropped by `drop`. */
async function postgresDatabase(serverUrl: string) {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  const name = `leerloop_bench_load_${process.pid}`;
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The class on SQLite, and on PostgreSQL when TEST_DATABASE_URL names a server (as
 * scripts/with-services.mjs does); prints the table and returns what missed the budget.
 */
export async function measureClassLoad() {
  const results = [await measureLoad()];
  if (process.env.TEST_DATABASE_URL) {
    const postgres = await postgresDatabase(process.env.TEST_DATABASE_URL);
    try {
      results.push(await measureLoad({ databaseUrl: postgres.url }));
    } finally {
      await postgres.drop();
    }
  }
  printLoad(results);
  const misses = results.flatMap(loadBudgetMisses);
  console.info(misses.length ? `\nMissed: ${misses.join('; ')}` : '\nWithin budget.');
  return misses;
}
