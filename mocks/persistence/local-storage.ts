/**
 * Browser persistence in localStorage. Saves are debounced and flushed when the page is hidden,
 * so a burst of mutations serialises the database once.
 */
import { parseSnapshot, type Snapshot } from '../db/db';
import type { PersistenceAdapter } from './types';

export const DEFAULT_STORAGE_KEY = 'receivables-mock-db';

export function createLocalStorageAdapter(key: string = DEFAULT_STORAGE_KEY, debounceMs = 100): PersistenceAdapter {
  let pending: Snapshot | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let warnedFull = false;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const snapshot = pending;
    pending = undefined;
    try {
      localStorage.setItem(key, JSON.stringify(snapshot));
    } catch (error) {
      // Usually the quota (large seeds): the mock keeps working in memory for this page.
      if (!warnedFull) console.warn('[mock] could not persist the mock database to localStorage', error);
      warnedFull = true;
    }
  };

  globalThis.addEventListener?.('pagehide', flush);

  return {
    load() {
      const text = localStorage.getItem(key);
      if (!text) return undefined;
      try {
        return parseSnapshot(JSON.parse(text));
      } catch {
        return undefined;
      }
    },
    save(snapshot) {
      pending = snapshot;
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, debounceMs);
    },
    flush,
  };
}
