import type { Snapshot } from '../db/db';

/**
 * Where the fake backend keeps its data between runs. Implementations live in separate modules
 * (file for Node, localStorage for the browser) so neither environment bundles the other's APIs.
 */
export interface PersistenceAdapter {
  /** The stored snapshot, or undefined when there is none or it cannot be read. */
  load(): Snapshot | undefined;
  /** Stores the snapshot; may defer the write, see flush(). */
  save(snapshot: Snapshot): void;
  /** Writes a deferred save now (e.g. before the process exits or the page is hidden). */
  flush?(): void;
}
