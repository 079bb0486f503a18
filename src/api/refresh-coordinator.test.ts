import {
  createInMemoryLockManager,
  createRefreshCoordinator,
  REFRESH_LOCK_NAME,
  type RefreshLockManager,
  type RefreshTask,
  SessionEndedElsewhereError,
  type SpentTokenLedger,
  StaleStorageError,
} from './refresh-coordinator';

function memoryLedger(): SpentTokenLedger {
  const spent = new Set<string>();
  return { has: async (token) => spent.has(token), add: async (token) => void spent.add(token) };
}

/**
 * Local storage as Chromium gives it to two tabs: each reads its own copy, and a write reaches the
 * other copy `lagMs` later (here: after the writer released the lock).
 */
function laggingStorage(lagMs: number) {
  const copies = [new Map([['refreshToken', 'rt-1']]), new Map([['refreshToken', 'rt-1']])];
  const view = (mine: number) => ({
    get: (key: string) => copies[mine]?.get(key),
    set: (key: string, value: string) => {
      copies[mine]?.set(key, value);
      setTimeout(() => copies[1 - mine]?.set(key, value), lagMs);
    },
  });
  return [view(0), view(1)] as const;
}

/** A token server that rotates: each refresh token can be spent once. */
function rotatingServer(initial = 'rt-1') {
  let current = initial;
  let serial = 1;
  const spent: string[] = [];
  return {
    calls: 0,
    get current() {
      return current;
    },
    spent,
    async refresh(token: string): Promise<string> {
      this.calls++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (token !== current) throw new Error('invalid_grant: refresh token already spent');
      spent.push(token);
      current = `rt-${++serial}`;
      return current;
    },
  };
}

/** One "tab": its own in-memory view of the refresh token, the storage shared with other tabs. */
function tab(
  server: ReturnType<typeof rotatingServer>,
  storage: { get(key: string): string | undefined; set(key: string, value: string): unknown },
  locks?: RefreshLockManager,
  ledger?: SpentTokenLedger,
) {
  const outcomes: string[] = [];
  const coordinator = createRefreshCoordinator<string>({ locks, ledger, onSettled: (outcome) => outcomes.push(outcome) });
  let view: string | null = storage.get('refreshToken') ?? null;
  const task = (): RefreshTask<string> => ({
    seen: view,
    readStored: () => storage.get('refreshToken') ?? null,
    rotate: async () => {
      const next = await server.refresh(view ?? '');
      storage.set('refreshToken', next);
      view = next;
      return next;
    },
    adopt: () => {
      view = storage.get('refreshToken') ?? null;
      return view ?? '';
    },
  });
  return {
    coordinator,
    outcomes,
    get view() {
      return view;
    },
    refresh: () => coordinator.run(task()),
  };
}

describe('single flight', () => {
  it('50 concurrent runs in one tab share one refresh', async () => {
    const server = rotatingServer();
    const storage = new Map([['refreshToken', 'rt-1']]);
    const one = tab(server, storage, createInMemoryLockManager());
    const results = await Promise.all(Array.from({ length: 50 }, () => one.refresh()));
    expect(server.calls).toBe(1);
    expect(new Set(results)).toEqual(new Set(['rt-2']));
    expect(one.outcomes).toEqual(['rotated']);
    expect(one.coordinator.inFlight).toBe(false);
  });

  it('a failure is shared by every caller, and the next run starts afresh', async () => {
    const coordinator = createRefreshCoordinator<string>({ locks: createInMemoryLockManager() });
    const rotate = vi.fn(async (): Promise<string> => {
      throw new Error('refresh failed');
    });
    const task: RefreshTask<string> = { seen: 'rt-1', readStored: () => 'rt-1', rotate, adopt: () => 'x' };
    const settled = await Promise.allSettled(Array.from({ length: 10 }, () => coordinator.run(task)));
    expect(settled.every((result) => result.status === 'rejected')).toBe(true);
    expect(rotate).toHaveBeenCalledTimes(1);
    rotate.mockResolvedValueOnce('rt-2');
    await expect(coordinator.run(task)).resolves.toBe('rt-2');
    expect(rotate).toHaveBeenCalledTimes(2);
  });
});

describe('across tabs (two coordinators sharing one lock manager and one storage)', () => {
  it('two tabs refreshing at once spend the refresh token once: one rotates, the other adopts', async () => {
    const server = rotatingServer();
    const storage = new Map([['refreshToken', 'rt-1']]);
    const locks = createInMemoryLockManager();
    const a = tab(server, storage, locks);
    const b = tab(server, storage, locks);
    const [fromA, fromB] = await Promise.all([a.refresh(), b.refresh()]);
    expect(server.calls).toBe(1);
    expect(server.spent).toEqual(['rt-1']);
    expect(fromA).toBe('rt-2');
    expect(fromB).toBe('rt-2');
    expect([...a.outcomes, ...b.outcomes].sort()).toEqual(['adopted', 'rotated']);
    expect(a.view).toBe('rt-2');
    expect(b.view).toBe('rt-2');
  });

  it('five tabs with 20 concurrent 401s each: one rotation', async () => {
    const server = rotatingServer();
    const storage = new Map([['refreshToken', 'rt-1']]);
    const locks = createInMemoryLockManager();
    const tabs = Array.from({ length: 5 }, () => tab(server, storage, locks));
    const results = await Promise.all(tabs.flatMap((t) => Array.from({ length: 20 }, () => t.refresh())));
    expect(server.calls).toBe(1);
    expect(new Set(results)).toEqual(new Set(['rt-2']));
    expect(tabs.flatMap((t) => t.outcomes).filter((o) => o === 'rotated')).toHaveLength(1);
  });

  it('a tab whose view is stale adopts what another tab stored, even after that refresh finished', async () => {
    const server = rotatingServer();
    const storage = new Map([['refreshToken', 'rt-1']]);
    const locks = createInMemoryLockManager();
    const a = tab(server, storage, locks);
    const b = tab(server, storage, locks);
    await a.refresh();
    await expect(b.refresh()).resolves.toBe('rt-2');
    expect(server.calls).toBe(1);
    expect(b.outcomes).toEqual(['adopted']);
  });

  it('without a shared lock, the same race spends the refresh token twice (why the lock exists)', async () => {
    const server = rotatingServer();
    const storage = new Map([['refreshToken', 'rt-1']]);
    const a = tab(server, storage, createInMemoryLockManager());
    const b = tab(server, storage, createInMemoryLockManager());
    const settled = await Promise.allSettled([a.refresh(), b.refresh()]);
    expect(server.calls).toBe(2);
    expect(settled.filter((result) => result.status === 'rejected')).toHaveLength(1);
  });

  it('storage that reaches the other tab late: the ledger stops it spending the spent token; it adopts once the new one arrives', async () => {
    const server = rotatingServer();
    const [storageA, storageB] = laggingStorage(60);
    const locks = createInMemoryLockManager();
    const ledger = memoryLedger();
    const a = tab(server, storageA, locks, ledger);
    const b = tab(server, storageB, locks, ledger);
    const [fromA, fromB] = await Promise.all([a.refresh(), b.refresh()]);
    expect(server.calls).toBe(1);
    expect(fromA).toBe('rt-2');
    expect(fromB).toBe('rt-2');
    expect(b.outcomes).toEqual(['adopted']);
  });

  it('the same lag without a ledger spends the refresh token twice (why the ledger exists)', async () => {
    const server = rotatingServer();
    const [storageA, storageB] = laggingStorage(60);
    const locks = createInMemoryLockManager();
    const a = tab(server, storageA, locks);
    const b = tab(server, storageB, locks);
    const settled = await Promise.allSettled([a.refresh(), b.refresh()]);
    expect(server.calls).toBe(2);
    expect(settled.filter((result) => result.status === 'rejected')).toHaveLength(1);
  });

  it('a spent token whose successor never arrives fails without spending it', async () => {
    const ledger = memoryLedger();
    await ledger.add('rt-1');
    const coordinator = createRefreshCoordinator<string>({ locks: createInMemoryLockManager(), ledger, storageHandoffWaitMs: 60 });
    const rotate = vi.fn(async () => 'rt-2');
    await expect(coordinator.run({ seen: 'rt-1', readStored: () => 'rt-1', rotate, adopt: () => 'x' })).rejects.toBeInstanceOf(
      StaleStorageError,
    );
    expect(rotate).not.toHaveBeenCalled();
  });

  it('the session ended in another tab while this one waited: SessionEndedElsewhereError', async () => {
    const coordinator = createRefreshCoordinator<string>({ locks: createInMemoryLockManager() });
    const rotate = vi.fn(async () => 'never');
    await expect(coordinator.run({ seen: 'rt-1', readStored: () => null, rotate, adopt: () => 'x' })).rejects.toBeInstanceOf(
      SessionEndedElsewhereError,
    );
    expect(rotate).not.toHaveBeenCalled();
  });

  it('gives up waiting for a lock held too long', async () => {
    const locks = createInMemoryLockManager();
    let releaseOther!: () => void;
    const other = locks.request(REFRESH_LOCK_NAME, {}, () => new Promise<void>((resolve) => (releaseOther = resolve)));
    const coordinator = createRefreshCoordinator<string>({ locks, lockTimeoutMs: 20 });
    const rotate = vi.fn(async () => 'rt-2');
    await expect(coordinator.run({ seen: 'rt-1', readStored: () => 'rt-1', rotate, adopt: () => 'x' })).rejects.toThrow();
    expect(rotate).not.toHaveBeenCalled();
    releaseOther();
    await other;
    // The abandoned place in the queue does not block later requests.
    await expect(coordinator.run({ seen: 'rt-1', readStored: () => 'rt-1', rotate, adopt: () => 'x' })).resolves.toBe('rt-2');
  });
});

describe('createInMemoryLockManager', () => {
  it('grants one holder at a time, in order', async () => {
    const locks = createInMemoryLockManager();
    const order: string[] = [];
    const hold = (name: string, ms: number) =>
      locks.request('l', {}, async () => {
        order.push(`${name}:in`);
        expect(locks.held.has('l')).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, ms));
        order.push(`${name}:out`);
        return name;
      });
    await Promise.all([hold('a', 10), hold('b', 1), hold('c', 1)]);
    expect(order).toEqual(['a:in', 'a:out', 'b:in', 'b:out', 'c:in', 'c:out']);
    expect(locks.held.size).toBe(0);
  });

  it('releases the lock when the holder throws', async () => {
    const locks = createInMemoryLockManager();
    await expect(locks.request('l', {}, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(locks.request('l', {}, async () => 'next')).resolves.toBe('next');
  });
});

describe('Web Locks', () => {
  it('uses navigator.locks when present, under the one lock name', async () => {
    const request = vi.fn((_name: string, _options: LockOptions, callback: LockGrantedCallback<unknown>) =>
      Promise.resolve(callback(null)),
    );
    vi.stubGlobal('navigator', { ...navigator, locks: { request, query: vi.fn() } });
    try {
      const coordinator = createRefreshCoordinator<string>();
      await coordinator.run({ seen: 'rt-1', readStored: () => 'rt-1', rotate: async () => 'rt-2', adopt: () => 'x' });
      expect(request).toHaveBeenCalledTimes(1);
      expect(request.mock.calls[0]?.[0]).toBe('receivables-token-refresh');
      expect(request.mock.calls[0]?.[1]).toMatchObject({ mode: 'exclusive' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
