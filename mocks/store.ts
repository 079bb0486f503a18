/**
 * The fake backend's state: the database, where it is persisted, and how it is (re)seeded.
 * Handlers await `ready` so a store can be created synchronously and seeded in the background.
 */
import { createDb, restoreDb, snapshotDb, type MockDb, type SeedSizes, type Snapshot } from './db/db';
import type { PersistenceAdapter } from './persistence/types';
import { buildSeedSnapshot, resolveSeedOptions, type SeedOptions } from './seed/seed';

export interface MockStoreOptions {
  /** No adapter: memory only (tests). */
  adapter?: PersistenceAdapter;
  /** Seed used when nothing is stored, and by reset() without options. */
  seed?: SeedOptions;
  /**
   * Re-seed when the stored data was seeded with other sizes than `seed` resolves to, so
   * explicitly asking for a size (MOCK_SEED_TEMPLATES=1000, MOCK_SCALE=10) is not silently ignored.
   */
  reseedOnSizeMismatch?: boolean;
  log?: (message: string) => void;
}

function sameSizes(a: SeedSizes, b: SeedSizes): boolean {
  return (Object.keys(b) as (keyof SeedSizes)[]).every((name) => a[name] === b[name]);
}

/** "40 templates, 200 customers" */
export function describeSizes(sizes: SeedSizes): string {
  return Object.entries(sizes)
    .map(([name, size]) => `${size} ${name}`)
    .join(', ');
}

export class MockStore {
  readonly db: MockDb = createDb();
  readonly #options: MockStoreOptions;
  #seed: SeedSizes;
  #ready: Promise<void>;
  /** False while the data is exactly a fresh seed: a reset then has nothing to undo. */
  #changedSinceSeed = true;

  constructor(options: MockStoreOptions = {}) {
    this.#options = options;
    this.#seed = resolveSeedOptions(options.seed);
    this.#ready = this.#init();
  }

  /** Settles when the data is loaded or seeded (and after every reset). */
  get ready(): Promise<void> {
    return this.#ready;
  }

  /** Seed options the current data started from. */
  get seed(): SeedSizes {
    return this.#seed;
  }

  async #init(): Promise<void> {
    const { adapter, reseedOnSizeMismatch, log } = this.#options;
    const stored = adapter?.load();
    if (stored) {
      if (reseedOnSizeMismatch && !sameSizes(stored.seed, this.#seed)) {
        log?.(`[mock] stored data was seeded with ${describeSizes(stored.seed)} per administration; re-seeding with ${describeSizes(this.#seed)}`);
      } else {
        await restoreDb(this.db, stored);
        this.#seed = stored.seed;
        this.#changedSinceSeed = true;
        return;
      }
    }
    await this.#applySeed(this.#seed);
  }

  async #applySeed(seed: SeedSizes): Promise<void> {
    await restoreDb(this.db, buildSeedSnapshot(seed));
    this.#seed = seed;
    this.#options.adapter?.save(this.snapshot());
    this.#changedSinceSeed = false;
  }

  /**
   * Replaces all data with a fresh seed (the configured one unless options are given).
   * `if-changed` leaves data that is still that fresh seed as it is. Every handler that changes
   * data commits (that is what persists it), so over HTTP nothing else can differ; code that
   * writes to the database directly, as unit tests do, must reset `always`.
   */
  reset(options?: SeedOptions, when: 'always' | 'if-changed' = 'always'): Promise<void> {
    const seed = resolveSeedOptions(options ?? this.#options.seed);
    const previous = this.#ready.catch(() => undefined);
    const needed = () => when === 'always' || this.#changedSinceSeed || !sameSizes(this.#seed, seed);
    this.#ready = previous.then(() => (needed() ? this.#applySeed(seed) : undefined));
    return this.#ready;
  }

  /** Hands the current state to the persistence adapter; called once after every mutation. */
  commit(): void {
    this.#changedSinceSeed = true;
    this.#options.adapter?.save(this.snapshot());
  }

  flush(): void {
    this.#options.adapter?.flush?.();
  }

  snapshot(): Snapshot {
    return snapshotDb(this.db, this.#seed);
  }
}
