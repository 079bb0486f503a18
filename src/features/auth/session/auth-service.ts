/**
 * Starts authentication for the app: one UserManager, the sign-in provider and auth actors, the
 * bearer token source and the 401 refresh flow. Called once by the app shell (src/app), before the
 * router is created; the router's `beforeLoad` of the protected group asks `isAuthenticated()`.
 */
import type { User, UserManagerSettings } from 'oidc-client-ts';
import { createActor, waitFor } from 'xstate';
import { setUnauthorizedHandler } from '@/api/client';
import { createRefreshCoordinator, type RefreshLockManager, type RefreshOutcome, type SpentTokenLedger } from '@/api/refresh-coordinator';
import { indexedDbSpentTokenLedger } from '@/api/spent-token-ledger';
import { readSingleSignOnTokens, setAccessTokenSource, singleSignOnStorageKey } from '@/api/tokens';
import type { RuntimeConfig } from '@/lib/config';
import { clearKeptDrafts } from '@/lib/kept-drafts';
import { adoptAccountLanguage } from './account-language';
import { createAuthActors } from './auth.actors';
import { type AuthActor, authMachine, hasSession, isAuthIdle, readStoredSession } from './auth.machine';
import { CoordinatedUserManager } from './coordinated-user-manager';
import { createUnauthorizedHandler, type TokenPair } from './refresh-strategy';
import { isSignoutCallback } from './oidc-callback';
import { createSignInProviderActors } from './sign-in-provider.actors';
import { isProviderSettled, type SignInProviderActor, signInProviderMachine } from './sign-in-provider.machine';
import { createUserManagerSettings } from './user-manager-settings';

export interface AuthService {
  readonly authActor: AuthActor;
  readonly signInActor: SignInProviderActor;
  readonly userManager: CoordinatedUserManager;
  /** A session exists: credentials or single-sign-on tokens, or a valid single-sign-on user. */
  isAuthenticated(): boolean;
  /** Resolves once the stored user was loaded or the sign-in callback processed. */
  waitUntilLoaded(): Promise<void>;
  /**
   * LOGOUT, resolved once the tokens are revoked and the provider session ended (or given up on).
   * The user's choice to sign out discards every kept draft; a session that ended by itself
   * (`sessionEnded`: refused after a refresh, or a 401 page) keeps them for their next sign-in.
   */
  signOut(options?: SignOutOptions): Promise<void>;
  /**
   * Another tab signed out: forget the session here (SESSION_ENDED_ELSEWHERE) and stop this tab's
   * renewal timers and session checks, without calling the provider or the API again.
   */
  endSessionElsewhere(): void;
  /**
   * Starts the single-sign-on flow: SIGNIN_REDIRECT (the browser leaves for the provider). The
   * provider returns to the fixed callback address; `returnTo` (by default the current page)
   * travels in the sign-in state kept by oidc-client-ts and is read back with `ssoReturnTo()`.
   * Resolves once the redirect has started; waits first for the stored user to be loaded.
   */
  signInWithSso(returnTo?: string): Promise<void>;
  /** Where a just-completed single-sign-on sign-in asked to go, if anywhere. */
  ssoReturnTo(): string | undefined;
  /** The sign-in provider's last error tag ('Sign-in failed', …), if any. */
  ssoError(): string | null;
  /** Takes over the tokens of an ordinary-credentials sign-in: CREDENTIALS_SET. */
  completeCredentialsSignIn(tokens: { accessToken: string; refreshToken: string }): void;
  /** Detaches the token source and 401 handler and stops both actors (tests, hot reload). */
  stop(): void;
}

export type SignOutOptions = {
  /** The session ended without the user asking (a 401 after a refresh): their kept drafts stay. */
  sessionEnded?: boolean;
  /**
   * Every sign-in of the user ends, not only this browser's (the account page): a single-sign-on
   * session first asks the identity provider to end all the user's grants, so other browsers'
   * refresh tokens fail. (The API revokes its own tokens: `POST /account/sign-out-everywhere`.)
   */
  everywhere?: boolean;
};

/** Where the local identity provider (idp/) ends every grant of the bearer's user. */
export const PROVIDER_SIGN_OUT_EVERYWHERE_PATH = '/account/sign-out-everywhere';

export interface StartAuthOptions {
  /** Defaults to `window.location`: its origin prefixes the fixed callback addresses. */
  location?: Pick<Location, 'origin'>;
  /** Where the session and the provider's user live; defaults to local storage. */
  storage?: Storage;
  /** Defaults to `navigator.locks`, else an in-memory lock manager (this tab only). */
  locks?: RefreshLockManager;
  /** Spent refresh tokens shared by the tabs; defaults to IndexedDB, `null` for none. */
  ledger?: SpentTokenLedger | null;
  /** Merged over the SPEC settings (tests pass the provider's `metadata` here). */
  settings?: Partial<UserManagerSettings>;
  /** Replaces POST /account/refresh (tests). */
  refreshCredentials?: (tokens: TokenPair) => Promise<TokenPair>;
  /** Replaces POST /account/logout (tests). */
  revokeCredentials?: (tokens: { accessToken: string | null; refreshToken: string }) => Promise<void>;
  /** Called after a sign-in (credentials, or a new single-sign-on user), not after a reload. By default the interface adopts the language kept on the user (./account-language.ts). */
  onSignedIn?: () => void;
  /** Told how each refresh ended ('rotated' | 'adopted' | 'failed'), per kind of session. */
  onRefreshSettled?: (kind: 'sso' | 'credentials', outcome: RefreshOutcome | 'failed') => void;
}

function userInfoOf(user: User): Record<string, unknown> {
  return { ...user.profile };
}

/**
 * Asks the identity provider to end every grant of a single-sign-on user (nothing to ask for a
 * credentials session, or one whose token has expired: the provider would refuse it). A provider
 * without the endpoint (404: not the local one) ends its sessions at its own pace; any other
 * failure is thrown, and this session stays, so the user can try again.
 */
async function endProviderGrants(authority: string, user: { access_token: string; expired?: boolean } | null): Promise<void> {
  if (!user?.access_token || user.expired) return;
  const response = await fetch(`${authority.replace(/\/$/, '')}${PROVIDER_SIGN_OUT_EVERYWHERE_PATH}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.access_token}` },
  });
  if (!response.ok && response.status !== 404) throw new Error(`The identity provider refused to end every session (${response.status})`);
}

export function startAuth(config: Pick<RuntimeConfig, 'auth'>, options: StartAuthOptions = {}): AuthService {
  const storage = options.storage ?? globalThis.localStorage;
  // Here, not in the app's lazy loader: this module is loaded on demand, the loader is in every first load.
  const onSignedIn = options.onSignedIn ?? (() => void adoptAccountLanguage());
  const settings: UserManagerSettings = {
    ...createUserManagerSettings(config, options.location ?? globalThis.location, { storage }),
    ...options.settings,
  };
  const ledger = options.ledger === undefined ? indexedDbSpentTokenLedger() : (options.ledger ?? undefined);
  const ssoCoordinator = createRefreshCoordinator<User | null>({
    locks: options.locks,
    ledger,
    onSettled: (outcome) => options.onRefreshSettled?.('sso', outcome),
  });
  const credentialsCoordinator = createRefreshCoordinator<void>({
    locks: options.locks,
    ledger,
    onSettled: (outcome) => options.onRefreshSettled?.('credentials', outcome),
  });
  const userManager = new CoordinatedUserManager(settings, ssoCoordinator, storage);

  const authActor = createActor(authMachine.provide({ actors: createAuthActors(userManager, options.revokeCredentials) }), {
    input: readStoredSession(storage),
  });
  const signInActor = createActor(
    signInProviderMachine.provide({
      actors: createSignInProviderActors(userManager),
      // Sign-out requests are recorded in the same storage as the user (the settings' state store).
      guards: { isSignoutCallback: () => isSignoutCallback(globalThis.location.href, storage) },
    }),
  );

  // The single-sign-on user feeds the auth state: a new user (or another subject) → SSO_SET, the
  // same one renewed → TOKENS_UPDATED, and the user gone (signed out at the provider, removed while
  // the session was single sign-on) → LOGOUT.
  let lastUser: User | null = null;
  const userSubscription = signInActor.subscribe((snapshot) => {
    const user = snapshot.context.user;
    if (user === lastUser) return;
    const previous = lastUser;
    lastUser = user;
    const auth = authActor.getSnapshot().context;
    if (user && (!user.expired || user.refresh_token)) {
      const sameUser = auth.isKeycloakAuth && auth.userInfo?.sub === user.profile.sub;
      if (!sameUser) {
        authActor.send({
          type: 'SSO_SET',
          accessToken: user.access_token,
          refreshToken: user.refresh_token ?? null,
          userInfo: userInfoOf(user),
        });
        onSignedIn();
      } else if (auth.accessToken !== user.access_token || auth.refreshToken !== (user.refresh_token ?? null)) {
        authActor.send({ type: 'TOKENS_UPDATED', accessToken: user.access_token, refreshToken: user.refresh_token ?? null });
      }
    } else if (!user && previous && auth.isKeycloakAuth) {
      authActor.send({ type: 'LOGOUT' });
    }
  });

  setAccessTokenSource(() => authActor.getSnapshot().context.accessToken);
  const storedUserKey = singleSignOnStorageKey(config.auth);
  setUnauthorizedHandler(
    createUnauthorizedHandler({
      authActor,
      readSingleSignOnTokens: () => readSingleSignOnTokens(storedUserKey),
      renewSingleSignOn: () => userManager.signinSilent(),
      coordinator: credentialsCoordinator,
      refreshCredentials: options.refreshCredentials,
      revokeCredentials: options.revokeCredentials,
      storage,
    }),
  );

  authActor.start();
  signInActor.start();

  return {
    authActor,
    signInActor,
    userManager,
    isAuthenticated: () => hasSession(authActor.getSnapshot()) || signInActor.getSnapshot().context.isAuthenticated,
    waitUntilLoaded: async () => {
      await waitFor(signInActor, isProviderSettled);
    },
    signOut: async ({ sessionEnded = false, everywhere = false }: SignOutOptions = {}) => {
      if (everywhere) await endProviderGrants(config.auth.authority, await userManager.getUser());
      // Unsaved drafts are the user's: none is left for the next person on this browser. A session
      // that merely ended keeps them (per user) for the same person signing in again.
      if (!sessionEnded) clearKeptDrafts();
      authActor.send({ type: 'LOGOUT' });
      try {
        await waitFor(authActor, isAuthIdle);
      } catch (error) {
        // Stopped mid-way (the app unloading, hot reload): the local sign-out is done all the same.
        if (authActor.getSnapshot().status !== 'stopped') throw error;
      }
    },
    endSessionElsewhere: () => {
      authActor.send({ type: 'SESSION_ENDED_ELSEWHERE' });
      // Cancels the renewal timers and the session monitor, leaving storage to the other tab.
      void userManager.events.unload();
    },
    signInWithSso: async (returnTo) => {
      // The provider ignores flows until it has loaded the stored user; a click that early would be lost.
      await waitFor(signInActor, isProviderSettled);
      const where = returnTo ?? `${globalThis.location.pathname}${globalThis.location.search}${globalThis.location.hash}`;
      signInActor.send({ type: 'SIGNIN_REDIRECT', args: { state: { returnTo: where } } });
    },
    ssoError: () => signInActor.getSnapshot().context.error?.message ?? null,
    ssoReturnTo: () => {
      const state = signInActor.getSnapshot().context.user?.state;
      const returnTo = state && typeof state === 'object' ? (state as { returnTo?: unknown }).returnTo : undefined;
      return typeof returnTo === 'string' ? returnTo : undefined;
    },
    completeCredentialsSignIn: ({ accessToken, refreshToken }) => {
      authActor.send({ type: 'CREDENTIALS_SET', accessToken, refreshToken });
      onSignedIn();
    },
    stop: () => {
      setUnauthorizedHandler(null);
      setAccessTokenSource(null);
      userSubscription.unsubscribe();
      userManager.stopSilentRenew();
      signInActor.stop();
      authActor.stop();
    },
  };
}
