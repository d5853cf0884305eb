// npm run bench: what the web app makes a phone download per route, how fast the API answers,
// how fast a change reaches 1000 and 10,000 WebSocket clients (bench/realtime.ts), how fast a
// 200 MB upload goes (bench/upload.ts), and how well and how fast Imi answers.
// Prints numbers; the budgets they are held to are in README.md (Performance). Parts can be
// named to run only those: `npm run bench -- api start`.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, ROOT_DIR } from '../apps/server/src/config.ts';
import { IMI_CHATS, IMI_FIRST_PIECE_BUDGET, IMI_ROUNDS, measureImi } from './bench/imi.ts';
import { measureRealtime, printRealtime, type RealtimeRow } from './bench/realtime.ts';
import { measureUpload, printUpload } from './bench/upload.ts';
import { runImiEval } from './imi-eval.ts';
import { measureInstallable, printInstallable } from './bench/installable.ts';
import { measureLighthouse, printLighthouse } from './bench/lighthouse.ts';
import { measureMainThread, printMainThread } from './bench/main-thread.ts';
import { measureParts, printParts } from './bench/parts.ts';
import { signUpLearner } from './lib/sign-up.ts';
import { measureGroupOverview, reportGroupOverview } from './bench/group-overview.ts';
import { median } from './bench/median.ts';

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

/**
 * Each read in rounds of a few seconds, alternating with the peer's: on this shared machine the
 * peer ranged from a third to the whole of its quiet figure within one run, and a ratio is only
 * fair when both sides meet the machine in the same states (as Imi's rounds do).
 */
const API_RUN = { connections: 10, duration: 3 };
const API_ROUNDS = 3;
/** Every request asks as a phone's browser does: compressed answers welcome. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const PEER_TITLE = 'bare Fastify 5, JSON';

/** autocannon against one address; any answer but 2xx stops the bench. */
async function load(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, ...API_RUN, headers: { ...BROWSER_HEADERS, ...headers } });
  if (result.non2xx > 0) throw new Error(`${title}: ${result.non2xx} answers were not 2xx`);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

/**
 * The plain peer of the API figures: bare Fastify 5 answering a user-sized JSON object, in this
 * process, measured in the same run (this machine is shared; only ratios mean something).
 */
async function startPeer() {
  const peer = Fastify();
  const profile = {
    status: 'success',
    data: { id: randomBytes(16).toString('hex'), email: 'peer@example.nl', firstName: 'Peer' },
  };
  peer.get('/peer', async () => profile);
  const address = await peer.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/peer`, close: () => peer.close() };
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

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Each read against the peer in its own rounds: requests/s as the mean, p99 as the worst. */
async function measureApi(databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'leerloop-bench-'));
  const { app } = await buildApp(benchConfig(dataDir, databaseUrl), { logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const peer = await startPeer();
  try {
    const headers = bearer(await signUpLearner(app, 'bench@example.nl'));
    const reads = [{ title: 'GET /api/health', path: '/api/health', budget: 0 }, ...API_READS];
    const roundOf = ({ title, path }: (typeof reads)[number]) =>
      load(title, `${address}${path}`, path === '/api/health' ? {} : headers);
    // An untimed round of each (and of the peer) first: the server's code compiled and its statements prepared,
    // as in a server that has run a while (the first timed read paid for all of it).
    await load(PEER_TITLE, peer.url);
    for (const read of reads) await roundOf(read);
    const rows = [];
    for (const read of reads) {
      const own = [];
      const peers = [];
      for (let round = 0; round < API_ROUNDS; round++) {
        peers.push(await load(PEER_TITLE, peer.url));
        own.push(await roundOf(read));
      }
      rows.push({
        title: read.title,
        requestsPerSecond: Math.round(mean(own.map((r) => r.requestsPerSecond))),
        p99: Math.max(...own.map((r) => r.p99)),
        peerRequestsPerSecond: Math.round(mean(peers.map((r) => r.requestsPerSecond))),
        budget: read.budget,
      });
    }
    return rows;
  } finally {
    await peer.close();
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
  return { app: median(app), bare: median(bare) };
}

const bearer = ({ token, userId }: { token: string; userId: string }) => ({
  authorization: `Bearer ${token}`,
  'user-id': userId,
});

/** `npm run bench -- api start`: only those parts; none named, all of them. */
const PARTS = [
  'routes',
  'lighthouse',
  'installable',
  'api',
  'start',
  'realtime',
  'upload',
  'imi',
  'load',
] as const;
/** Parts that hold no budget, to look into one: they run only when named. */
const DIAGNOSTICS = ['main-thread', 'parts'] as const;
const named = process.argv.slice(2);
const known: readonly string[] = [...PARTS, ...DIAGNOSTICS];
const unknown = named.filter((part) => !known.includes(part));
if (unknown.length)
  throw new Error(`npm run bench: no part ${unknown.join(', ')} (${known.join(', ')})`);
const runs = (part: (typeof PARTS)[number]) => named.length === 0 || named.includes(part);

if (runs('routes')) {
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
  if (login.kb > SIGN_IN_BUDGET_KB || dashboards.kb > DASHBOARDS_BUDGET_KB) process.exitCode = 1;
}
if (runs('lighthouse') && !printLighthouse(await measureLighthouse())) process.exitCode = 1;
if (named.includes('main-thread')) printMainThread(await measureMainThread());
if (named.includes('parts')) printParts(await measureParts());
if (runs('installable') && !printInstallable(await measureInstallable())) process.exitCode = 1;

let realtime: RealtimeRow[] | undefined;
if (runs('api') || runs('realtime')) {
  const api = runs('api') ? [{ database: 'SQLite', rows: await measureApi() }] : [];
  if (process.env.TEST_DATABASE_URL) {
    const postgres = await benchPostgresDatabase(process.env.TEST_DATABASE_URL);
    try {
      if (runs('api')) api.push({ database: 'PostgreSQL', rows: await measureApi(postgres.url) });
      const redisUrl = process.env.TEST_REDIS_URL;
      if (redisUrl && runs('realtime'))
        realtime = await measureRealtime({
          benchConfig,
          postgres: { databaseUrl: postgres.url, redisUrl },
        });
    } finally {
      await postgres.drop();
    }
  }
  if (runs('realtime')) realtime ??= await measureRealtime({ benchConfig });
  if (runs('api')) {
    console.info(
      `\nAPI, autocannon, ${API_RUN.connections} connections; each read in ${API_ROUNDS} rounds of ${API_RUN.duration} s, each after a round of the peer (${PEER_TITLE}); requests/s as the mean of the rounds, p99 as the worst:\n`,
    );
    console.info(
      '| database | endpoint | requests/s | p99 ms | peer requests/s | × peer | budget |\n|---|---|---:|---:|---:|---:|---|',
    );
    for (const { database, rows } of api) {
      for (const { title, requestsPerSecond, p99, peerRequestsPerSecond, budget } of rows) {
        const ratio = requestsPerSecond / peerRequestsPerSecond;
        const verdict = budget ? `≥ ${budget}× ${ratio >= budget ? '✓' : 'MISSED'}` : '';
        if (ratio < budget) process.exitCode = 1;
        console.info(
          `| ${database} | ${title} | ${requestsPerSecond} | ${p99} | ${peerRequestsPerSecond} | ${ratio.toFixed(2)} | ${verdict} |`,
        );
      }
    }
    // The group reads hold a p99 budget; their peer figure is the SQLite reads' mean peer.
    const peer = {
      title: PEER_TITLE,
      requestsPerSecond: mean(api[0]!.rows.map((row) => row.peerRequestsPerSecond)),
    };
    for (const groupRead of await measureGroupOverview((dataDir) => benchConfig(dataDir)))
      if (!reportGroupOverview(groupRead, peer)) process.exitCode = 1;
  }
}
if (runs('start')) {
  const start = await measureStart();
  console.info(
    `\nStart of the built server to a healthy /api/health (median of 3): ${start.app.toFixed(0)} ms (budget ${START_BUDGET_MS} ms — ${start.app <= START_BUDGET_MS ? 'within' : 'MISSED'}); bare Fastify ${start.bare.toFixed(0)} ms in the same run (${(start.app / start.bare).toFixed(1)}×)`,
  );
  if (start.app > START_BUDGET_MS) process.exitCode = 1;
}
if (realtime && !printRealtime(realtime)) process.exitCode = 1;
if (runs('upload') && !printUpload(await measureUpload({ benchConfig }))) process.exitCode = 1;

if (runs('imi')) {
  const imi = await measureImi((dataDir, extra) =>
    benchConfig(dataDir, undefined, undefined, extra),
  );
  const imiVerdict = imi.ratio <= IMI_FIRST_PIECE_BUDGET ? '✓' : 'MISSED';
  console.info(
    `\nImi, ${IMI_CHATS} chats asking at once, ${IMI_ROUNDS} rounds, streamed, ms to the first piece:\n`,
  );
  console.info('| endpoint | p50 | p95 | p99 | answers/s |\n|---|---:|---:|---:|---:|');
  for (const [name, row] of [
    ['Imi (embedded)', imi.imi],
    ['bare streaming endpoint', imi.peer],
  ] as const) {
    console.info(
      `| ${name} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.answersPerSecond.toFixed(0)} |`,
    );
  }
  console.info(
    `\nImi's first piece p95 ${imi.ratio.toFixed(1)}× the peer's (budget ≤ ${IMI_FIRST_PIECE_BUDGET}× ${imiVerdict})`,
  );
  if (imi.ratio > IMI_FIRST_PIECE_BUDGET) process.exitCode = 1;
  // How well Imi answers and how surely it recognises a crisis (npm run imi:eval).
  if (!(await runImiEval())) process.exitCode = 1;
}
// A class at once, on SQLite and PostgreSQL (npm run bench:load runs only this).
if (runs('load')) {
  // The class's client in a process of its own, as `npm run bench:load` runs it: in this one,
  // after the other parts, its heap's collections were counted as the server's latency (the
  // PostgreSQL class's slowest kind at p99 107–183 ms, against 50 ms alone).
  const classLoad = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-load.ts'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
  });
  if (classLoad.status !== 0) process.exitCode = 1;
}
