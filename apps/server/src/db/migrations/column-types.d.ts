import { type Kysely } from 'kysely';
/**
 * The few types that differ between the engines. Everything else in a migration is plain SQL
 * both SQLite and PostgreSQL accept. Better Auth stores SQLite dates as ISO text.
 */
export declare function columnTypes(db: Kysely<unknown>): {
  timestamp: 'date' | 'timestamptz';
  boolean: 'boolean' | 'integer';
};
