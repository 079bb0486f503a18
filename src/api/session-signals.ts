/**
 * How tabs of one browser learn that the session ended in another: a sign-out writes a fresh
 * marker to local storage (besides removing the tokens), and every other tab hears of it through
 * the `storage` event. A refresh that was under way in another tab compares the marker before
 * storing what it got, so it cannot write a signed-out session back.
 */

/** Local-storage key of the sign-out marker: a new value at every sign-out, never removed. */
export const SIGNED_OUT_MARKER_KEY = 'signedOutAt';

/** Keys whose removal means "signed out" (the credentials' access token; SPEC §3). */
const ACCESS_TOKEN_KEY = 'accessToken';

/** Records a sign-out for the other tabs and for refreshes still under way. */
export function markSignedOut(storage: Pick<Storage, 'setItem'>, now = Date.now()): void {
  // The random part keeps two sign-outs within one millisecond (two tabs) distinct.
  storage.setItem(SIGNED_OUT_MARKER_KEY, `${now}.${crypto.getRandomValues(new Uint32Array(1))[0]}`);
}

/** The current marker (null before the first sign-out in this browser). */
export function readSignOutMarker(storage: Pick<Storage, 'getItem'>): string | null {
  return storage.getItem(SIGNED_OUT_MARKER_KEY);
}

/** The part of a `storage` event the decision needs. */
export type StorageChange = Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>;

/**
 * True when another tab's change to local storage ends the session: a new sign-out marker, the
 * access token or the single-sign-on user removed, or the whole storage cleared.
 */
export function isSignOutSignal(change: StorageChange, singleSignOnUserKey: string): boolean {
  if (change.key === null) return true;
  if (change.key === SIGNED_OUT_MARKER_KEY) return change.newValue !== null && change.newValue !== change.oldValue;
  if (change.key === ACCESS_TOKEN_KEY || change.key === singleSignOnUserKey) return Boolean(change.oldValue) && !change.newValue;
  return false;
}
