import Database from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { DatabaseSettings } from '../config.ts';
import type { DB } from './schema.ts';
import { TableWrites } from './table-writes.ts';

export type Db = Kysely<DB>;
export type DatabaseDriver = 'SQLite' | 'PostgreSQL';

export interface DatabaseHandle {
  db: Db;
  driver: DatabaseDriver;
  /** Tells this process's caches of the writes to the tables they copy. */
  writes: TableWrites;
  close(): Promise<void>;
}

/** A boolean as the engine stores it: PostgreSQL has booleans, SQLite keeps 0/1. */
export const dbBoolean = (database: Pick<DatabaseHandle, 'driver'>, value: boolean) =>
  database.driver === 'PostgreSQL' ? value : Number(value);

/**
 * Opens the embedded SQLite database. Every connection gets WAL, NORMAL synchronous commits and
 * foreign keys explicitly, whatever the file had. NORMAL in WAL mode (decision 036): a commit
 * is in the operating system's hands when it returns, so a process killed with kill -9 loses
 * no acknowledged write (src/db/crash-durability.test.ts); it is not flushed to the disk at each
 * commit, which blocked the event loop 4 ms a write (38 ms at p99) and held a class at 150
 * requests/s.
 * Columns are snake_case in SQL and camelCase in code (CamelCasePlugin), Better Auth included.
 */
export function openSqlite(file: string): DatabaseHandle {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Kysely prepares every statement anew; compiling the SQL is most of a small query's cost.
  // Statements are reused by their text (the app has a few hundred distinct ones). Safe because
  // better-sqlite3 runs each to completion (nothing here iterates a statement lazily).
  const statements = new LRUCache<string, Database.Statement>({ max: 1000 });
  const prepare = (query: string) => {
    let statement = statements.get(query);
    if (!statement) statements.set(query, (statement = sqlite.prepare(query)));
    return statement;
  };
  const writes = new TableWrites();
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: { prepare, close: () => sqlite.close() } }),
    plugins: [new CamelCasePlugin(), writes],
  });
  return { db, driver: 'SQLite', writes, close: () => db.destroy() };
}

/**
 * PostgreSQL through a `pg` pool: the same Kysely code and migrations as SQLite. Each statement
 * is cut off after the configured timeout, so a stuck query cannot hold a request forever.
 */
export function openPostgres(settings: {
  url: string;
  poolSize: number;
  statementTimeoutMs: number;
}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: settings.poolSize,
    statement_timeout: settings.statementTimeoutMs,
    connectionTimeoutMillis: 5_000,
  });
  // A client that loses its connection (the server restarts, a backend is terminated) must not
  // crash the process: idle ones are reported to the pool, checked-out ones to themselves. The
  // query in flight fails with the error; the pool replaces the client on the next query.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const writes = new TableWrites();
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin(), writes],
  });
  return { db, driver: 'PostgreSQL', writes, close: () => db.destroy() };
}

export function openDatabase(settings: DatabaseSettings): DatabaseHandle {
  return settings.driver === 'PostgreSQL' ? openPostgres(settings) : openSqlite(settings.file);
}

export async function isDatabaseWorking(db: Db) {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
