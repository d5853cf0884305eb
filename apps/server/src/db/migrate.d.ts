import type { Db } from './database.ts';
export declare function migrateToLatest(db: Db): Promise<string[]>;
