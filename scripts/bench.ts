// npm run bench: what the web app makes a phone download per route, and how fast the API answers.
// Prints numbers; the budgets they are held to are in README.md (Performance).
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, ROOT_DIR } from '../apps/server/src/config.ts';

const WEB_DIST = join(ROOT_DIR, 'apps/web/dist');
const SIGN_IN_BUDGET_KB = 170;

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
  '/dashboards/* (in development)': [
    'src/app/layouts/client-layout.tsx',
    'src/app/routes/in-development.tsx',
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

async function measureApi(databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'leerloop-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BASE_URL: 'http://localhost:3000',
    WEB_DIST_DIR: WEB_DIST,
    LOG_LEVEL: 'silent',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  const { app } = await buildApp(config, { logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const headers = await signedInHeaders(app, address);
    const run = async (title: string, path: string, extra: Record<string, string> = {}) => {
      const result = await autocannon({
        url: `${address}${path}`,
        connections: 10,
        duration: 8,
        headers: extra,
      });
      if (result.non2xx > 0) throw new Error(`${title}: ${result.non2xx} answers were not 2xx`);
      return {
        title,
        requestsPerSecond: Math.round(result.requests.average),
        p99: result.latency.p99,
      };
    };
    return [
      await run('GET /api/health', '/api/health'),
      await run('GET /api/users/me (authenticated)', '/api/users/me', headers),
      // Asked on every screen change of a signed-in learner.
      await run('GET /api/check-my-assignment', '/api/check-my-assignment', headers),
      await run('GET /api/my-assignment', '/api/my-assignment', headers),
    ];
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function signedInHeaders(app: Awaited<ReturnType<typeof buildApp>>['app'], address: string) {
  const email = 'bench@example.nl';
  const origin = { origin: 'http://localhost:3000' };
  await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: origin,
    payload: {
      email,
      password: 'Fietsbel-Zonnig-42',
      name: 'Bench Mark',
      firstName: 'Bench',
      lastName: 'Mark',
    },
  });
  const mail = (await fetch(`${address}/dev/mail.json?to=${email}`).then((r) => r.json())) as {
    textBody: string;
  }[];
  const otp = mail[0]!.textBody.match(/\b(\d{6})\b/)![1];
  const verified = await app.inject({
    method: 'POST',
    url: '/api/verify-otp',
    headers: origin,
    payload: { email, otp, type: 'email-verification' },
  });
  const cookie = verified.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const { token } = (
    await app.inject({ method: 'GET', url: '/api/auth/token', headers: { ...origin, cookie } })
  ).json<{ token: string }>();
  return {
    authorization: `Bearer ${token}`,
    'user-id': verified.json<{ data: { userId: string } }>().data.userId,
  };
}

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

const api = [{ database: 'SQLite', rows: await measureApi() }];
if (process.env.TEST_DATABASE_URL) {
  const postgres = await benchPostgresDatabase(process.env.TEST_DATABASE_URL);
  try {
    api.push({ database: 'PostgreSQL', rows: await measureApi(postgres.url) });
  } finally {
    await postgres.drop();
  }
}
console.info('\nAPI, autocannon, 10 connections, 8 s each, on this machine:\n');
console.info('| database | endpoint | requests/s | p99 ms |\n|---|---|---:|---:|');
for (const { database, rows } of api) {
  for (const { title, requestsPerSecond, p99 } of rows) {
    console.info(`| ${database} | ${title} | ${requestsPerSecond} | ${p99} |`);
  }
}
if (login.kb > SIGN_IN_BUDGET_KB) process.exitCode = 1;
