/**
 * The fake backend's state: the database, where it is persisted, and how it is (re)seeded.
 * Handlers await `ready` so a store can be created synchronously and seeded in the background.
 */
import { collectionNames, type CollectionName } from './db/collections';
import { createDb, restoreDb, snapshotDb, type MockDb, type SeedSizes, type Snapshot } from './db/db';
import { noteWrite } from './db/writes';
import type { PersistenceAdapter } from './persistence/types';
import { dayOf } from './seed/days';
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

/** The calendar day (UTC) a seed built now is dated from: tasks fall due "today" relative to it. */
const seedDay = (): number => dayOf(new Date());

/**
 * Seeds already built in this process, by their sizes and day (a seed built yesterday has
 * yesterday's tasks due "today", so it is not today's fresh seed). Building one (every record generated, then
 * checked against its schema) took most of a reset, and tests reset after every test; restoring
 * from a kept one is safe because each collection copies what it is given (its schema parses the
 * record into a new object), so no record in a database is ever one of these.
 */
const builtSeeds = new Map<string, Snapshot>();
/** Where a seed of these sizes, dated from `day`, is kept (in this process and in shared seeds). */
export const seedKeyOf = (seed: SeedSizes, day: number = seedDay()): string => `${JSON.stringify(seed)}@${day}`;

function seedSnapshotFor(seed: SeedSizes, day: number): Snapshot {
  const key = seedKeyOf(seed, day);
  let snapshot = builtSeeds.get(key);
  if (!snapshot) {
    snapshot = sharedSeeds?.read(key) ?? buildSeedSnapshot(seed);
    if (sharedSeeds && !sharedSeeds.has(key)) sharedSeeds.write(key, snapshot);
    builtSeeds.set(key, snapshot);
  }
  return snapshot;
}

/** Seeds kept beyond this process (by their sizes' key), for other processes running the same code. */
export interface SharedSeeds {
  has(key: string): boolean;
  read(key: string): Snapshot | undefined;
  write(key: string, snapshot: Snapshot): void;
}
let sharedSeeds: SharedSeeds | undefined;

/**
 * @internal Tests only: the server and the browser's mock build their own seeds.
 * Where seeds built by other processes are found and this one's are left: a test run's processes
 * share them (mocks/node.ts), since each test file is a process of its own and building a seed
 * takes far longer than reading one.
 */
export function shareSeeds(shared: SharedSeeds | undefined): SharedSeeds | undefined {
  const previous = sharedSeeds;
  sharedSeeds = shared;
  return previous;
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
  /** Records per collection right after seeding: a record created without a commit shows in the count. */
  #seededCounts = new Map<CollectionName, number>();
  /** The day the current seed is dated from (see seedDay). */
  #seededOn = Number.NaN;
  #restoring = false;

  constructor(options: MockStoreOptions = {}) {
    this.#options = options;
    this.#seed = resolveSeedOptions(options.seed);
    // Changes made without a commit (a test writing to the database directly) still count as
    // changes, so `reset(…, 'if-changed')` never keeps them: updates and deletes are heard here,
    // creates show in the counts.
    const changed = () => {
      noteWrite();
      if (!this.#restoring) this.#changedSinceSeed = true;
    };
    for (const name of collectionNames) {
      this.db[name].hooks.on('update', changed);
      this.db[name].hooks.on('delete', changed);
    }
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
        noteWrite();
        this.#seed = stored.seed;
        this.#changedSinceSeed = true;
        return;
      }
    }
    await this.#applySeed(this.#seed);
  }

  async #applySeed(seed: SeedSizes): Promise<void> {
    this.#restoring = true;
    const day = seedDay();
    try {
      await restoreDb(this.db, seedSnapshotFor(seed, day));
    } finally {
      this.#restoring = false;
      noteWrite();
    }
    this.#seededCounts = new Map(collectionNames.map((name) => [name, this.db[name].count()]));
    this.#seed = seed;
    this.#seededOn = day;
    this.#options.adapter?.save(this.snapshot());
    this.#changedSinceSeed = false;
  }

  /**
   * Replaces all data with a fresh seed (the configured one unless options are given).
   * `if-changed` leaves data that is still that fresh seed, of today, as it is. Every handler that changes
   * data commits (that is what persists it), so over HTTP nothing else can differ; code that
   * writes to the database directly, as unit tests do, must reset `always`.
   */
  reset(options?: SeedOptions, when: 'always' | 'if-changed' = 'always'): Promise<void> {
    const seed = resolveSeedOptions(options ?? this.#options.seed);
    const previous = this.#ready.catch(() => undefined);
    const needed = () =>
      when === 'always' || this.#changedSinceSeed || this.#seededOn !== seedDay() || !sameSizes(this.#seed, seed) || this.#countsChanged();
    this.#ready = previous.then(() => (needed() ? this.#applySeed(seed) : undefined));
    return this.#ready;
  }

  #countsChanged(): boolean {
    return collectionNames.some((name) => this.db[name].count() !== this.#seededCounts.get(name));
  }

  /** Hands the current state to the persistence adapter; called once after every mutation. */
  commit(): void {
    noteWrite();
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
