import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * The few types that differ between the engines. Everything else in a migration is plain SQL
 * both SQLite and PostgreSQL accept. Better Auth stores SQLite dates as ISO text.
 */
export function columnTypes(db: Kysely<unknown>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    timestamp: isPostgres ? ('timestamptz' as const) : ('date' as const),
    boolean: isPostgres ? ('boolean' as const) : ('integer' as const),
  };
}
