/**
 * Token refresh coordination, free of any feature: which tokens are refreshed and how is the
 * caller's business (a `RefreshTask`); this module only makes sure a refresh token is spent once.
 *
 * - Single flight (in this tab): while a refresh runs, every further `run` joins its promise, so
 *   any number of concurrent 401s cause exactly one refresh.
 * - Across tabs: the refresh runs inside an exclusive Web Lock (`navigator.locks`, one name for the
 *   whole origin). Inside the lock the shared storage is read again; if another tab rotated the
 *   tokens while this one waited (the stored refresh token is no longer the one this tab saw), the
 *   task adopts them instead of spending a refresh token that is already spent.
 * - Storage lags behind the lock: in Chromium every tab holds its own copy of local storage, and
 *   another tab's write reaches it a little later, in no fixed order with the lock's hand-over. The
 *   tab granted the lock may still read the refresh token the previous holder just spent, and
 *   spending it again makes the provider revoke the whole grant (reuse detection). So each rotation
 *   also records the spent token's fingerprint in a ledger that every tab reads consistently
 *   (IndexedDB, written before the lock is released). A tab about to spend a token the ledger knows
 *   waits for the newer tokens to reach its storage and adopts them.
 * - Without Web Locks (old browsers, jsdom) an in-memory lock manager stands in: exclusion and
 *   single flight within this tab only, plus the same re-read of storage before rotating.
 */

export const REFRESH_LOCK_NAME = 'receivables-token-refresh';

/** How long a tab waits for another tab's refresh before giving up (ms). */
export const REFRESH_LOCK_TIMEOUT_MS = 30_000;

/** How long a tab waits for another tab's newer tokens to reach its local storage (ms). */
export const STORAGE_HANDOFF_WAIT_MS = 5_000;
const STORAGE_HANDOFF_POLL_MS = 25;

/** Refresh tokens already spent, shared by every tab of the origin and read consistently by them. */
export interface SpentTokenLedger {
  has(token: string): Promise<boolean>;
  add(token: string): Promise<void>;
}

/** The part of the Web Locks API the coordinator needs (an exclusive lock, abortable wait). */
export interface RefreshLockManager {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

export interface RefreshTask<T> {
  /** The refresh token this tab holds now, i.e. the one it would spend; null when it has none. */
  seen: string | null;
  /** Reads the refresh token in shared storage again (called inside the lock). */
  readStored: () => string | null;
  /** Spends the stored refresh token for a new pair and stores it (before the lock is released). */
  rotate: () => Promise<T>;
  /** Another tab rotated first: take over the tokens it stored. */
  adopt: () => Promise<T> | T;
}

export type RefreshOutcome = 'rotated' | 'adopted';

export interface RefreshCoordinator<T> {
  /** Runs the task, or joins the refresh already running in this tab. */
  run(task: RefreshTask<T>): Promise<T>;
  /** True while a refresh started by this coordinator is in flight. */
  readonly inFlight: boolean;
}

export interface RefreshCoordinatorOptions {
  lockName?: string;
  /** Defaults to `navigator.locks`, else an in-memory (this tab only) lock manager. */
  locks?: RefreshLockManager;
  lockTimeoutMs?: number;
  /** Defaults to none: the re-read of storage alone guards against spending a token twice. */
  ledger?: SpentTokenLedger;
  storageHandoffWaitMs?: number;
  /** Told how each refresh ended, for diagnostics and tests. */
  onSettled?: (outcome: RefreshOutcome | 'failed') => void;
}

/** The other tab logged out (the stored refresh token is gone) while this one waited. */
export class SessionEndedElsewhereError extends Error {
  override readonly name = 'SessionEndedElsewhereError';
  constructor() {
    super('The session ended in another tab while this tab waited to refresh it');
  }
}

/**
 * An exclusive, FIFO, in-memory lock manager. The fallback when Web Locks are unavailable (it then
 * excludes within this tab only), and, shared between several coordinators, a stand-in for the
 * browser's lock manager in tests ("two tabs").
 */
export function createInMemoryLockManager(): RefreshLockManager & { readonly held: ReadonlySet<string> } {
  const held = new Set<string>();
  const waiting = new Map<string, Array<() => void>>();

  function acquire(name: string, signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    if (!held.has(name)) {
      held.add(name);
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const queue = waiting.get(name) ?? [];
      waiting.set(name, queue);
      const onAbort = () => {
        queue.splice(queue.indexOf(grant), 1);
        if (signal) reject(abortReason(signal));
      };
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(grant);
    });
  }

  function release(name: string): void {
    const next = waiting.get(name)?.shift();
    if (next) {
      next(); // handed straight to the next in line: the lock stays held
      return;
    }
    held.delete(name);
    waiting.delete(name);
  }

  return {
    held,
    async request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T> {
      await acquire(name, options.signal);
      try {
        return await callback();
      } finally {
        release(name);
      }
    },
  };
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The lock request was aborted', 'AbortError');
}

/** The browser's Web Locks, when there are any. */
export function browserLockManager(): RefreshLockManager | undefined {
  const locks = globalThis.navigator?.locks;
  if (!locks || typeof locks.request !== 'function') return undefined;
  return {
    request: async (name, options, callback) => await locks.request(name, { mode: 'exclusive', ...options }, () => callback()),
  };
}

/** Resolves with the stored value once it differs from `from`, or `undefined` when `ms` passed first. */
async function storedChange(readStored: () => string | null, from: string, ms: number): Promise<string | null | undefined> {
  const deadline = Date.now() + ms;
  for (;;) {
    const stored = readStored();
    if (stored !== from) return stored;
    if (Date.now() >= deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, STORAGE_HANDOFF_POLL_MS));
  }
}

/** Another tab spent the token and its newer tokens never reached this tab's storage. */
export class StaleStorageError extends Error {
  override readonly name = 'StaleStorageError';
  constructor() {
    super('The refresh token in storage was already spent by another tab, and its successor never arrived');
  }
}

function timeoutSignal(ms: number): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined;
}

export function createRefreshCoordinator<T>(options: RefreshCoordinatorOptions = {}): RefreshCoordinator<T> {
  const lockName = options.lockName ?? REFRESH_LOCK_NAME;
  const locks = options.locks ?? browserLockManager() ?? createInMemoryLockManager();
  const lockTimeoutMs = options.lockTimeoutMs ?? REFRESH_LOCK_TIMEOUT_MS;
  const storageHandoffWaitMs = options.storageHandoffWaitMs ?? STORAGE_HANDOFF_WAIT_MS;
  const { ledger } = options;
  let inFlight: Promise<T> | null = null;

  async function runLocked(task: RefreshTask<T>): Promise<T> {
    const seen = task.seen;
    return locks.request(lockName, { signal: timeoutSignal(lockTimeoutMs) }, async () => {
      const stored = task.readStored();
      if (seen !== null && stored !== seen) return adopt(task, stored);
      if (stored !== null && (await ledger?.has(stored))) {
        const arrived = await storedChange(task.readStored, stored, storageHandoffWaitMs);
        if (arrived === undefined) throw new StaleStorageError();
        return adopt(task, arrived);
      }
      const rotated = await task.rotate();
      // Recorded before the lock is released, so the next holder knows even if its storage lags.
      if (stored !== null) await ledger?.add(stored);
      options.onSettled?.('rotated');
      return rotated;
    });
  }

  async function adopt(task: RefreshTask<T>, stored: string | null): Promise<T> {
    if (stored === null) throw new SessionEndedElsewhereError();
    const adopted = await task.adopt();
    options.onSettled?.('adopted');
    return adopted;
  }

  return {
    get inFlight() {
      return inFlight !== null;
    },
    run(task) {
      if (inFlight) return inFlight;
      // Set synchronously, before any await, so callers in the same tick all join this one.
      const flight = runLocked(task).catch((error: unknown) => {
        options.onSettled?.('failed');
        throw error;
      });
      inFlight = flight;
      const clear = () => {
        if (inFlight === flight) inFlight = null;
      };
      flight.then(clear, clear);
      return flight;
    },
  };
}
