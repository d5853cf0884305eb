import type { Kysely } from 'kysely';
/** Better Auth's organisation tables; the session remembers the active organisation. */
export declare function up(db: Kysely<unknown>): Promise<void>;
export declare function down(db: Kysely<unknown>): Promise<void>;
