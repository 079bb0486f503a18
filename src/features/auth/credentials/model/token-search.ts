/**
 * `?token=` of the links in reset and activation e-mails. A secret in the address is read by
 * everything that reads the address — the Referer of the next request, the history, the address
 * bar itself, any script on the page — so the route takes it out on arrival: the token moves into
 * the state of the (replaced) history entry, which is not part of any URL, and the page reads it
 * from there. The browser keeps that state with the entry, so a reload of the page still works;
 * a copied address or a new tab has no token and shows the "invalid link" view.
 */
import { searchParser } from '@/lib/list/search-schema';

/** Tokens are URL-unreserved characters (the API client holds tokens in paths to the same rule). */
const TOKEN = /^[A-Za-z0-9._~-]{1,512}$/;

/** Any `?token=` at all, so a malformed one leaves the address as well (it is then refused below). */
export const tokenSearchSchema = searchParser<{ token?: string | undefined }>({
  token: (raw) => (typeof raw === 'string' || (typeof raw === 'number' && Number.isFinite(raw)) ? String(raw) : undefined),
});

/** The history-entry state holding the link's token (merged into the router's own state). */
export function linkTokenState(token: string): { linkToken: string } {
  return { linkToken: token };
}

/** The link's token kept in the history entry's state; undefined when there is none or it is malformed. */
export function readLinkToken(state: unknown): string | undefined {
  const token = typeof state === 'object' && state !== null && !Array.isArray(state) ? (state as { linkToken?: unknown }).linkToken : undefined;
  return typeof token === 'string' && TOKEN.test(token) ? token : undefined;
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The token of an e-mailed link (reset, activation), kept out of the address. */
    linkToken?: string;
  }
}
