import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseSettings } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createInProcessJobs } from './jobs-in-process.ts';
import { createJobsRepository } from './jobs.repository.ts';
import { createPgBossJobs } from './jobs-pg-boss.ts';
import type { Jobs } from './jobs.ts';

/** pg-boss on PostgreSQL; in-process with claim rows on the embedded SQLite (decision 043). */
export function createJobs(deps: {
  database: DatabaseSettings;
  db: Db;
  log: FastifyBaseLogger;
}): Jobs {
  return deps.database.driver === 'PostgreSQL'
    ? createPgBossJobs({ url: deps.database.url, log: deps.log })
    : createInProcessJobs({ jobs: createJobsRepository(deps.db), log: deps.log });
}
