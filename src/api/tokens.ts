/**
 * Where the bearer token comes from (SPEC §7): the single-sign-on user stored by oidc-client-ts in
 * local storage first, else the auth state's access token. The auth machine (sign-in issue)
 * replaces the fallback with its own state through `setAccessTokenSource`.
 */
import { getRuntimeConfig } from '@/lib/config';

export const ACCESS_TOKEN_KEY = 'accessToken';

type TokenSource = () => string | null;

const readStoredAccessToken: TokenSource = () => globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) ?? null;

let authStateAccessToken: TokenSource = readStoredAccessToken;

/** Replaces the fallback token source; null restores the default (the stored `accessToken`). */
export function setAccessTokenSource(source: TokenSource | null): void {
  authStateAccessToken = source ?? readStoredAccessToken;
}

/** Where oidc-client-ts stores the user: `oidc.` (its store prefix) + `user:{authority}:{clientId}`. */
export function singleSignOnStorageKey(auth: { authority: string; clientId: string } = getRuntimeConfig().auth): string {
  return `oidc.user:${auth.authority}:${auth.clientId}`;
}

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

/**
 * The tokens of the single-sign-on user oidc-client-ts stored, read synchronously; null without a
 * stored user. An unreadable stored user is logged and treated as no user.
 */
export function readSingleSignOnTokens(key: string = singleSignOnStorageKey()): StoredTokens | null {
  const raw = globalThis.localStorage?.getItem(key);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as { access_token?: unknown; refresh_token?: unknown } | null;
    if (!user || typeof user !== 'object') throw new TypeError('not an object');
    return { accessToken: nonEmptyString(user.access_token), refreshToken: nonEmptyString(user.refresh_token) };
  } catch {
    console.warn('Stored single-sign-on user is unreadable; treated as no user');
    return null;
  }
}

function readSingleSignOnAccessToken(): string | null {
  return readSingleSignOnTokens()?.accessToken ?? null;
}

/** The bearer token a request was sent with, if any. */
export function bearerTokenOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization')?.trim() ?? '');
  return match?.[1] ?? null;
}

export function currentAccessToken(): string | null {
  return readSingleSignOnAccessToken() ?? authStateAccessToken();
}
