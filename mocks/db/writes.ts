/**
 * A counter of writes to the fake backend's data, for what is derived from the data and kept
 * between requests (the list indexes of ../handlers/list-index.ts): such a thing is valid while the
 * counter has not moved. Every way data changes moves it: a record patched in place
 * (`patchRecord`), a collection's update or delete (the store listens), a commit after a mutation,
 * a restore or re-seed. Records created without any of these show in the collections' counts,
 * which the indexes check as well.
 */
let writes = 0;

/** Something in the data changed (or may have): kept derivations are stale. */
export function noteWrite(): void {
  writes += 1;
}

/** The current count: compare with the one a derivation was made at. */
export function writeCount(): number {
  return writes;
}
