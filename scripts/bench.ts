// npm run bench: what the web app makes a phone download per route, how fast the API answers,
// how fast a change reaches 500 WebSocket clients, and how well and how fast Imi answers.
// Prints numbers; the budgets they are held to are in README.md (Performance).
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { REALTIME_PATH, type RealtimeServerMessage, realtimeRefs } from '@leerloop/contracts';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import WebSocket from 'ws';
import { buildApp } from '../apps/server/src/app.ts';
import { warmUpCrisisClassifier } from '../apps/server/src/modules/imi/crisis/crisis-classifier.ts';
import { questionCases } from '../apps/server/src/modules/imi/eval/evaluation-sets.ts';
import { loadConfig, ROOT_DIR } from '../apps/server/src/config.ts';
import { runImiEval } from './imi-eval.ts';
import { measureLighthouse, printLighthouse } from './bench/lighthouse.ts';
import { signUpLearner } from './lib/sign-up.ts';

const WEB_DIST = join(ROOT_DIR, 'apps/web/dist');
const SIGN_IN_BUDGET_KB = 170;
const DASHBOARDS_BUDGET_KB = 200;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Each route's layout and page module; the entry and every static import come along. */
const routes: Record<string, string[]> = {
  '/ (landing)': ['src/app/layouts/public-layout.tsx', 'src/app/routes/public/landing.tsx'],
  '/auth/login': ['src/app/layouts/public-layout.tsx', 'src/app/routes/auth/login.tsx'],
  '/auth/register': ['src/app/layouts/public-layout.tsx', 'src/app/routes/auth/register.tsx'],
  '/auth/verify-account': [
    'src/app/layouts/public-layout.tsx',
    'src/app/routes/auth/verify-account.tsx',
  ],
  '/auth/otp-code': ['src/app/layouts/public-layout.tsx', 'src/app/routes/auth/otp-code.tsx'],
  '/auth/reset-password': [
    'src/app/layouts/public-layout.tsx',
    'src/app/routes/auth/reset-password.tsx',
  ],
  '/dashboards': ['src/app/layouts/client-layout.tsx', 'src/app/routes/client/home.tsx'],
  '/dashboards/assignments': [
    'src/app/layouts/client-layout.tsx',
    'src/app/routes/client/assignments.tsx',
  ],
  '/dashboards/organizations(/:id)': [
    'src/app/layouts/client-layout.tsx',
    'src/app/routes/client/organisations.tsx',
  ],
  '/onboarding/step1': [
    'src/app/layouts/onboarding-layout.tsx',
    'src/app/routes/onboarding/step1.tsx',
  ],
};

function measureRoutes() {
  execSync('npm run build', { cwd: ROOT_DIR, stdio: 'ignore' });
  const manifest = JSON.parse(
    readFileSync(join(WEB_DIST, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const sizes = new Map<string, { gzip: number; brotli: number }>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) {
      const content = readFileSync(join(WEB_DIST, file));
      sizes.set(file, {
        gzip: gzipSync(content, { level: 9 }).length,
        brotli: brotliCompressSync(content).length,
      });
    }
    return sizes.get(file)!;
  };
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  return Object.entries(routes).map(([route, modules]) => {
    const missing = modules.filter((m) => !manifest[m]);
    if (missing.length)
      throw new Error(`${route}: not in the build manifest: ${missing.join(', ')}`);
    const files = [...closure([entry, ...modules])].map((key) => manifest[key]!.file);
    const kb = files.reduce((sum, file) => sum + sizeOf(file).gzip, 0) / 1024;
    const brotliKb = files.reduce((sum, file) => sum + sizeOf(file).brotli, 0) / 1024;
    return { route, chunks: files.length, kb, brotliKb };
  });
}

/** A database of its own on the PostgreSQL server of TEST_DATABASE_URL (npm run bench sets it). */
async function benchPostgresDatabase(serverUrl: string) {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  const name = `leerloop_bench_${process.pid}`;
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

// One secret for every app built here, as for instances behind one address: they share the
// PostgreSQL database, whose signing keys are encrypted with it.
const AUTH_SECRET = randomBytes(32).toString('base64url');

function benchConfig(
  dataDir: string,
  databaseUrl?: string,
  redisUrl?: string,
  extra: Record<string, string> = {},
) {
  return loadConfig({
    ...extra,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET,
    BASE_URL: 'http://localhost:3000',
    WEB_DIST_DIR: WEB_DIST,
    LOG_LEVEL: 'silent',
    // The limiter still runs on every request; only its ceilings are out of the way.
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000000',
    RATE_LIMIT_PER_USER_PER_MINUTE: '100000000',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    // A prefix (and so a pub/sub channel) of its own: tests may be using the same Redis.
    ...(redisUrl && { REDIS_URL: redisUrl, REDIS_PREFIX: `leerloop-bench-${process.pid}:` }),
  });
}

const API_RUN = { connections: 10, duration: 8 };

/** autocannon against one address; any answer but 2xx stops the bench. */
async function load(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, ...API_RUN, headers });
  if (result.non2xx > 0) throw new Error(`${title}: ${result.non2xx} answers were not 2xx`);
  return { title, requestsPerSecond: Math.round(result.requests.average), p99: result.latency.p99 };
}

/**
 * The plain peer of the API figures: bare Fastify 5 answering a user-sized JSON object, in this
 * process, measured in the same run (this machine is shared; only ratios mean something).
 */
async function measurePeer() {
  const peer = Fastify();
  const profile = {
    status: 'success',
    data: { id: randomBytes(16).toString('hex'), email: 'peer@example.nl', firstName: 'Peer' },
  };
  peer.get('/peer', async () => profile);
  const address = await peer.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await load('bare Fastify 5, JSON', `${address}/peer`);
  } finally {
    await peer.close();
  }
}

/** The signed-in reads, each with its share of the peer's throughput it must reach (issue 22). */
const API_READS = [
  { title: 'GET /api/users/me', path: '/api/users/me', budget: 0.5 },
  {
    title: 'GET /api/get-microlearning-modules',
    path: '/api/get-microlearning-modules',
    budget: 0.3,
  },
  { title: 'GET /api/check-my-assignment', path: '/api/check-my-assignment', budget: 0.3 },
  { title: 'GET /api/my-assignment', path: '/api/my-assignment', budget: 0.3 },
];

async function measureApi(databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'leerloop-bench-'));
  const { app } = await buildApp(benchConfig(dataDir, databaseUrl), { logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const headers = bearer(await signUpLearner(app, 'bench@example.nl'));
    const rows = [{ ...(await load('GET /api/health', `${address}/api/health`)), budget: 0 }];
    for (const { title, path, budget } of API_READS)
      rows.push({ ...(await load(title, `${address}${path}`, headers)), budget });
    return rows;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Milliseconds from starting `args` with node until `/api/health` answers on `port`. */
async function timeToHealthy(args: string[], port: number, dataDir: string) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT_DIR,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });
  try {
    for (;;) {
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return performance.now() - started;
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} stopped before healthy`);
      if (performance.now() - started > 60_000) throw new Error(`${args.join(' ')}: no health`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const START_BUDGET_MS = 3000;
const BARE_SERVER = `const f = (await import('fastify')).default(); f.get('/api/health', async () => ({ status: 'ok' })); await f.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

/**
 * The built server's start (`npm start` on an existing build, a restart: its data folder made by
 * a first start that is not counted) against a bare Fastify start.
 */
async function measureStart() {
  const dataDir = mkdtempSync(join(tmpdir(), 'leerloop-bench-start-'));
  const server = [join(ROOT_DIR, 'apps/server/dist/server.js')];
  const app: number[] = [];
  const bare: number[] = [];
  try {
    await timeToHealthy(server, 3791, dataDir);
    for (let round = 0; round < 3; round++) {
      app.push(await timeToHealthy(server, 3791, dataDir));
      bare.push(await timeToHealthy(['--input-type=module', '-e', BARE_SERVER], 3792, dataDir));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
  return { app: median(app), bare: median(bare) };
}

const IMI_CHATS = 50;
const IMI_ROUNDS = 4;

/**
 * Imi's embedded provider, 50 chats asking at once (four rounds), streamed: the time to the
 * first piece of the answer and answers per second. The reading pace between pieces is off
 * here, so this is the work, not the typing. (How well Imi answers: scripts/imi-eval.ts.)
 */
async function measureImi() {
  const dataDir = mkdtempSync(join(tmpdir(), 'leerloop-bench-'));
  const config = benchConfig(dataDir, undefined, undefined, {
    IMI_EMBEDDED_PACE_MS: '0',
    IMI_DAILY_LIMIT: '100000',
  });
  const { app, services } = await buildApp(config, { logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // Trained at start in production (not in tests): so it is here, before the clock runs.
  await warmUpCrisisClassifier();
  try {
    const learner = await signUpLearner(app, 'imi-bench@example.nl');
    // Every week open, as for a learner at the end of the programme.
    await services.database.db
      .updateTable('user')
      .set({ onboardingFinishedAt: new Date(Date.now() - 60 * 86_400_000).toISOString() })
      .where('id', '=', learner.userId)
      .execute();
    const questions = questionCases().filter((q) => q.lang === 'nl' && q.expect === 'answer');
    const firstChunkMs: number[] = [];
    const started = performance.now();
    for (let round = 0; round < IMI_ROUNDS; round++) {
      await Promise.all(
        Array.from({ length: IMI_CHATS }, async (_, i) => {
          const asked = performance.now();
          const response = await fetch(`${address}/api/chats`, {
            method: 'POST',
            headers: { ...bearer(learner), 'content-type': 'application/json' },
            body: JSON.stringify({
              message: questions[i % questions.length]!.q,
              stream: true,
            }),
          });
          if (!response.ok || !response.body) throw new Error(`Imi answered ${response.status}`);
          let body = '';
          let firstAt: number | undefined;
          const decoder = new TextDecoder();
          for await (const bytes of response.body) {
            body += decoder.decode(bytes, { stream: true });
            // The first chunk that carries words (the opening one only names the role).
            firstAt ??= /"delta":\{"content":"[^"]/.test(body) ? performance.now() : undefined;
          }
          if (firstAt === undefined) throw new Error('Imi streamed no words');
          firstChunkMs.push(firstAt - asked);
          if (!body.includes('data: [DONE]')) throw new Error('Imi did not finish an answer');
        }),
      );
    }
    const seconds = (performance.now() - started) / 1000;
    firstChunkMs.sort((a, b) => a - b);
    const at = (q: number) =>
      firstChunkMs[Math.min(firstChunkMs.length - 1, Math.floor(q * firstChunkMs.length))]!;
    return {
      p50: at(0.5),
      p99: at(0.99),
      answersPerSecond: (IMI_CHATS * IMI_ROUNDS) / seconds,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const REALTIME_CLIENTS = 500;
const REALTIME_CHANGES = 50;
const REALTIME_TIMEOUT_MS = 10_000;

/**
 * 500 WebSocket clients of one user follow users/{id}; the user saves their language 50 times,
 * one after another, over HTTP. Each client's latency runs from the moment the server's hub
 * publishes the change to the moment that client has read `changed`. With Redis, the clients
 * are on a second instance, so every change crosses Redis pub/sub. Clients and servers share
 * this process, so the figure includes the clients' own reading.
 */
async function measureRealtime(databaseUrl?: string, redisUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'leerloop-bench-'));
  const config = benchConfig(dataDir, databaseUrl, redisUrl);
  const writer = await buildApp(config, { logger: false });
  const reader = redisUrl ? await buildApp(config, { logger: false }) : writer;
  const sockets: WebSocket[] = [];
  try {
    const writerAddress = await writer.app.listen({ port: 0, host: '127.0.0.1' });
    const readerAddress =
      reader === writer ? writerAddress : await reader.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await signUpLearner(writer.app, 'realtime@example.nl');
    const ref = realtimeRefs.user(user.userId);
    // Subscribed before any client, so the hub calls this first: the clock starts at publish.
    let publishedAt = 0;
    writer.services.realtime.subscribe(ref, () => (publishedAt = performance.now()));

    let latencies: number[] = [];
    let received = 0;
    let allReceived = () => {};
    const open = () =>
      new Promise<void>((resolve, reject) => {
        const socket = new WebSocket(`${readerAddress.replace('http', 'ws')}${REALTIME_PATH}`, {
          origin: config.baseUrl,
        });
        sockets.push(socket);
        socket.on('error', reject);
        socket.on('close', (code) => reject(new Error(`realtime: socket closed (${code})`)));
        socket.on('open', () => {
          // The server handles a connection's messages in order: subscribe may follow auth.
          socket.send(JSON.stringify({ type: 'auth', ...user }));
          socket.send(JSON.stringify({ type: 'subscribe', ref }));
        });
        socket.on('message', (data) => {
          const message = JSON.parse(String(data)) as RealtimeServerMessage;
          if (message.type === 'changed') {
            latencies.push(performance.now() - publishedAt);
            if (++received === REALTIME_CLIENTS) allReceived();
          } else if (message.type === 'subscribed') resolve();
          else if (message.type !== 'ready') reject(new Error(`realtime: got ${String(data)}`));
        });
      });
    // In batches, so the listen backlog and the token checks are not flooded at once.
    for (let i = 0; i < REALTIME_CLIENTS; i += 50) {
      await Promise.all(Array.from({ length: Math.min(50, REALTIME_CLIENTS - i) }, open));
    }

    const change = async (langSelected: 'nl' | 'mc') => {
      received = 0;
      let timer: NodeJS.Timeout | undefined;
      const everyone = new Promise<void>((resolve, reject) => {
        allReceived = resolve;
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `realtime: ${received} of ${REALTIME_CLIENTS} clients got the change within ${REALTIME_TIMEOUT_MS} ms`,
              ),
            ),
          REALTIME_TIMEOUT_MS,
        );
      });
      try {
        const response = await fetch(`${writerAddress}/api/users/me/settings`, {
          method: 'PUT',
          headers: { ...bearer(user), 'content-type': 'application/json' },
          body: JSON.stringify({ langSelected }),
        });
        if (!response.ok)
          throw new Error(`realtime: saving the language answered ${response.status}`);
        await everyone;
      } finally {
        clearTimeout(timer);
      }
    };
    await change('mc'); // warm-up, not counted
    latencies = [];
    for (let i = 0; i < REALTIME_CHANGES; i++) await change(i % 2 ? 'mc' : 'nl');

    const sorted = latencies.sort((a, b) => a - b);
    const percentile = (p: number) => sorted[Math.ceil((p / 100) * sorted.length) - 1]!;
    return { p50: percentile(50), p99: percentile(99), max: sorted.at(-1)! };
  } finally {
    for (const socket of sockets) socket.terminate();
    await writer.app.close();
    if (reader !== writer) await reader.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const bearer = ({ token, userId }: { token: string; userId: string }) => ({
  authorization: `Bearer ${token}`,
  'user-id': userId,
});

const routeSizes = measureRoutes();
console.info('\nJavaScript a route needs before it can paint (gzip -9, Dutch):\n');
console.info('| route | chunks | KB gzipped | KB brotli (as served) |\n|---|---:|---:|---:|');
for (const { route, chunks, kb, brotliKb } of routeSizes) {
  console.info(`| ${route} | ${chunks} | ${kb.toFixed(1)} | ${brotliKb.toFixed(1)} |`);
}
const login = routeSizes.find((r) => r.route === '/auth/login')!;
console.info(
  `\nSign-in route: ${login.kb.toFixed(1)} KB (budget ${SIGN_IN_BUDGET_KB} KB) — ${login.kb <= SIGN_IN_BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
);
const dashboards = routeSizes.find((r) => r.route === '/dashboards')!;
console.info(
  `/dashboards: ${dashboards.kb.toFixed(1)} KB (budget ${DASHBOARDS_BUDGET_KB} KB) — ${dashboards.kb <= DASHBOARDS_BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
);
if (dashboards.kb > DASHBOARDS_BUDGET_KB) process.exitCode = 1;
if (!printLighthouse(await measureLighthouse())) process.exitCode = 1;

const api = [{ database: 'SQLite', rows: await measureApi() }];
const realtime = [{ setup: 'SQLite, 1 instance', ...(await measureRealtime()) }];
if (process.env.TEST_DATABASE_URL) {
  const postgres = await benchPostgresDatabase(process.env.TEST_DATABASE_URL);
  try {
    api.push({ database: 'PostgreSQL', rows: await measureApi(postgres.url) });
    if (process.env.TEST_REDIS_URL) {
      const setup = 'PostgreSQL + Redis, saved on instance 1, clients on instance 2';
      realtime.push({
        setup,
        ...(await measureRealtime(postgres.url, process.env.TEST_REDIS_URL)),
      });
    }
  } finally {
    await postgres.drop();
  }
}
const peer = await measurePeer();
console.info(
  `\nAPI, autocannon, ${API_RUN.connections} connections, ${API_RUN.duration} s each; the peer (${peer.title}) ${peer.requestsPerSecond} requests/s in this run:\n`,
);
console.info(
  '| database | endpoint | requests/s | p99 ms | × peer | budget |\n|---|---|---:|---:|---:|---|',
);
for (const { database, rows } of api) {
  for (const { title, requestsPerSecond, p99, budget } of rows) {
    const ratio = requestsPerSecond / peer.requestsPerSecond;
    const verdict = budget ? `≥ ${budget}× ${ratio >= budget ? '✓' : 'MISSED'}` : '';
    if (ratio < budget) process.exitCode = 1;
    console.info(
      `| ${database} | ${title} | ${requestsPerSecond} | ${p99} | ${ratio.toFixed(2)} | ${verdict} |`,
    );
  }
}
const start = await measureStart();
console.info(
  `\nStart of the built server to a healthy /api/health (median of 3): ${start.app.toFixed(0)} ms (budget ${START_BUDGET_MS} ms — ${start.app <= START_BUDGET_MS ? 'within' : 'MISSED'}); bare Fastify ${start.bare.toFixed(0)} ms in the same run (${(start.app / start.bare).toFixed(1)}×)`,
);
if (start.app > START_BUDGET_MS) process.exitCode = 1;
console.info(
  `\nRealtime, ${REALTIME_CLIENTS} WebSocket clients of one user following users/{id}, ${REALTIME_CHANGES} language saves one after another (PUT /api/users/me/settings), ms from publish to each client's \`changed\`:\n`,
);
console.info('| setup | p50 ms | p99 ms | max ms |\n|---|---:|---:|---:|');
for (const { setup, p50, p99, max } of realtime) {
  console.info(`| ${setup} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${max.toFixed(1)} |`);
}

const imi = await measureImi();
console.info(
  `\nImi, ${IMI_CHATS} chats asking at once, ${IMI_ROUNDS} rounds, streamed: first piece p50 ${imi.p50.toFixed(1)} ms, p99 ${imi.p99.toFixed(1)} ms; ${imi.answersPerSecond.toFixed(0)} answers/s`,
);
// How well Imi answers and how surely it recognises a crisis (npm run imi:eval).
if (!(await runImiEval())) process.exitCode = 1;
if (login.kb > SIGN_IN_BUDGET_KB) process.exitCode = 1;
