import { LRUCache } from 'lru-cache';
import type { TableWrites } from './table-writes.ts';

/**
 * A read by key, kept for `ttlMs` and forgotten whenever this process writes to one of `tables`.
 * A read that overlaps such a write is answered but not kept. For reads every signed-in request
 * makes (the session behind a token): another instance's writes are seen after `ttlMs` at most.
 */
export function cachedRead<Value>(
  read: (key: string) => Promise<Value>,
  {
    writes,
    tables,
    ttlMs,
    max,
  }: { writes: TableWrites; tables: readonly string[]; ttlMs: number; max: number },
) {
  const kept = new LRUCache<string, { value: Value }>({ max, ttl: ttlMs });
  let generation = 0;
  writes.onWrite(tables, () => {
    generation += 1;
    kept.clear();
  });
  return async (key: string) => {
    const hit = kept.get(key);
    if (hit) return hit.value;
    const readIn = generation;
    const value = await read(key);
    if (generation === readIn) kept.set(key, { value });
    return value;
  };
}
