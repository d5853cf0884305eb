import type { Kysely } from 'kysely';
/** Better Auth's core tables (user, session, account, verification) and the JWT signing keys. */
export declare function up(db: Kysely<unknown>): Promise<void>;
export declare function down(db: Kysely<unknown>): Promise<void>;
