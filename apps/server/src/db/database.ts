import { createHash } from 'node:crypto';
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
 * no acknowledged write (src/db/crash-durability.sqlite.test.ts); it is not flushed to the disk
 * at each commit, which blocked the event loop 4 ms a write (38 ms at p99) and held a class at
 * 150 requests/s.
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

/** Statements a connection keeps prepared at most; a text past them goes unnamed. */
export const NAMED_PER_CONNECTION = 500;
const statementNames = new LRUCache<string, string>({ max: 2000 });
const statementName = (text: string) => {
  let name = statementNames.get(text);
  if (!name) {
    name = `k${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
};

/**
 * Each statement with parameters prepared once per connection, by a name made from its text
 * (issue 22). Sent unnamed, as Kysely sends it, PostgreSQL parses and plans it at every call:
 * under a class's load that was two thirds of the database's time (pg_stat_statements: 9.7 s
 * planning against 4.6 s executing). Named, the connection keeps its plan. A connection names at
 * most NAMED_PER_CONNECTION statements, so texts that vary (a list of ids) cannot pile up.
 */
function prepareByName(client: pg.PoolClient) {
  const named = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown) => {
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0)
      return query(text, values);
    const name = statementName(text);
    if (!named.has(name) && named.size >= NAMED_PER_CONNECTION) return query(text, values);
    named.add(name);
    return query({ name, text, values });
  }) as typeof client.query;
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
  pool.on('connect', (client) => {
    client.on('error', () => {});
    prepareByName(client);
  });
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
