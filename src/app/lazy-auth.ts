/**
 * The session module (XState machines, oidc-client-ts) is not needed to paint a screen: whether a
 * session exists and which bearer token to send can be read from storage. So it loads right after
 * the first paint — or at once when something needs it: a sign-in callback in the address, a 401,
 * a sign-in or a sign-out. Its handlers then take over from the stand-ins below.
 */
import { getUnauthorizedHandler, setUnauthorizedHandler, type UnauthorizedHandler } from '@/api/client';
import { singleSignOnStorageKey } from '@/api/tokens';
import type { AuthActions } from '@/features/auth/credentials/auth-actions';
import type { AuthService } from '@/features/auth/session';
import type * as SessionModule from '@/features/auth/session';
import type { RuntimeConfig } from '@/lib/config';
import type { RouterAuth } from './router';

export type LazyAuth = RouterAuth & {
  /** Loads and starts the session module once; later calls return the same service. */
  load(): Promise<AuthService>;
  actions: AuthActions;
};

/**
 * An answer of the identity provider in the address: a sign-in callback (`code` or `error` with
 * `state`) or a sign-out callback (`state` alone, e.g. in the silent sign-out's hidden frame).
 * The session module decides which it is; it only has to be loaded first.
 */
export function hasSignInCallback(location: Pick<Location, 'search' | 'hash'>): boolean {
  return [new URLSearchParams(location.search), new URLSearchParams(location.hash.replace(/^#/, ''))].some((params) =>
    params.has('state'),
  );
}

/** A stored session: credentials tokens, or a single-sign-on user whose access token has not expired. */
export function hasStoredSession(storage: Storage, ssoUserKey: string, now = Date.now()): boolean {
  if (storage.getItem('accessToken')) return true;
  try {
    const user = JSON.parse(storage.getItem(ssoUserKey) ?? 'null') as { access_token?: unknown; expires_at?: unknown } | null;
    return Boolean(user?.access_token) && typeof user?.expires_at === 'number' && user.expires_at * 1000 > now;
  } catch {
    return false;
  }
}

export function createLazyAuth(
  config: Pick<RuntimeConfig, 'auth'>,
  importSession: () => Promise<typeof SessionModule> = () => import('@/features/auth/session'),
): LazyAuth {
  let service: AuthService | null = null;
  let loading: Promise<AuthService> | null = null;
  const load = () =>
    (loading ??= importSession().then(({ startAuth }) => {
      service = startAuth(config);
      return service;
    }));

  const standIn: UnauthorizedHandler = async (context) => {
    await load();
    const handler = getUnauthorizedHandler();
    return handler && handler !== standIn ? handler(context) : false;
  };
  setUnauthorizedHandler(standIn);

  return {
    load,
    isAuthenticated: () =>
      service ? service.isAuthenticated() : hasStoredSession(globalThis.localStorage, singleSignOnStorageKey(config.auth)),
    waitUntilLoaded: async () => {
      if (service || hasSignInCallback(globalThis.location)) await (await load()).waitUntilLoaded();
    },
    ssoReturnTo: () => service?.ssoReturnTo(),
    ssoError: () => service?.ssoError() ?? null,
    signOut: async () => (await load()).signOut(),
    actions: {
      signInWithSso: async (returnTo) => (await load()).signInWithSso(returnTo),
      completeCredentialsSignIn: async (tokens) => (await load()).completeCredentialsSignIn(tokens),
    },
  };
}
