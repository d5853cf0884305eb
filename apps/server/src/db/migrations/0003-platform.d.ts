import type { Kysely } from 'kysely';
/** The local mail outbox (no SMTP configured) and the counters behind sign-in rate limits. */
export declare function up(db: Kysely<unknown>): Promise<void>;
export declare function down(db: Kysely<unknown>): Promise<void>;
