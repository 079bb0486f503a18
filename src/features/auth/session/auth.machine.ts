/**
 * The client's auth state (SPEC §3 "Auth state", §4 "Authentication"): the tokens the API is called
 * with, whether they came from single sign-on, and the signed-in user's profile.
 *
 * Local storage holds three keys, `accessToken`, `refreshToken` and `isKeycloakAuth`; the machine
 * starts from them (`readStoredSession` → input). A sign-out removes them and writes a new
 * sign-out marker (`@/api/session-signals`), which tells the other tabs and any refresh still
 * under way. Signing out ends the session where it exists, not only here:
 *
 * - single sign-on: the provider's refresh token is revoked, then the provider session is ended
 *   with `id_token_hint` (`signoutSilent`); if that fails, the provider's stored user is removed
 *   locally (`removeUser`);
 * - credentials: `POST /account/logout` revokes the refresh token (`revokeCredentials`).
 *
 * A session ended in another tab (SESSION_ENDED_ELSEWHERE) is only forgotten here: that tab has
 * done the rest. The actors are replaceable in tests.
 */
import { type ActorRefFrom, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { markSignedOut } from '@/api/session-signals';
import { describeError } from './describe-error';

export const AUTH_STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  isKeycloakAuth: 'isKeycloakAuth',
} as const;

/** The signed-in user's profile from single sign-on (the id token's claims). */
export type UserInfo = Readonly<Record<string, unknown>>;

export interface AuthContext {
  accessToken: string | null;
  refreshToken: string | null;
  /** True when the session came from single sign-on. */
  isKeycloakAuth: boolean;
  userInfo: UserInfo | null;
  /** The tokens of a credentials session being signed out, kept until they are revoked. */
  revoking: { accessToken: string | null; refreshToken: string } | null;
}

export interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  isKeycloakAuth: boolean;
}

export type AuthEvent =
  /** Ordinary credentials: both tokens, isKeycloakAuth false, persisted. */
  | { type: 'CREDENTIALS_SET'; accessToken: string; refreshToken: string }
  /** Single sign-on: both tokens and the profile, isKeycloakAuth true, persisted. */
  | { type: 'SSO_SET'; accessToken: string; refreshToken: string | null; userInfo: UserInfo | null }
  /** A refresh or renewal: both tokens replaced and persisted, the flag unchanged. */
  | { type: 'TOKENS_UPDATED'; accessToken: string; refreshToken: string | null }
  | { type: 'LOGOUT' }
  /** Another tab signed out (and revoked, and told the provider): forget the session here only. */
  | { type: 'SESSION_ENDED_ELSEWHERE' };

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): StorageLike | undefined {
  return globalThis.localStorage;
}

/** The session persisted by an earlier visit (the machine's input). */
export function readStoredSession(storage: Pick<Storage, 'getItem'> | undefined = defaultStorage()): StoredSession {
  return {
    accessToken: storage?.getItem(AUTH_STORAGE_KEYS.accessToken) || null,
    refreshToken: storage?.getItem(AUTH_STORAGE_KEYS.refreshToken) || null,
    isKeycloakAuth: storage?.getItem(AUTH_STORAGE_KEYS.isKeycloakAuth) === 'true',
  };
}

function writeSession(context: AuthContext, storage: StorageLike | undefined = defaultStorage()): void {
  if (!storage) return;
  const write = (key: string, value: string | null) => (value === null ? storage.removeItem(key) : storage.setItem(key, value));
  write(AUTH_STORAGE_KEYS.accessToken, context.accessToken);
  write(AUTH_STORAGE_KEYS.refreshToken, context.refreshToken);
  write(AUTH_STORAGE_KEYS.isKeycloakAuth, String(context.isKeycloakAuth));
}

function forgetSession(storage: StorageLike | undefined = defaultStorage()): void {
  if (!storage) return;
  Object.values(AUTH_STORAGE_KEYS).forEach((key) => storage.removeItem(key));
  markSignedOut(storage);
}

function notProvided(name: string): Error {
  return new Error(`The auth actor "${name}" was not provided (see createAuthActors)`);
}

export const authActorDefaults = {
  /** Signs out at the identity provider without leaving the page (oidc-client-ts `signoutSilent`). */
  signoutSilent: fromPromise<void>(() => Promise.reject(notProvided('signoutSilent'))),
  /** Forgets the provider's user stored in this browser (oidc-client-ts `removeUser`). */
  removeProviderUser: fromPromise<void>(() => Promise.reject(notProvided('removeProviderUser'))),
  /** Revokes a credentials session's tokens (POST /account/logout). */
  revokeCredentials: fromPromise<void, { accessToken: string | null; refreshToken: string }>(() =>
    Promise.reject(notProvided('revokeCredentials')),
  ),
};

export type AuthActors = typeof authActorDefaults;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as StoredSession,
  },
  actors: authActorDefaults,
  guards: {
    isSingleSignOn: ({ context }) => context.isKeycloakAuth,
    hasRefreshToken: ({ context }) => context.refreshToken !== null,
    hasSession: ({ context }) => context.accessToken !== null || context.refreshToken !== null,
  },
  actions: {
    setCredentials: assign((_, params: { accessToken: string; refreshToken: string }) => ({
      accessToken: params.accessToken,
      refreshToken: params.refreshToken,
      isKeycloakAuth: false,
      userInfo: null,
    })),
    setSingleSignOn: assign((_, params: { accessToken: string; refreshToken: string | null; userInfo: UserInfo | null }) => ({
      accessToken: params.accessToken,
      refreshToken: params.refreshToken,
      isKeycloakAuth: true,
      userInfo: params.userInfo,
    })),
    setTokens: assign((_, params: { accessToken: string; refreshToken: string | null }) => ({
      accessToken: params.accessToken,
      refreshToken: params.refreshToken,
    })),
    clearSession: assign({ accessToken: null, refreshToken: null, isKeycloakAuth: false, userInfo: null }),
    keepForRevocation: assign(({ context }) => ({
      revoking: context.refreshToken ? { accessToken: context.accessToken, refreshToken: context.refreshToken } : null,
    })),
    dropRevocation: assign({ revoking: null }),
    persist: ({ context }) => writeSession(context),
    forget: () => forgetSession(),
    logProviderSignOutFailure: (_, params: { error: unknown }) => {
      console.error('Signing out at the identity provider failed; removing its stored user locally', describeError(params.error));
    },
    logProviderUserRemovalFailure: (_, params: { error: unknown }) => {
      console.error('Removing the identity provider user stored locally failed', describeError(params.error));
    },
    logRevocationFailure: (_, params: { error: unknown }) => {
      console.error('Revoking the session at sign-out failed', describeError(params.error));
    },
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    accessToken: input.accessToken,
    refreshToken: input.refreshToken,
    isKeycloakAuth: input.isKeycloakAuth,
    userInfo: null,
    revoking: null,
  }),
  on: {
    CREDENTIALS_SET: {
      actions: [{ type: 'setCredentials', params: ({ event }) => event }, 'persist'],
    },
    SSO_SET: {
      actions: [{ type: 'setSingleSignOn', params: ({ event }) => event }, 'persist'],
    },
    TOKENS_UPDATED: {
      actions: [{ type: 'setTokens', params: ({ event }) => event }, 'persist'],
    },
    LOGOUT: [
      // The guards see the session as it was before the transition's actions clear it.
      { guard: 'isSingleSignOn', target: '.signingOutAtProvider', actions: ['clearSession', 'forget'] },
      { guard: 'hasRefreshToken', target: '.revokingCredentials', actions: ['keepForRevocation', 'clearSession', 'forget'] },
      { target: '.idle', actions: ['clearSession', 'forget'] },
    ],
    SESSION_ENDED_ELSEWHERE: { guard: 'hasSession', actions: 'clearSession' },
  },
  initial: 'idle',
  states: {
    idle: {},
    signingOutAtProvider: {
      invoke: {
        src: 'signoutSilent',
        onDone: { target: 'idle' },
        onError: {
          target: 'removingProviderUser',
          actions: { type: 'logProviderSignOutFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    revokingCredentials: {
      invoke: {
        src: 'revokeCredentials',
        input: ({ context }) => context.revoking ?? { accessToken: null, refreshToken: '' },
        onDone: { target: 'idle', actions: 'dropRevocation' },
        onError: {
          target: 'idle',
          actions: ['dropRevocation', { type: 'logRevocationFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    removingProviderUser: {
      invoke: {
        src: 'removeProviderUser',
        onDone: { target: 'idle' },
        onError: {
          target: 'idle',
          actions: { type: 'logProviderUserRemovalFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

export type AuthActor = ActorRefFrom<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** A session exists (credentials or single sign-on). */
export function hasSession(snapshot: AuthSnapshot): boolean {
  return snapshot.context.accessToken !== null;
}

/** Settled: not in the middle of signing out at the provider. */
export function isAuthIdle(snapshot: AuthSnapshot): boolean {
  return snapshot.matches('idle');
}
