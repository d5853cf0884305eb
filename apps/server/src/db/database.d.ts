import { Kysely } from 'kysely';
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
export declare function openSqlite(file: string): DatabaseHandle;
export declare function isDatabaseWorking(db: Db): Promise<boolean>;
