import 'fake-indexeddb/auto';
import { indexedDbSpentTokenLedger } from './spent-token-ledger';

describe('indexedDbSpentTokenLedger', () => {
  it('remembers spent tokens across ledgers of the same database (as two tabs would open it)', async () => {
    const first = indexedDbSpentTokenLedger('ledger-shared');
    const second = indexedDbSpentTokenLedger('ledger-shared');
    expect(await second?.has('rt-1')).toBe(false);
    await first?.add('rt-1');
    expect(await second?.has('rt-1')).toBe(true);
    expect(await second?.has('rt-2')).toBe(false);
  });

  it('keeps fingerprints, never the tokens', async () => {
    const ledger = indexedDbSpentTokenLedger('ledger-fingerprints');
    await ledger?.add('secret-refresh-token');
    const { get, createStore } = await import('idb-keyval');
    const stored = await get<string[]>('spent-refresh-tokens', createStore('ledger-fingerprints', 'ledger'));
    expect(stored).toHaveLength(1);
    expect(stored?.[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain('secret');
  });

  it('keeps the latest 32', async () => {
    const ledger = indexedDbSpentTokenLedger('ledger-bounded');
    for (let index = 1; index <= 40; index++) await ledger?.add(`rt-${index}`);
    expect(await ledger?.has('rt-40')).toBe(true);
    expect(await ledger?.has('rt-9')).toBe(true);
    expect(await ledger?.has('rt-8')).toBe(false);
  });
});
