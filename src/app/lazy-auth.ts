/**
 * The session module (XState machines, oidc-client-ts) is not needed to paint a screen: whether a
 * session exists and which bearer token to send can be read from storage. So it loads right after
 * the first paint — or at once when something needs it: a sign-in callback in the address, a 401,
 * a sign-in or a sign-out. Its handlers then take over from the stand-ins below.
 */
import { getUnauthorizedHandler, setSessionEndedHandler, setUnauthorizedHandler, type UnauthorizedHandler } from '@/api/client';
import { isSignOutSignal } from '@/api/session-signals';
import { singleSignOnStorageKey } from '@/api/tokens';
import type { AuthActions } from '@/features/auth/credentials/auth-actions';
import type { AuthService } from '@/features/auth/session';
import type * as SessionModule from '@/features/auth/session';
import type { RuntimeConfig } from '@/lib/config';
import type { RouterAuth } from './router';

export type LazyAuth = RouterAuth & {
  /** Loads and starts the session module once; later calls return the same service. */
  load(): Promise<AuthService>;
  /**
   * Calls `listener` whenever the session is signed in or out, from the moment the module has
   * started (whoever loaded it); does not load it. Returns the unsubscribe function.
   */
  onSignedInChange(listener: (signedIn: boolean) => void): () => void;
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
  const changeListeners = new Set<(signedIn: boolean) => void>();
  const load = () =>
    (loading ??= importSession().then(({ startAuth }) => {
      const started = startAuth(config);
      service = started;
      // Watched from the start, so no change is missed by a listener that came before the module.
      let signedIn = started.isAuthenticated();
      started.authActor.subscribe(() => {
        const now = started.isAuthenticated();
        if (now === signedIn) return;
        signedIn = now;
        changeListeners.forEach((listener) => listener(now));
      });
      return started;
    }));

  // Sign-out reaches every tab: another tab's sign-out (its marker, or the tokens removed) ends the
  // session here too, whether or not this tab has loaded the session module yet. Without it, the
  // session as read from storage is gone already: the listeners re-run the guards.
  const ssoUserKey = singleSignOnStorageKey(config.auth);
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== globalThis.localStorage) return;
    if (!isSignOutSignal(event, ssoUserKey)) return;
    if (service) service.endSessionElsewhere();
    else changeListeners.forEach((listener) => listener(false));
  });

  const standIn: UnauthorizedHandler = async (context) => {
    await load();
    const handler = getUnauthorizedHandler();
    return handler && handler !== standIn ? handler(context) : false;
  };
  setUnauthorizedHandler(standIn);
  // A request refused again with the token the 401 handler just obtained: the session is over.
  // Signing out ends it once, where another 401 handler call would spend another refresh token.
  const signOut = async (options?: { sessionEnded?: boolean; everywhere?: boolean }) => (await load()).signOut(options);
  setSessionEndedHandler(() => {
    // Not the user's choice: what they typed stays kept for their next sign-in.
    signOut({ sessionEnded: true }).catch((error: unknown) => console.error('Signing out after a refused retry failed', error));
  });

  return {
    load,
    isAuthenticated: () =>
      service ? service.isAuthenticated() : hasStoredSession(globalThis.localStorage, singleSignOnStorageKey(config.auth)),
    waitUntilLoaded: async () => {
      if (service || hasSignInCallback(globalThis.location)) await (await load()).waitUntilLoaded();
    },
    onSignedInChange: (listener) => {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
    ssoReturnTo: () => service?.ssoReturnTo(),
    ssoError: () => service?.ssoError() ?? null,
    signOut,
    actions: {
      signInWithSso: async (returnTo) => (await load()).signInWithSso(returnTo),
      completeCredentialsSignIn: async (tokens) => (await load()).completeCredentialsSignIn(tokens),
    },
  };
}
