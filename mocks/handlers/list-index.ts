/**
 * What a list handler derives from a whole collection and may keep between requests, as a real
 * backend keeps indexes: an administration's records, their sort orders, sums. Kept per database
 * and name, and valid while nothing was written (../db/writes.ts) and the collections it was built
 * from hold as many records as then (a record created without a commit); after a write the next
 * request builds it again. Lists then filter by walking a kept sort order (the matches come out
 * sorted) and page by slicing, instead of sorting every match on every request.
 */
import { writeCount } from '../db/writes';

interface Kept {
  writes: number;
  counts: readonly number[];
  value: unknown;
}

const keptByOwner = new WeakMap<object, Map<string, Kept>>();

/**
 * The value kept under `name` for `owner` (the database), built by `build` when there is none or
 * it is stale. `counts` are the sizes of the collections it derives from, read now.
 */
export function keptIndex<T>(owner: object, name: string, counts: readonly number[], build: () => T): T {
  let byName = keptByOwner.get(owner);
  if (!byName) keptByOwner.set(owner, (byName = new Map()));
  const writes = writeCount();
  const kept = byName.get(name);
  if (kept && kept.writes === writes && kept.counts.length === counts.length && kept.counts.every((count, i) => count === counts[i])) return kept.value as T;
  // Stale entries of the owner go with the first rebuild after a write.
  if (kept && kept.writes !== writes) for (const [key, entry] of byName) if (entry.writes !== writes) byName.delete(key);
  const value = build();
  byName.set(name, { writes, counts: [...counts], value });
  return value;
}
