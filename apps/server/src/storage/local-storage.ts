import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, type ByteRange, type Storage } from './storage.ts';

/**
 * What a file being written may hold before its source is paused. With the default 16 KB, each
 * 64 KB network chunk was a write of its own and a pause; 1 MB lets chunks that arrived while the
 * disk was busy go in one write (issue 22: half the CPU of a 200 MB upload), and still bounds
 * the memory per upload.
 */
const WRITE_BUFFER_BYTES = 1024 * 1024;

/** Files on the local disk (the embedded default, under DATA_DIR/uploads). */
export function createLocalStorage(root: string): Storage {
  const incoming = join(root, '.incoming');
  let isRootMade = false;
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(root, key);
  };

  return {
    driver: 'Local storage',

    async put(key, body: Readable) {
      const target = pathOf(key);
      await mkdir(incoming, { recursive: true });
      await mkdir(dirname(target), { recursive: true });
      // Written under a temporary name and renamed when complete: never a half file under the key.
      const temporary = join(incoming, randomUUID());
      const file = createWriteStream(temporary, { flags: 'wx', highWaterMark: WRITE_BUFFER_BYTES });
      try {
        await pipeline(body, file);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { size: file.bytesWritten };
    },

    async get(key, range?: ByteRange) {
      const path = pathOf(key);
      const size = await stat(path).then(
        (s) => s.size,
        () => undefined,
      );
      if (size === undefined) return undefined;
      return {
        body: createReadStream(path, range && { start: range.start, end: range.end }),
        size,
      };
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async *list(folder) {
      const dir = pathOf(folder);
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        const written = await stat(path).catch(() => undefined);
        if (written)
          yield { key: relative(root, path).split(sep).join('/'), writtenAt: written.mtime };
      }
    },
    async removeStaleUploads(idleSince) {
      let removed = 0;
      for (const name of await readdir(incoming).catch(() => [])) {
        const path = join(incoming, name);
        // An upload under way writes to its file all the time: one untouched this long is dead.
        const written = await stat(path).catch(() => undefined);
        if (written && written.mtime < idleSince) {
          await rm(path, { force: true });
          removed++;
        }
      }
      return removed;
    },
    async isWorking() {
      try {
        // Made once; after that a write-access check is all a health probe needs.
        if (!isRootMade) await mkdir(root, { recursive: true });
        isRootMade = true;
        await access(root, constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },

    async close() {},
  };
}
