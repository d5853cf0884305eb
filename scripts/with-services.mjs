// Runs a command with the scale-out services on loopback: TEST_DATABASE_URL (a private
// PostgreSQL cluster) and TEST_REDIS_URL (a private Redis), both started from Debian's binaries
// (installed when missing, where we can) and reused between runs. Tests make a database and a
// key prefix of their own in them. Set either variable to use a server of your own instead.
// Usage: node scripts/with-services.mjs <command> [args...]
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-services.mjs <command> [args...]');
  process.exit(2);
}

const isRoot = process.getuid?.() === 0;

/**
 * Installs a Debian package when we may (root with apt-get); otherwise stops with the command.
 * @param {string} name
 * @param {() => boolean} isPresent
 * @param {string} purpose
 */
function ensurePackage(name, isPresent, purpose) {
  if (isPresent()) return;
  const installCommand = `apt-get update && apt-get install -y ${name}`;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`${purpose} Install it with:\n  sudo sh -c '${installCommand}'`);
    process.exit(1);
  }
  console.info(`Installing Debian's ${name} for the tests: ${installCommand}`);
  execSync(installCommand, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const postgresBinDir = () => {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(base, newest, 'bin') : null;
};

/** A private PostgreSQL cluster in the temp folder (trust auth, loopback only, no fsync). */
function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  ensurePackage(
    'postgresql',
    () => Boolean(postgresBinDir()),
    'PostgreSQL is missing; the API tests run on it too (or set TEST_DATABASE_URL).',
  );
  const bin = /** @type {string} */ (postgresBinDir());
  const port = process.env.TEST_POSTGRES_PORT ?? '55432';
  const dataDir = join(tmpdir(), `leerloop-test-postgres-${port}`);
  /**
   * PostgreSQL refuses to run as root: as root, the cluster belongs to Debian's `postgres` user.
   * @param {string} file
   * @param {string[]} fileArgs
   */
  const asOwner = (file, fileArgs) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, file), ...fileArgs], {
          stdio: 'ignore',
        })
      : execFileSync(join(bin, file), fileArgs, { stdio: 'ignore' });

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (isRoot) execFileSync('chown', ['postgres:postgres', dataDir]);
    asOwner('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
  }
  let isRunning = true;
  try {
    asOwner('pg_ctl', ['-D', dataDir, 'status']);
  } catch {
    isRunning = false;
  }
  if (!isRunning) {
    // Durability settings off: this cluster holds nothing but test data.
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dataDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    asOwner('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(dataDir, 'server.log'),
      '-o',
      options,
      '-w',
      'start',
    ]);
  }
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/** A private Redis on loopback without persistence. */
function startRedis() {
  if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL;
  ensurePackage(
    'redis-server',
    () => existsSync('/usr/bin/redis-server'),
    'Redis is missing; the scale-out tests use it (or set TEST_REDIS_URL).',
  );
  const port = process.env.TEST_REDIS_PORT ?? '56379';
  const answers = () =>
    spawnSync('redis-cli', ['-p', port, 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG';
  if (!answers()) {
    const dir = join(tmpdir(), `leerloop-test-redis-${port}`);
    mkdirSync(dir, { recursive: true });
    execFileSync('redis-server', [
      '--port',
      port,
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'yes',
      '--dir',
      dir,
      '--logfile',
      join(dir, 'redis.log'),
    ]);
    for (let i = 0; i < 50 && !answers(); i++) spawnSync('sleep', ['0.1']);
  }
  return `redis://127.0.0.1:${port}`;
}

const env = { ...process.env, TEST_DATABASE_URL: startPostgres(), TEST_REDIS_URL: startRedis() };
const result = spawnSync(command, args, { stdio: 'inherit', env });
process.exit(result.status ?? 1);
