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
 * - Without Web Locks (old browsers, jsdom) an in-memory lock manager stands in: exclusion and
 *   single flight within this tab only, plus the same re-read of storage before rotating.
 */

export const REFRESH_LOCK_NAME = 'receivables-token-refresh';

/** How long a tab waits for another tab's refresh before giving up (ms). */
export const REFRESH_LOCK_TIMEOUT_MS = 30_000;

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

function timeoutSignal(ms: number): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined;
}

export function createRefreshCoordinator<T>(options: RefreshCoordinatorOptions = {}): RefreshCoordinator<T> {
  const lockName = options.lockName ?? REFRESH_LOCK_NAME;
  const locks = options.locks ?? browserLockManager() ?? createInMemoryLockManager();
  const lockTimeoutMs = options.lockTimeoutMs ?? REFRESH_LOCK_TIMEOUT_MS;
  let inFlight: Promise<T> | null = null;

  async function runLocked(task: RefreshTask<T>): Promise<T> {
    const seen = task.seen;
    return locks.request(lockName, { signal: timeoutSignal(lockTimeoutMs) }, async () => {
      const stored = task.readStored();
      if (seen !== null && stored !== seen) {
        if (stored === null) throw new SessionEndedElsewhereError();
        const adopted = await task.adopt();
        options.onSettled?.('adopted');
        return adopted;
      }
      const rotated = await task.rotate();
      options.onSettled?.('rotated');
      return rotated;
    });
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
