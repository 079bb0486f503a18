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

export function setAccessTokenSource(source: TokenSource): void {
  authStateAccessToken = source;
}

export function singleSignOnStorageKey(): string {
  const { authority, clientId } = getRuntimeConfig().auth;
  return `oidc.user:${authority}:${clientId}`;
}

function readSingleSignOnAccessToken(): string | null {
  const raw = globalThis.localStorage?.getItem(singleSignOnStorageKey());
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as { access_token?: unknown };
    return typeof user.access_token === 'string' && user.access_token ? user.access_token : null;
  } catch {
    console.warn('Stored single-sign-on user is unreadable; treated as no user');
    return null;
  }
}

export function currentAccessToken(): string | null {
  return readSingleSignOnAccessToken() ?? authStateAccessToken();
}
