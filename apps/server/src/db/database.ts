import Database from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect, sql } from 'kysely';
import type { DB } from './schema.ts';

export type Db = Kysely<DB>;
export type DatabaseDriver = 'SQLite' | 'PostgreSQL';

export interface DatabaseHandle {
  db: Db;
  driver: DatabaseDriver;
  close(): Promise<void>;
}

/**
 * Opens the embedded SQLite database. Every connection gets WAL, full synchronous commits and
 * foreign keys explicitly: better-sqlite3 silently gives later connections of a WAL file NORMAL.
 * Columns are snake_case in SQL and camelCase in code (CamelCasePlugin), Better Auth included.
 */
export function openSqlite(file: string): DatabaseHandle {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, driver: 'SQLite', close: () => db.destroy() };
}

export async function isDatabaseWorking(db: Db) {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
