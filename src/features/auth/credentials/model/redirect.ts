/**
 * Where to go after signing in. Only a path of this app is accepted — it must start with one "/"
 * and stay on the same origin — so a crafted link (`?redirect=//evil.example`,
 * `?redirect=https://evil.example`, `?redirect=/\evil.example`) cannot send the user elsewhere.
 * The check applies to the path as the browser and the router will read it: after dot segments are
 * resolved (`/.//evil.example` becomes `//evil.example`) and after percent-decoding
 * (`/%2F%2Fevil.example`, `/%5Cevil.example`).
 */
import { searchParser } from '@/lib/list/search-schema';

export const DEFAULT_REDIRECT = '/dashboard';

/** Screens of the sign-in path itself: returning to them after signing in makes no sense. */
const AUTH_PATHS = ['/login', '/forgot-pass', '/reset-pass', '/signup', '/welcome'];

const BASE = 'https://app.invalid';

export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Control characters and backslashes are ways to smuggle in another host.
  if ([...value].some((char) => char <= '\u001f' || char === '\u007f' || char === '\\')) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  if (!isPlainPath(url.pathname)) return undefined;
  if (AUTH_PATHS.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Encoded slashes, backslashes, dots and percent signs never occur in this app's paths (ids are
 * `[A-Za-z0-9_-]`); they only serve to hide `//host` or `/\host` from a check like this one, and
 * the router decodes them before it navigates.
 */
const HIDDEN_SEPARATOR = /%(?:2f|5c|2e|25)/i;

function isPlainPath(pathname: string): boolean {
  if (pathname.startsWith('//') || pathname.includes('\\')) return false;
  if (HIDDEN_SEPARATOR.test(pathname)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false; // a broken escape: not a path this app made
  }
  return !decoded.startsWith('//') && !decoded.includes('\\');
}

export function redirectTarget(value: unknown): string {
  return safeRedirect(value) ?? DEFAULT_REDIRECT;
}

/** Search params of /login: anything unsafe or malformed is dropped, never an error page. */
export const loginSearchSchema = searchParser<{ redirect?: string | undefined }>({ redirect: safeRedirect });

