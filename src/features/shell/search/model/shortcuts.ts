/**
 * The keyboard shortcuts of the signed-in app: `g` then a letter goes to an area (GitHub's and
 * Gmail's scheme: two plain keys, so no browser or screen-reader shortcut is taken), `j` and `k`
 * open the next and previous record of the list a record was opened from (Gmail's too), `?` lists
 * them and `/` opens the search (Ctrl/⌘-K opens it too; the top bar's button listens for that).
 * Keys typed into a field, keys with Ctrl, ⌘ or Alt, keys inside a dialog and keys something else
 * already handled are left alone.
 */
import type { AreaId } from '@/navigation/areas';

/** `g` then `key` goes to `area` (when the user may open it). */
export const GO_SHORTCUTS: readonly { key: string; area: AreaId }[] = [
  { key: 'd', area: 'dashboard' },
  { key: 'c', area: 'customers' },
  { key: 's', area: 'superDebtors' },
  { key: 'i', area: 'invoices' },
  { key: 'e', area: 'emails' },
  { key: 'l', area: 'letters' },
  { key: 'm', area: 'mailbox' },
  { key: 't', area: 'templates' },
  { key: 'r', area: 'reports' },
];

/** How long after `g` its letter still counts. */
export const SEQUENCE_TIMEOUT_MS = 1500;

type TargetLike = { tagName?: string; isContentEditable?: boolean; closest?: (selector: string) => unknown };

/** What the reader needs of a `KeyboardEvent`. */
export type ShortcutKeyEvent = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | TargetLike | null;
};

const FIELDS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Whether a key pressed on `target` belongs to it: a field, editable text, or a dialog's own keys. */
export function isOwnKeyTarget(target: ShortcutKeyEvent['target']): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as TargetLike;
  if (element.isContentEditable) return true;
  if (element.tagName && FIELDS.has(element.tagName.toUpperCase())) return true;
  return Boolean(element.closest?.('[role="dialog"], [role="alertdialog"]'));
}

type ReaderOptions = {
  onGo: (area: AreaId) => void;
  onHelp: () => void;
  onSearch: () => void;
  /** `j` (next) or `k` (previous): whether a record page took it. */
  onWalk?: (direction: 'next' | 'previous') => boolean;
  now?: () => number;
};

/** Reads key presses one by one; answers whether a press was a shortcut (the caller then prevents its default). */
export function createShortcutReader({ onGo, onHelp, onSearch, onWalk, now = Date.now }: ReaderOptions): (event: ShortcutKeyEvent) => boolean {
  let pendingSince: number | null = null;
  return (event) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isOwnKeyTarget(event.target)) {
      pendingSince = null;
      return false;
    }
    const pending = pendingSince !== null && now() - pendingSince <= SEQUENCE_TIMEOUT_MS;
    pendingSince = null;
    if (pending) {
      const shortcut = GO_SHORTCUTS.find((s) => s.key === event.key.toLowerCase());
      if (shortcut) onGo(shortcut.area);
      return Boolean(shortcut);
    }
    switch (event.key) {
      case 'g':
      case 'G':
        pendingSince = now();
        return true;
      case '?':
        onHelp();
        return true;
      case '/':
        onSearch();
        return true;
      case 'j':
        return onWalk?.('next') ?? false;
      case 'k':
        return onWalk?.('previous') ?? false;
      default:
        return false;
    }
  };
}
