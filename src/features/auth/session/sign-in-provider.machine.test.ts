import { type User, UserManager } from 'oidc-client-ts';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createSignInProviderActors } from './sign-in-provider.actors';
import {
  type NavigatorMethod,
  RENEW_SILENT_FAILED,
  SIGN_IN_FAILED,
  SIGN_OUT_FAILED,
  SignInProviderError,
} from './sign-in-provider.errors';
import { type SignInProviderActors, type SignInProviderEvent, signInProviderMachine } from './sign-in-provider.machine';
import { createUserManagerSettings } from './user-manager-settings';
import {
  deferred,
  flush,
  makeUser,
  QUIET_TEST_SETTINGS,
  setAddress,
  storeUser,
  TEST_RUNTIME_CONFIG,
  TEST_USER_STORE_KEY, revocable } from './test-helpers';

const noUser = fromPromise<User | null>(async () => null);

function startProvider(actors: Partial<SignInProviderActors> = {}) {
  const actor = createActor(signInProviderMachine.provide({ actors: { getUser: noUser, ...actors } }));
  actor.start();
  return actor;
}

function realUserManager(): ReturnType<typeof revocable<UserManager>> {
  return revocable(new UserManager({ ...createUserManagerSettings(TEST_RUNTIME_CONFIG, window.location), ...QUIET_TEST_SETTINGS }));
}

const ready = (actor: ReturnType<typeof startProvider>) => waitFor(actor, (s) => s.matches({ ready: 'idle' }));

beforeEach(() => {
  localStorage.clear();
  setAddress('/');
});

describe('start', () => {
  it('starts loading and unauthenticated', () => {
    const pending = deferred<User | null>();
    const actor = startProvider({ getUser: fromPromise(() => pending.promise) });
    expect(actor.getSnapshot().context).toEqual({
      user: null,
      isLoading: true,
      isAuthenticated: false,
      error: null,
      activeNavigator: null,
    });
    expect(actor.getSnapshot().value).toBe('loadingUser');
  });

  it('loads the stored user (INITIALISED): authenticated when it has not expired', async () => {
    const user = makeUser();
    const actor = startProvider({ getUser: fromPromise<User | null>(async () => user) });
    await ready(actor);
    expect(actor.getSnapshot().context).toMatchObject({ user, isAuthenticated: true, isLoading: false, error: null });
  });

  it('an expired stored user is kept but not authenticated', async () => {
    const user = makeUser({ expiresIn: -10 });
    const actor = startProvider({ getUser: fromPromise<User | null>(async () => user) });
    await ready(actor);
    expect(actor.getSnapshot().context).toMatchObject({ user, isAuthenticated: false, isLoading: false });
  });

  it('without a stored user: not authenticated, no longer loading', async () => {
    const actor = startProvider();
    await ready(actor);
    expect(actor.getSnapshot().context).toMatchObject({ user: null, isAuthenticated: false, isLoading: false, error: null });
  });

  it('an unreadable stored user is logged and treated as no user', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = startProvider({ getUser: fromPromise(() => Promise.reject(new SyntaxError('Unexpected token'))) });
    await ready(actor);
    expect(actor.getSnapshot().context).toMatchObject({ user: null, isAuthenticated: false, isLoading: false, error: null });
    expect(error).toHaveBeenCalledWith('The stored single-sign-on user is unreadable; treated as no user', expect.any(SyntaxError));
  });

  it('an unreadable stored user, read by the real oidc-client-ts', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(TEST_USER_STORE_KEY, '{not json');
    const actor = startProvider(createSignInProviderActors(realUserManager()));
    await ready(actor);
    expect(actor.getSnapshot().context).toMatchObject({ user: null, isAuthenticated: false, isLoading: false });
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('a stored user, read by the real oidc-client-ts', async () => {
    const user = makeUser();
    storeUser(user);
    const actor = startProvider(createSignInProviderActors(realUserManager()));
    await ready(actor);
    expect(actor.getSnapshot().context.user?.access_token).toBe(user.access_token);
    expect(actor.getSnapshot().context.isAuthenticated).toBe(true);
  });
});

describe('callback detection', () => {
  function startWatching() {
    const getUser = vi.fn(async () => null);
    const signinCallback = vi.fn(async (_url: string): Promise<User | undefined> => makeUser());
    const signoutCallback = vi.fn(async (_url: string) => undefined);
    const actor = startProvider({
      getUser: fromPromise<User | null>(getUser),
      signinCallback: fromPromise(({ input }) => signinCallback(input.url)),
      signoutCallback: fromPromise(({ input }) => signoutCallback(input.url)),
    });
    return { actor, getUser, signinCallback, signoutCallback };
  }

  it.each([
    ['code and state in the query', '/dashboard?code=abc&state=s1'],
    ['code and state in the hash', '/dashboard#code=abc&state=s1'],
    ['error and state in the query', '/dashboard?error=access_denied&state=s1'],
    ['error and state in the hash', '/dashboard#error=login_required&state=s1'],
  ])('%s: processes the sign-in callback, not the stored user', async (_, address) => {
    setAddress(address);
    const { actor, getUser, signinCallback } = startWatching();
    await ready(actor);
    expect(signinCallback).toHaveBeenCalledWith(`${window.location.origin}${address}`);
    expect(getUser).not.toHaveBeenCalled();
  });

  it.each([
    ['a code without a state', '/dashboard?code=abc'],
    ['a state without code or error', '/dashboard?state=s1'],
    ['code in the query, state in the hash', '/dashboard?code=abc#state=s1'],
    ['unrelated parameters', '/customers?tab=invoices'],
  ])('%s: loads the stored user', async (_, address) => {
    setAddress(address);
    const { actor, getUser, signinCallback } = startWatching();
    await ready(actor);
    expect(getUser).toHaveBeenCalledTimes(1);
    expect(signinCallback).not.toHaveBeenCalled();
  });

  it.each([
    ['state only (a successful sign-out)', '/login?state=so1'],
    ['error and state', '/login?error=server_error&state=so1'],
  ])('a sign-out answer, %s, runs the sign-out callback', async (_, address) => {
    localStorage.setItem('oidc.so1', JSON.stringify({ id: 'so1', request_type: 'so:r', created: 0 }));
    setAddress(address);
    const { actor, signoutCallback, signinCallback, getUser } = startWatching();
    await ready(actor);
    expect(signoutCallback).toHaveBeenCalledWith(`${window.location.origin}${address}`);
    expect(signinCallback).not.toHaveBeenCalled();
    // Afterwards the (now absent) stored user is loaded.
    expect(getUser).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('');
  });

  it('sets the user from the callback and removes the provider parameters, keeping path, other parameters and hash', async () => {
    setAddress('/customers/c-1?tab=invoices&code=abc&state=s1&session_state=ss&iss=http%3A%2F%2Fauth.test#notes');
    const { actor } = startWatching();
    await ready(actor);
    expect(actor.getSnapshot().context).toMatchObject({ isAuthenticated: true, isLoading: false, error: null });
    expect(window.location.pathname).toBe('/customers/c-1');
    expect(window.location.search).toBe('?tab=invoices');
    expect(window.location.hash).toBe('#notes');
  });

  it('removes parameters that came in the hash', async () => {
    setAddress('/dashboard?keep=1#code=abc&state=s1&session_state=ss');
    const { actor } = startWatching();
    await ready(actor);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/dashboard?keep=1');
  });

  it("does not add a history entry while cleaning the address", async () => {
    setAddress('/dashboard?code=abc&state=s1');
    const length = window.history.length;
    const { actor } = startWatching();
    await ready(actor);
    expect(window.history.length).toBe(length);
  });

  it("a tampered state fails with 'Sign-in failed' (real oidc-client-ts), keeping the cause", async () => {
    setAddress('/dashboard?code=abc&state=tampered');
    const actor = startProvider(createSignInProviderActors(realUserManager()));
    await ready(actor);
    const { error, isLoading, user, isAuthenticated } = actor.getSnapshot().context;
    expect(error).toBeInstanceOf(SignInProviderError);
    expect(error?.message).toBe(SIGN_IN_FAILED);
    expect(error?.source).toBe('signinCallback');
    expect((error?.cause as Error).message).toBe('No matching state found in storage');
    expect({ isLoading, user, isAuthenticated }).toEqual({ isLoading: false, user: null, isAuthenticated: false });
    expect(window.location.search).toBe('');
  });

  it("an error answer from the provider fails with 'Sign-in failed'", async () => {
    setAddress('/dashboard?error=access_denied&error_description=denied&state=s1');
    const cause = new Error('access_denied');
    const { actor } = (() => {
      const a = startProvider({ signinCallback: fromPromise(() => Promise.reject(cause)) });
      return { actor: a };
    })();
    await ready(actor);
    expect(actor.getSnapshot().context.error).toMatchObject({ message: SIGN_IN_FAILED, cause });
    expect(window.location.search).toBe('');
  });

  it("a failing sign-out callback fails with 'Sign-out failed'", async () => {
    localStorage.setItem('oidc.so1', JSON.stringify({ id: 'so1', request_type: 'so:r', created: 0 }));
    setAddress('/login?state=so1');
    const cause = new Error('State does not match');
    const actor = startProvider({ signoutCallback: fromPromise(() => Promise.reject(cause)) });
    await ready(actor);
    expect(actor.getSnapshot().context.error).toMatchObject({ message: SIGN_OUT_FAILED, source: 'signoutCallback', cause });
    expect(actor.getSnapshot().context.isLoading).toBe(false);
  });

  it('a popup or silent callback (no user in this window) loads the stored user', async () => {
    setAddress('/dashboard?code=abc&state=s1');
    const user = makeUser();
    const actor = startProvider({
      signinCallback: fromPromise<User | undefined, { url: string }>(async () => undefined),
      getUser: fromPromise<User | null>(async () => user),
    });
    await ready(actor);
    expect(actor.getSnapshot().context.user).toBe(user);
  });

  it('SIGNIN_CALLBACK and SIGNOUT_CALLBACK process a given address on demand', async () => {
    const signinCallback = vi.fn(async (_url: string): Promise<User | undefined> => makeUser());
    const signoutCallback = vi.fn(async (_url: string) => undefined);
    const actor = startProvider({
      signinCallback: fromPromise(({ input }) => signinCallback(input.url)),
      signoutCallback: fromPromise(({ input }) => signoutCallback(input.url)),
    });
    await ready(actor);
    actor.send({ type: 'SIGNIN_CALLBACK', url: `${window.location.origin}/x?code=1&state=2` });
    await ready(actor);
    expect(signinCallback).toHaveBeenCalledWith(`${window.location.origin}/x?code=1&state=2`);
    actor.send({ type: 'SIGNOUT_CALLBACK', url: `${window.location.origin}/x?state=3` });
    await ready(actor);
    expect(signoutCallback).toHaveBeenCalledWith(`${window.location.origin}/x?state=3`);
  });
});

describe('state events', () => {
  async function readyProvider() {
    const actor = startProvider();
    await ready(actor);
    return actor;
  }

  it('INITIALISED sets the user (authenticated if not expired) and stops loading', async () => {
    const actor = await readyProvider();
    actor.send({ type: 'NAVIGATOR_INIT', method: 'signinPopup' });
    const user = makeUser();
    actor.send({ type: 'INITIALISED', user });
    expect(actor.getSnapshot().context).toMatchObject({ user, isAuthenticated: true, isLoading: false });
    actor.send({ type: 'INITIALISED', user: null });
    expect(actor.getSnapshot().context).toMatchObject({ user: null, isAuthenticated: false });
  });

  it('USER_LOADED sets the user and clears an earlier error; an expired user is not authenticated', async () => {
    const actor = await readyProvider();
    actor.send({ type: 'ERROR', error: new SignInProviderError(RENEW_SILENT_FAILED, 'renewSilent', new Error('x')) });
    const user = makeUser();
    actor.send({ type: 'USER_LOADED', user });
    expect(actor.getSnapshot().context).toMatchObject({ user, isAuthenticated: true, error: null });
    const expired = makeUser({ expiresIn: -1 });
    actor.send({ type: 'USER_LOADED', user: expired });
    expect(actor.getSnapshot().context).toMatchObject({ user: expired, isAuthenticated: false });
  });

  it.each(['USER_SIGNED_OUT', 'USER_UNLOADED'] as const)('%s clears the user', async (type) => {
    const actor = await readyProvider();
    actor.send({ type: 'USER_LOADED', user: makeUser() });
    actor.send({ type });
    expect(actor.getSnapshot().context).toMatchObject({ user: null, isAuthenticated: false });
  });

  it('NAVIGATOR_INIT marks loading with the flow; NAVIGATOR_CLOSE ends it', async () => {
    const actor = await readyProvider();
    actor.send({ type: 'NAVIGATOR_INIT', method: 'signoutPopup' });
    expect(actor.getSnapshot().context).toMatchObject({ isLoading: true, activeNavigator: 'signoutPopup' });
    actor.send({ type: 'NAVIGATOR_CLOSE' });
    expect(actor.getSnapshot().context).toMatchObject({ isLoading: false, activeNavigator: null });
  });

  it('ERROR stores the error and stops loading', async () => {
    const actor = await readyProvider();
    actor.send({ type: 'NAVIGATOR_INIT', method: 'signinSilent' });
    const error = new SignInProviderError(RENEW_SILENT_FAILED, 'renewSilent', new Error('timeout'));
    actor.send({ type: 'ERROR', error });
    expect(actor.getSnapshot().context).toMatchObject({ error, isLoading: false });
  });

  it('ACCESS_TOKEN_EXPIRED re-evaluates isAuthenticated', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z'), toFake: ['Date'] });
    try {
      const actor = await readyProvider();
      actor.send({ type: 'USER_LOADED', user: makeUser({ expiresIn: 60 }) });
      expect(actor.getSnapshot().context.isAuthenticated).toBe(true);
      vi.setSystemTime(new Date('2026-01-01T10:01:01Z'));
      actor.send({ type: 'ACCESS_TOKEN_EXPIRED' });
      expect(actor.getSnapshot().context.isAuthenticated).toBe(false);
      expect(actor.getSnapshot().context.user).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects unknown event types and wrong payloads at compile time (tsc checks this file)', () => {
    const actor = createActor(signInProviderMachine);
    // Never called: the assertions are the @ts-expect-error comments, which fail `tsc` if no error.
    const invalid = () => {
      // @ts-expect-error an unknown event type is a type error
      actor.send({ type: 'USER_REFRESHED' });
      // @ts-expect-error USER_LOADED needs a user
      actor.send({ type: 'USER_LOADED' });
      // @ts-expect-error NAVIGATOR_INIT needs a known flow name
      actor.send({ type: 'NAVIGATOR_INIT', method: 'signinCarrierPigeon' });
    };
    expect(typeof invalid).toBe('function');
  });
});

describe('unknown event types (SPEC §8: a type error)', () => {
  /** What a caller outside TypeScript's reach (or one that casts) could send. */
  const unknownEvent = { type: 'USER_REFRESHED' } as unknown as SignInProviderEvent;

  it('fail with a TypeError reported to the error listener; the provider stops in its error state', async () => {
    const actor = startProvider();
    await ready(actor);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.send(unknownEvent);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(TypeError);
    expect((errors[0] as Error).message).toBe('Unknown sign-in provider event type: "USER_REFRESHED"');
    expect(actor.getSnapshot().status).toBe('error');
    expect(actor.getSnapshot().error).toBe(errors[0]);
  });

  it('are not swallowed without an error listener: the TypeError is thrown as an uncaught error', async () => {
    const actor = startProvider();
    await ready(actor);
    vi.useFakeTimers();
    try {
      actor.subscribe(() => undefined);
      actor.send(unknownEvent);
      // xstate rethrows an error nobody listens to from a timer, so it reaches window.onerror.
      expect(() => vi.runAllTimers()).toThrow(TypeError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('also while the stored user is still loading', () => {
    const pending = deferred<User | null>();
    const actor = startProvider({ getUser: fromPromise(() => pending.promise) });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.send(unknownEvent);
    expect(errors[0]).toBeInstanceOf(TypeError);
  });

  it('a known event that the current state does not handle is still ignored, not an error', async () => {
    const pending = deferred<User | null>();
    const actor = startProvider({ getUser: fromPromise(() => pending.promise) });
    actor.send({ type: 'SIGNOUT_SILENT' });
    actor.send({ type: 'SIGNIN_CALLBACK' });
    expect(actor.getSnapshot().status).toBe('active');
    pending.resolve(null);
    await ready(actor);
    expect(actor.getSnapshot().status).toBe('active');
  });
});

describe('flows', () => {
  type FlowCase = {
    event: SignInProviderEvent['type'];
    method: NavigatorMethod;
    output: () => unknown;
    expectUser: 'set' | 'cleared';
  };
  const flows: FlowCase[] = [
    { event: 'SIGNIN_REDIRECT', method: 'signinRedirect', output: () => undefined, expectUser: 'cleared' },
    { event: 'SIGNIN_POPUP', method: 'signinPopup', output: () => makeUser(), expectUser: 'set' },
    { event: 'SIGNIN_SILENT', method: 'signinSilent', output: () => makeUser(), expectUser: 'set' },
    { event: 'SIGNOUT_REDIRECT', method: 'signoutRedirect', output: () => undefined, expectUser: 'cleared' },
    { event: 'SIGNOUT_POPUP', method: 'signoutPopup', output: () => undefined, expectUser: 'cleared' },
    { event: 'SIGNOUT_SILENT', method: 'signoutSilent', output: () => undefined, expectUser: 'cleared' },
  ];

  function startFlowProvider(method: NavigatorMethod, run: (input: unknown) => Promise<unknown>) {
    return startProvider({ [method]: fromPromise(({ input }) => run(input)) } as Partial<SignInProviderActors>);
  }

  it.each(flows)('$event runs $method as the active navigator, then closes it', async ({ event, method, output, expectUser }) => {
    const running = deferred<unknown>();
    const run = vi.fn((_input: unknown) => running.promise);
    const actor = startFlowProvider(method, run);
    await ready(actor);
    if (expectUser === 'cleared') actor.send({ type: 'USER_LOADED', user: makeUser() });
    const args = { extraQueryParams: { ui_locales: 'nl' } };
    actor.send({ type: event, args } as SignInProviderEvent);
    expect(actor.getSnapshot().context).toMatchObject({ isLoading: true, activeNavigator: method });
    await flush();
    expect(run).toHaveBeenCalledWith(args);
    const result = output();
    running.resolve(result);
    await ready(actor);
    const context = actor.getSnapshot().context;
    expect(context).toMatchObject({ isLoading: false, activeNavigator: null, error: null });
    if (expectUser === 'set') expect(context.user).toBe(result);
    else if (method !== 'signinRedirect') expect(context.user).toBeNull();
  });

  it.each(flows)("$event failing stores 'Unknown error while running $method' with the cause", async ({ event, method }) => {
    const cause = new Error('popup blocked');
    const actor = startFlowProvider(method, () => Promise.reject(cause));
    await ready(actor);
    actor.send({ type: event } as SignInProviderEvent);
    await ready(actor);
    const { error, isLoading, activeNavigator } = actor.getSnapshot().context;
    expect(error).toBeInstanceOf(SignInProviderError);
    expect(error?.message).toBe(`Unknown error while running ${method}`);
    expect(error?.source).toBe(method);
    expect(error?.cause).toBe(cause);
    expect({ isLoading, activeNavigator }).toEqual({ isLoading: false, activeNavigator: null });
  });

  it('a signinRedirect that leaves the page stays loading', async () => {
    const actor = startFlowProvider('signinRedirect', () => new Promise(() => undefined));
    await ready(actor);
    actor.send({ type: 'SIGNIN_REDIRECT' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ isLoading: true, activeNavigator: 'signinRedirect' });
  });

  it('flows are ignored while the stored user is still loading', async () => {
    const pending = deferred<User | null>();
    const signinPopup = vi.fn(async () => makeUser());
    const actor = startProvider({ getUser: fromPromise(() => pending.promise), signinPopup: fromPromise(signinPopup) });
    actor.send({ type: 'SIGNIN_POPUP' });
    pending.resolve(null);
    await ready(actor);
    expect(signinPopup).not.toHaveBeenCalled();
  });
});

describe('UserManager events (fromCallback actor over the real oidc-client-ts events)', () => {
  it('userLoaded, userUnloaded, userSignedOut and silentRenewError reach the machine', async () => {
    const userManager = realUserManager();
    const actor = startProvider({ ...createSignInProviderActors(userManager), getUser: noUser });
    await ready(actor);

    const user = makeUser();
    await userManager.events.load(user);
    expect(actor.getSnapshot().context).toMatchObject({ user, isAuthenticated: true });

    await userManager.events.unload();
    expect(actor.getSnapshot().context).toMatchObject({ user: null, isAuthenticated: false });

    await userManager.events.load(user);
    await userManager.events._raiseUserSignedOut();
    expect(actor.getSnapshot().context.user).toBeNull();

    const cause = new Error('refresh token expired');
    await userManager.events._raiseSilentRenewError(cause);
    expect(actor.getSnapshot().context.error).toMatchObject({ message: RENEW_SILENT_FAILED, source: 'renewSilent', cause });

    userManager.events.unload();
    actor.stop();
    // Stopping the machine unsubscribes: later events change nothing.
    await userManager.events.load(user);
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('accessTokenExpired makes the user unauthenticated', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
    try {
      const userManager = realUserManager();
      const actor = startProvider({ ...createSignInProviderActors(userManager), getUser: noUser });
      await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
      await userManager.events.load(makeUser({ expiresIn: 30 }));
      expect(actor.getSnapshot().context.isAuthenticated).toBe(true);
      await vi.advanceTimersByTimeAsync(35_000);
      expect(actor.getSnapshot().context.isAuthenticated).toBe(false);
      await userManager.events.unload();
    } finally {
      vi.useRealTimers();
    }
  });
});
