/**
 * Unsaved work kept in the browser (a template being edited, a form's input across a sign-in or a
 * closed tab) belongs to the person who typed it: every kept draft's key starts with
 * `draft:<user id>:`, signing out removes every draft, and another user signing in removes the
 * drafts of anyone else, so the next person on the same browser never sees or restores one.
 */
const PREFIX = 'draft:';
/** Before drafts were per user, the template editor kept them per browser. */
const LEGACY_PREFIX = 'template-draft:';

/** The storage key of one draft of one user: `draft:usr-anna:template:adm-nl-001:tpl-1`. */
export function draftStorageKey(userId: string, ...parts: string[]): string {
  return [`${PREFIX}${userId}`, ...parts].join(':');
}

function keysOf(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
}

const isDraftKey = (key: string) => key.startsWith(PREFIX) || key.startsWith(LEGACY_PREFIX);

/** Removes every kept draft (signing out). The keys of before drafts were per user go too. */
export function clearKeptDrafts(storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  for (const key of keysOf(storage)) if (isDraftKey(key)) storage.removeItem(key);
}

/** Removes the drafts of every user but `userId` (someone else signed in on this browser). */
export function keepOnlyDraftsOf(userId: string, storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  const own = `${PREFIX}${userId}:`;
  for (const key of keysOf(storage)) if (isDraftKey(key) && !key.startsWith(own)) storage.removeItem(key);
}

/** Whether any draft is kept in this browser (signing out would discard it). */
export function hasKeptDrafts(storage: Storage | undefined = globalThis.localStorage): boolean {
  return storage ? keysOf(storage).some(isDraftKey) : false;
}

/** A form's input as kept: the values of the fields the user changed (undefined: emptied). */
export type KeptInput = { savedAt: string; values: Record<string, unknown> };

/**
 * Stored as `{ savedAt, set, unset }`: JSON has no undefined, and a field the user emptied must
 * come back empty rather than as the record's value. A number the browser could not read (NaN)
 * is kept as empty: its input cannot show it either.
 */
type Stored = { savedAt: string; set: Record<string, unknown>; unset: string[] };

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const { savedAt, set, unset } = value as Partial<Stored>;
  return (
    typeof savedAt === 'string' &&
    typeof set === 'object' &&
    set !== null &&
    !Array.isArray(set) &&
    Array.isArray(unset) &&
    unset.every((name) => typeof name === 'string')
  );
}

function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function writeKeptInput(key: string, values: Record<string, unknown>, now = new Date(), storage = localStorageOrNull()): void {
  if (!storage) return;
  const stored: Stored = { savedAt: now.toISOString(), set: {}, unset: [] };
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || (typeof value === 'number' && Number.isNaN(value))) stored.unset.push(name);
    else stored.set[name] = value;
  }
  try {
    storage.setItem(key, JSON.stringify(stored));
  } catch {
    // A full or refused storage: the input stays on screen; only the safety net is lost.
  }
}

/** The kept input, or null when none (what is stored under the key otherwise is dropped). */
export function readKeptInput(key: string, storage = localStorageOrNull()): KeptInput | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStored(parsed)) {
      const values: Record<string, unknown> = { ...parsed.set };
      for (const name of parsed.unset) values[name] = undefined;
      return { savedAt: parsed.savedAt, values };
    }
  } catch {
    // Not JSON: dropped below.
  }
  storage.removeItem(key);
  return null;
}

export function dropKeptInput(key: string, storage = localStorageOrNull()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Refused storage: there is nothing kept to drop.
  }
}
