/**
 * The refresh-token ledger of the refresh coordinator, in IndexedDB: unlike local storage, which
 * Chromium copies into each tab and updates there a little later, a committed IndexedDB write is
 * seen by every tab's next read. Tokens are kept as SHA-256 fingerprints, never as themselves.
 */
import { createStore, get, update, type UseStore } from 'idb-keyval';
import type { SpentTokenLedger } from './refresh-coordinator';

const KEY = 'spent-refresh-tokens';
/** Enough for any tab still holding an older token; older entries can no longer be in storage. */
const KEPT = 32;

async function fingerprint(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The ledger, or undefined where IndexedDB or Web Crypto is missing. A failing database never fails
 * a refresh: the ledger then knows nothing, as without it.
 */
export function indexedDbSpentTokenLedger(name = 'receivables-auth'): SpentTokenLedger | undefined {
  if (typeof indexedDB === 'undefined' || !globalThis.crypto?.subtle) return undefined;
  let store: UseStore | undefined;
  const db = () => (store ??= createStore(name, 'ledger'));
  return {
    async has(token) {
      try {
        const spent = await get<string[]>(KEY, db());
        return spent?.includes(await fingerprint(token)) ?? false;
      } catch {
        return false;
      }
    },
    async add(token) {
      try {
        const entry = await fingerprint(token);
        await update<string[]>(KEY, (spent = []) => [entry, ...spent.filter((known) => known !== entry)].slice(0, KEPT), db());
      } catch {
        // Best effort (see above).
      }
    },
  };
}
