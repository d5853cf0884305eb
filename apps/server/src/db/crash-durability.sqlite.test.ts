import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from './database.ts';

const dir = mkdtempSync(join(tmpdir(), 'leerloop-crash-'));
const writers = new Set<ChildProcess>();
// A writer left running (the test failed or timed out) would keep Vitest from exiting.
afterAll(() => {
  for (const child of writers) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const writer = join(import.meta.dirname, '../../test/sqlite-writer.ts');

/** Starts the writer, kills it with SIGKILL after `after` acknowledged rows; the last one said. */
function writeUntilKilled(file: string, after: number) {
  return new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', writer, file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    writers.add(child);
    let acknowledged = 0;
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) if (/^\d+$/.test(line)) acknowledged = Number(line);
      if (acknowledged >= after) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      writers.delete(child);
      if (signal === 'SIGKILL') resolve(acknowledged);
      else reject(new Error(`the writer stopped by itself (${signal ?? _code})`));
    });
  });
}

// Decision 036: SQLite commits with synchronous=NORMAL in WAL mode. A process that dies —
// kill -9, a crash — loses no commit it acknowledged; only the operating system going down
// may lose the last moment's commits.
describe('SQLite durability', () => {
  it('loses no acknowledged commit when the process is killed with kill -9', async () => {
    for (let run = 0; run < 5; run++) {
      const file = join(dir, `crash-${run}.db`);
      const acknowledged = await writeUntilKilled(file, 100 + Math.floor(Math.random() * 400));
      const { db, close } = openSqlite(file);
      const { rows } = await sql<{
        count: number;
        last: number;
      }>`select count(*) as count, max(id) as last from acknowledged`.execute(db);
      await close();
      expect(acknowledged).toBeGreaterThan(0);
      // Every id up to the last acknowledged one is there (one more may have committed unsaid).
      expect(rows[0]!.last).toBeGreaterThanOrEqual(acknowledged);
      expect(rows[0]!.count).toBe(rows[0]!.last);
    }
    // Each writer is a Node process compiling TypeScript: a second on a quiet machine, more than
    // ten on a loaded one. The test waits for rows, never for a time; the limit bounds a hang.
  }, 300_000);
});
