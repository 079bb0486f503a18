/**
 * The sign-in provider (SPEC §3 "Sign-in provider state", §4 "Sign-in provider"): the single-sign-on
 * user as oidc-client-ts sees it, and the flows that change it.
 *
 * Every oidc-client-ts call is an actor (`fromPromise`) and the UserManager's events arrive through
 * one `fromCallback` actor, so tests replace them with `.provide({ actors })`. The defaults here
 * reject: `createSignInProviderActors(userManager)` supplies the real ones.
 */
import type {
  SigninPopupArgs,
  SigninRedirectArgs,
  SigninSilentArgs,
  SignoutPopupArgs,
  SignoutRedirectArgs,
  SignoutSilentArgs,
  User,
} from 'oidc-client-ts';
import { type ActorRefFrom, assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { hasAuthParams, isSignoutCallback, removeCallbackParams } from './oidc-callback';
import {
  flowError,
  type NavigatorMethod,
  signinCallbackError,
  type SignInProviderError,
  signoutCallbackError,
} from './sign-in-provider.errors';

export interface SignInProviderContext {
  user: User | null;
  isLoading: boolean;
  /** A user exists and has not expired. */
  isAuthenticated: boolean;
  error: SignInProviderError | null;
  activeNavigator: NavigatorMethod | null;
}

/** SPEC §4's events: how the provider's state changes. */
export type SignInProviderStateEvent =
  | { type: 'INITIALISED'; user: User | null }
  | { type: 'USER_LOADED'; user: User }
  | { type: 'USER_SIGNED_OUT' }
  | { type: 'USER_UNLOADED' }
  | { type: 'NAVIGATOR_INIT'; method: NavigatorMethod }
  | { type: 'NAVIGATOR_CLOSE' }
  | { type: 'ERROR'; error: SignInProviderError }
  /** The access token expired (oidc-client-ts `accessTokenExpired`): isAuthenticated is re-evaluated. */
  | { type: 'ACCESS_TOKEN_EXPIRED' };

/** The flows (SPEC §4 "Flows"), one event each. */
export type SignInProviderFlowEvent =
  | { type: 'SIGNIN_REDIRECT'; args?: SigninRedirectArgs }
  | { type: 'SIGNIN_POPUP'; args?: SigninPopupArgs }
  | { type: 'SIGNIN_SILENT'; args?: SigninSilentArgs }
  | { type: 'SIGNOUT_REDIRECT'; args?: SignoutRedirectArgs }
  | { type: 'SIGNOUT_POPUP'; args?: SignoutPopupArgs }
  | { type: 'SIGNOUT_SILENT'; args?: SignoutSilentArgs }
  | { type: 'SIGNIN_CALLBACK'; url?: string }
  | { type: 'SIGNOUT_CALLBACK'; url?: string };

export type SignInProviderEvent = SignInProviderStateEvent | SignInProviderFlowEvent;

/** Every event type the provider knows; the compiler checks the list against the union above. */
const KNOWN_EVENT_TYPES = [
  'INITIALISED',
  'USER_LOADED',
  'USER_SIGNED_OUT',
  'USER_UNLOADED',
  'NAVIGATOR_INIT',
  'NAVIGATOR_CLOSE',
  'ERROR',
  'ACCESS_TOKEN_EXPIRED',
  'SIGNIN_REDIRECT',
  'SIGNIN_POPUP',
  'SIGNIN_SILENT',
  'SIGNOUT_REDIRECT',
  'SIGNOUT_POPUP',
  'SIGNOUT_SILENT',
  'SIGNIN_CALLBACK',
  'SIGNOUT_CALLBACK',
] as const satisfies readonly SignInProviderEvent['type'][];
type Unlisted = Exclude<SignInProviderEvent['type'], (typeof KNOWN_EVENT_TYPES)[number]>;
const everyEventListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyEventListed;

/**
 * SPEC §8 "Unknown action type in the sign-in provider: type error". xstate ignores an event no
 * state handles; this one is a programming error, so the provider fails with a TypeError instead:
 * the actor stops in its error state and the error reaches its error listeners (or, with none,
 * surfaces as an uncaught error). xstate's own events (`xstate.*`) are not the provider's to judge.
 */
function isUnknownEvent(type: string): boolean {
  return !type.startsWith('xstate.') && !(KNOWN_EVENT_TYPES as readonly string[]).includes(type);
}

export function unknownEventError(type: string): TypeError {
  return new TypeError(`Unknown sign-in provider event type: ${JSON.stringify(type)}`);
}

export interface CallbackInput {
  url: string;
}

function notProvided(name: string): Error {
  return new Error(`The sign-in provider actor "${name}" was not provided (see createSignInProviderActors)`);
}

function currentHref(): string {
  return globalThis.location?.href ?? 'http://localhost/';
}

function isValidUser(user: User | null): boolean {
  return user !== null && !user.expired;
}

/** The actors the machine invokes; the defaults reject until real ones are provided. */
export const signInProviderActorDefaults = {
  getUser: fromPromise<User | null>(() => Promise.reject(notProvided('getUser'))),
  signinCallback: fromPromise<User | undefined, CallbackInput>(() => Promise.reject(notProvided('signinCallback'))),
  signoutCallback: fromPromise<void, CallbackInput>(() => Promise.reject(notProvided('signoutCallback'))),
  signinRedirect: fromPromise<void, SigninRedirectArgs | undefined>(() => Promise.reject(notProvided('signinRedirect'))),
  signinPopup: fromPromise<User, SigninPopupArgs | undefined>(() => Promise.reject(notProvided('signinPopup'))),
  signinSilent: fromPromise<User | null, SigninSilentArgs | undefined>(() => Promise.reject(notProvided('signinSilent'))),
  signoutRedirect: fromPromise<void, SignoutRedirectArgs | undefined>(() => Promise.reject(notProvided('signoutRedirect'))),
  signoutPopup: fromPromise<void, SignoutPopupArgs | undefined>(() => Promise.reject(notProvided('signoutPopup'))),
  signoutSilent: fromPromise<void, SignoutSilentArgs | undefined>(() => Promise.reject(notProvided('signoutSilent'))),
  /** Forwards UserManager events as SignInProviderStateEvents; the default listens to nothing. */
  userManagerEvents: fromCallback<SignInProviderEvent>(() => undefined),
};

export type SignInProviderActors = typeof signInProviderActorDefaults;

/** A failed flow: the error tagged for that flow (SPEC §8), the navigator closed. */
function flowFailed(method: NavigatorMethod) {
  return {
    target: 'idle' as const,
    actions: [
      { type: 'setError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: flowError(method, event.error) }) },
      'closeNavigator' as const,
    ],
  };
}

export const signInProviderMachine = setup({
  types: {
    context: {} as SignInProviderContext,
    events: {} as SignInProviderEvent,
  },
  actors: signInProviderActorDefaults,
  guards: {
    isSignoutCallback: () => isSignoutCallback(currentHref()),
    hasAuthParams: () => hasAuthParams(currentHref()),
  },
  actions: {
    /** INITIALISED / USER_LOADED. */
    setUser: assign((_, params: { user: User | null }) => ({
      user: params.user,
      isAuthenticated: isValidUser(params.user),
      isLoading: false,
      error: null,
    })),
    /** USER_SIGNED_OUT / USER_UNLOADED. */
    clearUser: assign({ user: null, isAuthenticated: false }),
    /** NAVIGATOR_INIT. */
    openNavigator: assign((_, params: { method: NavigatorMethod }) => ({ isLoading: true, activeNavigator: params.method })),
    /** NAVIGATOR_CLOSE. */
    closeNavigator: assign({ isLoading: false, activeNavigator: null }),
    /** ERROR. */
    setError: assign((_, params: { error: SignInProviderError }) => ({ error: params.error, isLoading: false })),
    reevaluateExpiry: assign(({ context }) => ({ isAuthenticated: isValidUser(context.user) })),
    removeCallbackParams: () => removeCallbackParams(),
    logUnreadableUser: (_, params: { error: unknown }) => {
      console.error('The stored single-sign-on user is unreadable; treated as no user', params.error);
    },
  },
}).createMachine({
  id: 'signInProvider',
  context: { user: null, isLoading: true, isAuthenticated: false, error: null, activeNavigator: null },
  invoke: { id: 'userManagerEvents', src: 'userManagerEvents' },
  on: {
    INITIALISED: { actions: { type: 'setUser', params: ({ event }) => ({ user: event.user }) } },
    USER_LOADED: { actions: { type: 'setUser', params: ({ event }) => ({ user: event.user }) } },
    USER_SIGNED_OUT: { actions: 'clearUser' },
    USER_UNLOADED: { actions: 'clearUser' },
    NAVIGATOR_INIT: { actions: { type: 'openNavigator', params: ({ event }) => ({ method: event.method }) } },
    NAVIGATOR_CLOSE: { actions: 'closeNavigator' },
    ERROR: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
    ACCESS_TOKEN_EXPIRED: { actions: 'reevaluateExpiry' },
    // Taken only by a type no state knows: known events a state does not handle stay ignored.
    '*': {
      guard: ({ event }) => isUnknownEvent(event.type),
      actions: ({ event }) => {
        throw unknownEventError(event.type);
      },
    },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isSignoutCallback', target: 'signoutCallback' },
        { guard: 'hasAuthParams', target: 'signinCallback' },
        { target: 'loadingUser' },
      ],
    },
    loadingUser: {
      invoke: {
        src: 'getUser',
        onDone: { target: 'ready', actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) } },
        onError: {
          target: 'ready',
          actions: [
            { type: 'logUnreadableUser', params: ({ event }) => ({ error: event.error }) },
            { type: 'setUser', params: { user: null } },
          ],
        },
      },
    },
    signinCallback: {
      invoke: {
        src: 'signinCallback',
        input: ({ event }) => ({ url: (event.type === 'SIGNIN_CALLBACK' && event.url) || currentHref() }),
        onDone: [
          {
            // A popup or silent callback hands the answer to its opener; this window has no user to show.
            guard: ({ event }) => !event.output,
            target: 'loadingUser',
            actions: 'removeCallbackParams',
          },
          {
            target: 'ready',
            actions: ['removeCallbackParams', { type: 'setUser', params: ({ event }) => ({ user: event.output ?? null }) }],
          },
        ],
        onError: {
          target: 'ready',
          actions: [
            'removeCallbackParams',
            { type: 'setError', params: ({ event }) => ({ error: signinCallbackError(event.error) }) },
          ],
        },
      },
    },
    signoutCallback: {
      invoke: {
        src: 'signoutCallback',
        input: ({ event }) => ({ url: (event.type === 'SIGNOUT_CALLBACK' && event.url) || currentHref() }),
        onDone: { target: 'loadingUser', actions: 'removeCallbackParams' },
        onError: {
          target: 'ready',
          actions: [
            'removeCallbackParams',
            { type: 'setError', params: ({ event }) => ({ error: signoutCallbackError(event.error) }) },
          ],
        },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        // A new flow replaces one still running (its promise is no longer listened to).
        SIGNIN_REDIRECT: { target: '.signinRedirect', reenter: true },
        SIGNIN_POPUP: { target: '.signinPopup', reenter: true },
        SIGNIN_SILENT: { target: '.signinSilent', reenter: true },
        SIGNOUT_REDIRECT: { target: '.signoutRedirect', reenter: true },
        SIGNOUT_POPUP: { target: '.signoutPopup', reenter: true },
        SIGNOUT_SILENT: { target: '.signoutSilent', reenter: true },
        SIGNIN_CALLBACK: { target: 'signinCallback' },
        SIGNOUT_CALLBACK: { target: 'signoutCallback' },
      },
      states: {
        idle: {},
        signinRedirect: {
          entry: { type: 'openNavigator', params: { method: 'signinRedirect' } },
          invoke: {
            src: 'signinRedirect',
            input: ({ event }) => (event.type === 'SIGNIN_REDIRECT' ? event.args : undefined),
            // Resolves only if the browser does not leave the page.
            onDone: { target: 'idle', actions: 'closeNavigator' },
            onError: flowFailed('signinRedirect'),
          },
        },
        signinPopup: {
          entry: { type: 'openNavigator', params: { method: 'signinPopup' } },
          invoke: {
            src: 'signinPopup',
            input: ({ event }) => (event.type === 'SIGNIN_POPUP' ? event.args : undefined),
            onDone: {
              target: 'idle',
              actions: [{ type: 'setUser', params: ({ event }) => ({ user: event.output }) }, 'closeNavigator'],
            },
            onError: flowFailed('signinPopup'),
          },
        },
        signinSilent: {
          entry: { type: 'openNavigator', params: { method: 'signinSilent' } },
          invoke: {
            src: 'signinSilent',
            input: ({ event }) => (event.type === 'SIGNIN_SILENT' ? event.args : undefined),
            onDone: {
              target: 'idle',
              actions: [{ type: 'setUser', params: ({ event }) => ({ user: event.output }) }, 'closeNavigator'],
            },
            onError: flowFailed('signinSilent'),
          },
        },
        signoutRedirect: {
          entry: { type: 'openNavigator', params: { method: 'signoutRedirect' } },
          invoke: {
            src: 'signoutRedirect',
            input: ({ event }) => (event.type === 'SIGNOUT_REDIRECT' ? event.args : undefined),
            onDone: { target: 'idle', actions: ['clearUser', 'closeNavigator'] },
            onError: flowFailed('signoutRedirect'),
          },
        },
        signoutPopup: {
          entry: { type: 'openNavigator', params: { method: 'signoutPopup' } },
          invoke: {
            src: 'signoutPopup',
            input: ({ event }) => (event.type === 'SIGNOUT_POPUP' ? event.args : undefined),
            onDone: { target: 'idle', actions: ['clearUser', 'closeNavigator'] },
            onError: flowFailed('signoutPopup'),
          },
        },
        signoutSilent: {
          entry: { type: 'openNavigator', params: { method: 'signoutSilent' } },
          invoke: {
            src: 'signoutSilent',
            input: ({ event }) => (event.type === 'SIGNOUT_SILENT' ? event.args : undefined),
            onDone: { target: 'idle', actions: ['clearUser', 'closeNavigator'] },
            onError: flowFailed('signoutSilent'),
          },
        },
      },
    },
  },
});

export type SignInProviderActor = ActorRefFrom<typeof signInProviderMachine>;
export type SignInProviderSnapshot = SnapshotFrom<typeof signInProviderMachine>;

/** True once the stored user was loaded or the callback processed (whatever the outcome). */
export function isProviderSettled(snapshot: SignInProviderSnapshot): boolean {
  return snapshot.matches('ready');
}
