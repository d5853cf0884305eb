// Runs a command with TEST_DATABASE_URL pointing at a private PostgreSQL cluster on loopback,
// started from Debian's binaries (installed when missing, where we can). The cluster lives in
// the temp folder and is reused between runs; tests make a database of their own in it.
// Usage: node scripts/with-postgres.mjs <command> [args...]
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

/** @param {string} url */
const run = (url) => {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  process.exit(result.status ?? 1);
};

if (process.env.TEST_DATABASE_URL) run(process.env.TEST_DATABASE_URL);

const isRoot = process.getuid?.() === 0;
const installCommand = 'apt-get update && apt-get install -y postgresql';
const binDir = () => {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(base, newest, 'bin') : null;
};

if (!binDir()) {
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `PostgreSQL is missing; the API tests run on it too. Install it with:\n  sudo sh -c '${installCommand}'\nor set TEST_DATABASE_URL to a server where the user may create databases.`,
    );
    process.exit(1);
  }
  console.info(`Installing Debian's PostgreSQL for the tests: ${installCommand}`);
  execSync(installCommand, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const bin = /** @type {string} */ (binDir());
const port = process.env.TEST_POSTGRES_PORT ?? '55432';
const dataDir = join(tmpdir(), `leerloop-test-postgres-${port}`);
/**
 * PostgreSQL refuses to run as root: as root, the cluster belongs to Debian's `postgres` user.
 * @param {string} file
 * @param {string[]} fileArgs
 * @param {import('node:child_process').ExecFileSyncOptions} [options]
 */
const asOwner = (file, fileArgs, options = {}) =>
  isRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, file), ...fileArgs], options)
    : execFileSync(join(bin, file), fileArgs, options);

if (!existsSync(join(dataDir, 'PG_VERSION'))) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (isRoot) execFileSync('chown', ['postgres:postgres', dataDir]);
  asOwner('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'], {
    stdio: 'ignore',
  });
}
let isRunning = true;
try {
  asOwner('pg_ctl', ['-D', dataDir, 'status'], { stdio: 'ignore' });
} catch {
  isRunning = false;
}
if (!isRunning) {
  // Loopback only; durability settings off, as this cluster holds nothing but test data.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dataDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  asOwner(
    'pg_ctl',
    ['-D', dataDir, '-l', join(dataDir, 'server.log'), '-o', options, '-w', 'start'],
    { stdio: 'ignore' },
  );
}
run(`postgres://postgres@127.0.0.1:${port}/postgres`);
