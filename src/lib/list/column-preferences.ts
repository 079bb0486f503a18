/**
 * The columns a user chose for a list, remembered in local storage per user and per list (two
 * people sharing a browser keep their own choice). Only the visible columns' ids are stored; a
 * stored id the list no longer has is ignored, and a choice that leaves nothing usable counts as
 * no choice (the list's defaults apply).
 */

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const VERSION = 1;

export function columnPreferencesKey(userId: string, listId: string): string {
  return `receivables.list-columns.v${VERSION}:${userId}:${listId}`;
}

/** The storage, if the browser lets us have it (private modes and blocked storage throw). */
function storageOrNull(storage?: KeyValueStorage): KeyValueStorage | null {
  if (storage) return storage;
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored visible columns among `known`, in the list's order; null when nothing usable is stored. */
export function loadVisibleColumns(key: string, known: readonly string[], storage?: KeyValueStorage): string[] | null {
  try {
    const raw = storageOrNull(storage)?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    if (!Array.isArray(parsed)) return null;
    const stored = new Set(parsed.filter((id): id is string => typeof id === 'string'));
    const visible = known.filter((id) => stored.has(id));
    return visible.length > 0 ? visible : null;
  } catch {
    return null;
  }
}

export function saveVisibleColumns(key: string, visible: readonly string[], storage?: KeyValueStorage): void {
  try {
    storageOrNull(storage)?.setItem(key, JSON.stringify(visible));
  } catch {
    // Full or blocked storage: the choice lasts for this visit only.
  }
}

export function clearVisibleColumns(key: string, storage?: KeyValueStorage): void {
  try {
    storageOrNull(storage)?.removeItem(key);
  } catch {
    // As above.
  }
}
