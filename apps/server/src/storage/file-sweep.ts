import type { FastifyBaseLogger } from 'fastify';
import { type FileReferencesRepository, referencedFolders } from './file-references.repository.ts';
import type { Storage } from './storage.ts';

/**
 * How old a file without a row must be before it goes, by default (RETENTION_LEFTOVER_FILE_HOURS
 * may make it longer). A file is stored before the row that points at it is written
 * (answers.service.ts, square-pictures.ts), so a young one may be on its way to a row on any
 * instance; an hour is far past that moment.
 */
export const ORPHAN_GRACE_MS = 60 * 60_000;
/** How often each instance sweeps. */
const SWEEP_EVERY_MS = 60 * 60_000;
/** Keys looked up in the database at once. */
const BATCH_SIZE = 500;

/**
 * Issue 18: files a crash left behind — stored without ever getting their row, or whose row went
 * while deleting the file failed — and broken-off uploads are removed by a periodic sweep. Safe
 * on every instance at once: only files older than the grace period that no row points at go
 * (deleting twice is harmless), and only in folders whose rows we know; any other is left alone.
 */
export function createFileSweep(deps: {
  storage: Storage;
  files: FileReferencesRepository;
  log: FastifyBaseLogger;
  /** Issue 18: how long a file of a deleted answer may outlive it when deleting it failed. */
  graceMs?: number;
  /** Issue 24: removes resumable uploads left unfinished past their expiry; answers how many. */
  removeExpiredUploads?: () => Promise<number>;
}) {
  const { storage, files, log, graceMs = ORPHAN_GRACE_MS, removeExpiredUploads } = deps;

  async function removeOrphans(folder: (typeof referencedFolders)[number], keys: string[]) {
    const referenced = await files.referenced(folder, keys);
    const orphans = keys.filter((key) => !referenced.has(key));
    for (const key of orphans) await storage.delete(key);
    return orphans.length;
  }

  /** One sweep, as of `now`; answers how many files and unfinished uploads went. */
  async function sweepOnce(now = new Date()) {
    const olderThan = new Date(now.getTime() - graceMs);
    let removed = await storage.removeStaleUploads(olderThan);
    removed += (await removeExpiredUploads?.()) ?? 0;
    for (const folder of referencedFolders) {
      let batch: string[] = [];
      for await (const file of storage.list(folder)) {
        if (file.writtenAt >= olderThan) continue;
        batch.push(file.key);
        if (batch.length < BATCH_SIZE) continue;
        removed += await removeOrphans(folder, batch);
        batch = [];
      }
      removed += await removeOrphans(folder, batch);
    }
    if (removed > 0) log.info({ removed }, 'file sweep: removed files left without a row');
    return removed;
  }

  let sweeping: Promise<unknown> = Promise.resolve();
  /** Sweeps after the one under way (never two at once on one instance). */
  const sweep = (now?: Date) => {
    const next = sweeping.then(() => sweepOnce(now));
    sweeping = next.catch((error) => log.error({ err: error }, 'file sweep failed'));
    return next;
  };

  let timer: NodeJS.Timeout | undefined;
  return {
    sweep,
    start() {
      void sweep().catch(() => {});
      timer = setInterval(() => void sweep().catch(() => {}), SWEEP_EVERY_MS);
      timer.unref();
    },
    /** Stops the timer and lets a sweep under way finish (before storage and database close). */
    async stop() {
      clearInterval(timer);
      await sweeping;
    },
  };
}
