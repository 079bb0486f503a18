/**
 * Unsaved work kept in the browser (a template being edited, restored after a reload) belongs to
 * the person who typed it: every kept draft's key starts with `draft:<user id>:`, and signing out
 * removes every draft, so the next person on the same browser never sees or restores one.
 */
const PREFIX = 'draft:';

/** The storage key of one draft of one user: `draft:usr-anna:template:adm-nl-001:tpl-1`. */
export function draftStorageKey(userId: string, ...parts: string[]): string {
  return [`${PREFIX}${userId}`, ...parts].join(':');
}

/** Removes every kept draft (signing out). The keys of before drafts were per user go too. */
export function clearKeptDrafts(storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
  for (const key of keys) if (key.startsWith(PREFIX) || key.startsWith('template-draft:')) storage.removeItem(key);
}
