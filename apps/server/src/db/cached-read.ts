import { LRUCache } from 'lru-cache';
import type { TableWrites } from './table-writes.ts';

/**
 * A read by key, kept for `ttlMs` and forgotten whenever this process writes to one of `tables`:
 * only that key's copy when the write is confined to it (`keyColumns`: the column of a table
 * that holds the key, e.g. `{ answer: 'userId' }`), every copy otherwise. A read that overlaps
 * such a write is answered but not kept. Another instance's writes are seen after `ttlMs` at
 * most (at once with the Redis relay, see TableWrites).
 */
export function cachedRead<Value>(
  read: (key: string) => Promise<Value>,
  {
    writes,
    tables,
    keyColumns,
    ttlMs,
    max,
  }: {
    writes: TableWrites;
    tables: readonly string[];
    keyColumns?: Readonly<Record<string, string>>;
    ttlMs: number;
    max: number;
  },
) {
  const kept = new LRUCache<string, { value: Value }>({ max, ttl: ttlMs, ttlResolution: 0 });
  // Every write counts; a read is kept only when no write to its key or to all came meanwhile.
  let writeCount = 0;
  let lastWriteToAll = 0;
  const lastWriteTo = new Map<string, number>();
  writes.onWrite(
    tables,
    (key) => {
      writeCount += 1;
      if (key === undefined || lastWriteTo.size >= 10 * max) {
        lastWriteToAll = writeCount;
        lastWriteTo.clear();
        kept.clear();
      } else {
        lastWriteTo.set(key, writeCount);
        kept.delete(key);
      }
    },
    keyColumns,
  );
  return async (key: string) => {
    const hit = kept.get(key);
    if (hit) return hit.value;
    const readAfter = writeCount;
    const value = await read(key);
    if (lastWriteToAll <= readAfter && (lastWriteTo.get(key) ?? 0) <= readAfter)
      kept.set(key, { value });
    return value;
  };
}
