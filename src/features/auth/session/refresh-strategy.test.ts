/**
 * The 401 refresh flow end to end: the real HTTP client (openapi-fetch + middleware), the real
 * machines and oidc-client-ts, and an MSW server written here that counts every call.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { User, type UserManagerSettings } from 'oidc-client-ts';
import { createActor, fromPromise } from 'xstate';
import { getApiClient } from '@/api/client';
import {
  createInMemoryLockManager,
  createRefreshCoordinator,
  type RefreshLockManager,
  SessionEndedElsewhereError,
} from '@/api/refresh-coordinator';
import { markSignedOut } from '@/api/session-signals';
import { readSingleSignOnTokens } from '@/api/tokens';
import { setRuntimeConfig } from '@/lib/config';
import { authMachine, readStoredSession } from './auth.machine';
import { type AuthService, startAuth } from './auth-service';
import { CoordinatedUserManager } from './coordinated-user-manager';
import { createUnauthorizedHandler, postAccountLogout } from './refresh-strategy';
import { createUserManagerSettings } from './user-manager-settings';
import {
  deferred,
  makeUser,
  QUIET_TEST_SETTINGS,
  storeUser,
  TEST_API_ROOT,
  TEST_METADATA,
  TEST_RUNTIME_CONFIG,
  TEST_USER_STORE_KEY,
} from './test-helpers';

const API = TEST_API_ROOT;

type TokensToRevoke = Parameters<typeof postAccountLogout>[0];

/** The backend: which access tokens it accepts, how refresh tokens rotate, and call counters. */
const backend = {
  validAccess: new Set<string>(),
  /** The one refresh token the credentials endpoint accepts (rotation: spent on use). */
  credentialsRefresh: 'rt-1',
  /** The one refresh token the provider's token endpoint accepts. */
  ssoRefresh: 'sso-refresh-1',
  serial: 0,
  apiCalls: 0,
  apiUnauthorized: 0,
  refreshCalls: 0,
  tokenCalls: 0,
  refreshFails: false,
  /** Answer 401 even to fresh tokens (a token the server rejects for another reason). */
  alwaysUnauthorized: false,
  refreshBodies: [] as string[],
  refreshContentTypes: [] as (string | null)[],
  /** Refresh tokens revoked at sign-out: credentials (POST /account/logout) and at the provider. */
  revoked: [] as string[],
  /** While set, refresh answers (already issued) are held until it resolves: a refresh "on its way". */
  answerGate: null as Promise<void> | null,
  reset() {
    this.revoked = [];
    this.answerGate = null;
    this.validAccess = new Set();
    this.credentialsRefresh = 'rt-1';
    this.ssoRefresh = 'sso-refresh-1';
    this.serial = 0;
    this.apiCalls = 0;
    this.apiUnauthorized = 0;
    this.refreshCalls = 0;
    this.tokenCalls = 0;
    this.refreshFails = false;
    this.alwaysUnauthorized = false;
    this.refreshBodies = [];
    this.refreshContentTypes = [];
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server = setupServer(
  http.get(`${API}/administrations`, async ({ request }) => {
    const n = ++backend.apiCalls;
    // Spread the answers so some 401s arrive while the refresh runs and some after it finished.
    await sleep(n % 7);
    const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
    if (backend.alwaysUnauthorized || !token || !backend.validAccess.has(token)) {
      backend.apiUnauthorized++;
      return HttpResponse.json(
        { type: 'about:blank', title: 'Unauthorized', status: 401 },
        { status: 401, headers: { 'Content-Type': 'application/problem+json' } },
      );
    }
    return HttpResponse.json({ items: [] });
  }),
  http.post(`${API}/account/refresh`, async ({ request }) => {
    backend.refreshCalls++;
    backend.refreshContentTypes.push(request.headers.get('Content-Type'));
    const text = await request.text();
    backend.refreshBodies.push(text);
    const form = new URLSearchParams(text);
    await sleep(10);
    if (backend.refreshFails || form.get('refresh_token') !== backend.credentialsRefresh) {
      return HttpResponse.json({ type: 'about:blank', title: 'Unauthorized', status: 401 }, { status: 401 });
    }
    const serial = ++backend.serial;
    backend.credentialsRefresh = `rt-${serial + 1}`;
    const access = `at-${serial + 1}`;
    backend.validAccess.add(access);
    const answer = { data: { access_token: access, refresh_token: backend.credentialsRefresh } };
    if (backend.answerGate) await backend.answerGate;
    return HttpResponse.json(answer);
  }),
  http.post(`${API}/account/logout`, async ({ request }) => {
    backend.revoked.push(new URLSearchParams(await request.text()).get('refresh_token') ?? '');
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(TEST_METADATA.revocation_endpoint, async ({ request }) => {
    backend.revoked.push(new URLSearchParams(await request.text()).get('token') ?? '');
    return new HttpResponse(null, { status: 200 });
  }),
  http.post(TEST_METADATA.token_endpoint, async ({ request }) => {
    backend.tokenCalls++;
    const form = new URLSearchParams(await request.text());
    await sleep(10);
    if (
      backend.refreshFails ||
      form.get('grant_type') !== 'refresh_token' ||
      form.get('refresh_token') !== backend.ssoRefresh
    ) {
      return HttpResponse.json({ error: 'invalid_grant', error_description: 'Token is not active' }, { status: 400 });
    }
    const serial = ++backend.serial;
    backend.ssoRefresh = `sso-refresh-${serial + 1}`;
    const access = `sso-access-${serial + 1}`;
    backend.validAccess.add(access);
    const answer = { access_token: access, refresh_token: backend.ssoRefresh, token_type: 'Bearer', expires_in: 300 };
    if (backend.answerGate) await backend.answerGate;
    return HttpResponse.json(answer);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let service: AuthService | undefined;

beforeEach(() => {
  backend.reset();
  localStorage.clear();
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
});

afterEach(() => {
  service?.stop();
  service = undefined;
});

async function start(
  locks: RefreshLockManager = createInMemoryLockManager(),
  settings: Partial<UserManagerSettings> = {},
): Promise<AuthService> {
  service = startAuth(TEST_RUNTIME_CONFIG, { settings: { ...QUIET_TEST_SETTINGS, ...settings }, locks, onSignedIn: () => undefined });
  await service.waitUntilLoaded();
  return service;
}

function seedCredentials(access = 'at-1', refresh = 'rt-1') {
  localStorage.setItem('accessToken', access);
  localStorage.setItem('refreshToken', refresh);
  localStorage.setItem('isKeycloakAuth', 'false');
}

async function burst(n: number) {
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: n }, () => getApiClient().GET('/administrations')));
  return { results, ms: performance.now() - started, statuses: results.map((r) => r.response.status) };
}

function report(label: string, figures: Record<string, number | string>) {
  console.info(`[refresh figures] ${label}: ${Object.entries(figures).map(([k, v]) => `${k}=${v}`).join(', ')}`);
}

describe('credentials session (POST /account/refresh)', () => {
  it('50 concurrent 401s: exactly one refresh, every request retried once and answered', async () => {
    seedCredentials('at-expired', 'rt-1');
    const auth = await start();
    const { statuses, ms } = await burst(50);
    report('credentials, 50 concurrent 401s', {
      refreshCalls: backend.refreshCalls,
      apiCalls: backend.apiCalls,
      api401s: backend.apiUnauthorized,
      ok: statuses.filter((s) => s === 200).length,
      ms: ms.toFixed(0),
    });
    expect(backend.refreshCalls).toBe(1);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(backend.apiUnauthorized).toBe(50);
    expect(backend.apiCalls).toBe(100); // 50 first tries + 50 retries, no more
    expect(auth.authActor.getSnapshot().context).toMatchObject({ accessToken: 'at-2', refreshToken: 'rt-2', isKeycloakAuth: false });
    expect(localStorage.getItem('accessToken')).toBe('at-2');
    expect(localStorage.getItem('refreshToken')).toBe('rt-2');
  });

  it('sends the refresh form-encoded with both tokens, without a bearer header', async () => {
    seedCredentials('at-expired', 'rt-1');
    await start();
    await burst(1);
    expect(backend.refreshContentTypes).toEqual(['application/x-www-form-urlencoded']);
    expect(Object.fromEntries(new URLSearchParams(backend.refreshBodies[0]))).toEqual({
      access_token: 'at-expired',
      refresh_token: 'rt-1',
    });
  });

  it('500 concurrent 401s: still one refresh', async () => {
    seedCredentials('at-expired', 'rt-1');
    await start();
    const { statuses, ms } = await burst(500);
    report('credentials, 500 concurrent 401s', {
      refreshCalls: backend.refreshCalls,
      apiCalls: backend.apiCalls,
      ok: statuses.filter((s) => s === 200).length,
      ms: ms.toFixed(0),
    });
    expect(backend.refreshCalls).toBe(1);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(backend.apiCalls).toBe(1000);
  });

  it('a refresh failure logs once, without any token, and logs out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    seedCredentials('at-expired', 'rt-1');
    backend.refreshFails = true;
    const auth = await start();
    const { statuses } = await burst(50);
    expect(backend.refreshCalls).toBe(1);
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect(backend.apiCalls).toBe(50); // no retry after a failed refresh
    expect(error).toHaveBeenCalledTimes(1);
    const logged = error.mock.calls.flat().map(String).join(' ');
    expect(logged).toContain('Token refresh failed; signing out');
    for (const secret of ['at-expired', 'rt-1']) expect(logged).not.toContain(secret);
    expect(auth.authActor.getSnapshot().context).toMatchObject({ accessToken: null, refreshToken: null, isKeycloakAuth: false, userInfo: null });
    expect(['accessToken', 'refreshToken', 'isKeycloakAuth'].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(auth.isAuthenticated()).toBe(false);
    // The sign-out still tells the API to revoke what this tab held.
    await vi.waitFor(() => expect(backend.revoked).toEqual(['rt-1']));
  });

  it('a retried request answered 401 again is not retried again', async () => {
    seedCredentials('at-expired', 'rt-1');
    backend.alwaysUnauthorized = true;
    await start();
    const { statuses } = await burst(1);
    expect(statuses).toEqual([401]);
    expect(backend.apiCalls).toBe(2);
    expect(backend.refreshCalls).toBe(1);

    backend.apiCalls = 0;
    backend.refreshCalls = 0;
    const many = await burst(50);
    expect(many.statuses.every((s) => s === 401)).toBe(true);
    expect(backend.apiCalls).toBe(100);
    expect(backend.refreshCalls).toBe(1);
  });

  it('no token at all: logged and logged out, no refresh attempted', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await start();
    const { statuses } = await burst(3);
    expect(statuses).toEqual([401, 401, 401]);
    expect(backend.refreshCalls).toBe(0);
    expect(backend.apiCalls).toBe(3);
    expect(error).toHaveBeenCalledWith('The session expired and there is no token to refresh it with; signing out');
  });

  it('the bearer token comes from the auth machine', async () => {
    const auth = await start();
    backend.validAccess.add('at-from-machine');
    auth.authActor.send({ type: 'CREDENTIALS_SET', accessToken: 'at-from-machine', refreshToken: 'rt-x' });
    const { statuses } = await burst(1);
    expect(statuses).toEqual([200]);
    expect(backend.apiUnauthorized).toBe(0);
  });
});

describe('single-sign-on session (silent renewal with the refresh token)', () => {
  it('50 concurrent 401s: exactly one token request, every request retried once and answered', async () => {
    storeUser(makeUser({ accessToken: 'sso-access-1', refreshToken: 'sso-refresh-1' }));
    const auth = await start();
    expect(auth.authActor.getSnapshot().context).toMatchObject({ accessToken: 'sso-access-1', isKeycloakAuth: true });
    const { statuses, ms } = await burst(50);
    report('single sign-on, 50 concurrent 401s', {
      tokenCalls: backend.tokenCalls,
      apiCalls: backend.apiCalls,
      api401s: backend.apiUnauthorized,
      ok: statuses.filter((s) => s === 200).length,
      ms: ms.toFixed(0),
    });
    expect(backend.tokenCalls).toBe(1);
    expect(backend.refreshCalls).toBe(0);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(backend.apiCalls).toBe(100);
    expect(readSingleSignOnTokens(TEST_USER_STORE_KEY)).toEqual({ accessToken: 'sso-access-2', refreshToken: 'sso-refresh-2' });
    // The renewed user reached the auth state (TOKENS_UPDATED) and the provider state (USER_LOADED).
    expect(auth.authActor.getSnapshot().context).toMatchObject({
      accessToken: 'sso-access-2',
      refreshToken: 'sso-refresh-2',
      isKeycloakAuth: true,
    });
    expect(auth.signInActor.getSnapshot().context.user?.access_token).toBe('sso-access-2');
  });

  it('a failed renewal logs once without tokens and logs out (silent sign-out, then local removal)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeUser(makeUser({ accessToken: 'sso-access-1', refreshToken: 'sso-refresh-1' }));
    backend.refreshFails = true;
    // The test DOM loads nothing into the sign-out frame: the silent sign-out times out (after 0.2 s here).
    const auth = await start(undefined, { silentRequestTimeoutInSeconds: 0.2 });
    const { statuses } = await burst(20);
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect(backend.tokenCalls).toBe(1);
    const logged = error.mock.calls.flat().map(String).join(' ');
    expect(logged).toContain('Single-sign-on renewal failed; signing out');
    for (const secret of ['sso-access-1', 'sso-refresh-1']) expect(logged).not.toContain(secret);
    await vi.waitFor(() => expect(auth.authActor.getSnapshot().matches('idle')).toBe(true), { timeout: 3000 });
    const everything = error.mock.calls.flat().map(String).join(' ');
    expect(everything).toContain('Signing out at the identity provider failed');
    for (const secret of ['sso-access-1', 'sso-refresh-1']) expect(everything).not.toContain(secret);
    expect(auth.authActor.getSnapshot().context.accessToken).toBeNull();
    expect(localStorage.getItem(TEST_USER_STORE_KEY)).toBeNull();
    expect(auth.isAuthenticated()).toBe(false);
  });
});

describe('two tabs (shared storage, one lock manager)', () => {
  function credentialsTab(locks: RefreshLockManager) {
    const actors = { revokeCredentials: fromPromise<void, TokensToRevoke>(({ input }) => postAccountLogout(input)) };
    const authActor = createActor(authMachine.provide({ actors }), { input: readStoredSession() }).start();
    const handler = createUnauthorizedHandler({
      authActor,
      readSingleSignOnTokens: () => null,
      renewSingleSignOn: () => Promise.reject(new Error('no single sign-on here')),
      coordinator: createRefreshCoordinator<void>({ locks }),
    });
    return { authActor, handler };
  }

  const unauthorized = (token: string) => ({
    request: new Request(`${API}/administrations`, { headers: { Authorization: `Bearer ${token}` } }),
  });

  it('credentials: both tabs get a 401 at once → one rotation, both recover with the same pair', async () => {
    seedCredentials('at-1', 'rt-1');
    const locks = createInMemoryLockManager();
    const a = credentialsTab(locks);
    const b = credentialsTab(locks);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => a.handler(unauthorized('at-1'))),
      ...Array.from({ length: 10 }, () => b.handler(unauthorized('at-1'))),
    ]);
    report('credentials, 2 tabs x 10 concurrent 401s', { refreshCalls: backend.refreshCalls });
    expect(results.every(Boolean)).toBe(true);
    expect(backend.refreshCalls).toBe(1);
    expect(a.authActor.getSnapshot().context).toMatchObject({ accessToken: 'at-2', refreshToken: 'rt-2' });
    expect(b.authActor.getSnapshot().context).toMatchObject({ accessToken: 'at-2', refreshToken: 'rt-2' });
    expect(localStorage.getItem('refreshToken')).toBe('rt-2');
  });

  it('credentials: a tab that learns of the 401 after the other rotated adopts, and spends nothing', async () => {
    seedCredentials('at-1', 'rt-1');
    const locks = createInMemoryLockManager();
    const a = credentialsTab(locks);
    const b = credentialsTab(locks);
    expect(await a.handler(unauthorized('at-1'))).toBe(true);
    expect(await b.handler(unauthorized('at-1'))).toBe(true);
    expect(backend.refreshCalls).toBe(1);
    expect(b.authActor.getSnapshot().context.refreshToken).toBe('rt-2');
  });

  it('credentials: a tab signs out while another refreshes → the new pair is never written back, and is revoked', async () => {
    seedCredentials('at-1', 'rt-1');
    const locks = createInMemoryLockManager();
    const a = credentialsTab(locks);
    const b = credentialsTab(locks);
    const held = deferred();
    backend.answerGate = held.promise;
    const refreshing = b.handler(unauthorized('at-1'));
    await vi.waitFor(() => expect(backend.refreshCalls).toBe(1));
    // The pair rt-2/at-2 is issued and on its way to tab B when tab A signs out.
    a.authActor.send({ type: 'LOGOUT' });
    held.resolve();
    expect(await refreshing).toBe(false);
    expect(readStoredSession()).toEqual({ accessToken: null, refreshToken: null, isKeycloakAuth: false });
    expect(b.authActor.getSnapshot().context).toMatchObject({ accessToken: null, refreshToken: null });
    // Tab A revoked what it held; tab B revoked the pair that came too late.
    await vi.waitFor(() => expect(backend.revoked.sort()).toEqual(['rt-1', 'rt-2']));
  });

  function ssoTab(locks: RefreshLockManager, automaticSilentRenew = false) {
    const settings = {
      ...createUserManagerSettings(TEST_RUNTIME_CONFIG, window.location),
      ...QUIET_TEST_SETTINGS,
      automaticSilentRenew,
    };
    return new CoordinatedUserManager(settings, createRefreshCoordinator<User | null>({ locks }));
  }

  it('single sign-on: both tabs renew at once → one token request', async () => {
    storeUser(makeUser({ accessToken: 'sso-access-1', refreshToken: 'sso-refresh-1' }));
    const locks = createInMemoryLockManager();
    const a = ssoTab(locks);
    const b = ssoTab(locks);
    await Promise.all([a.getUser(), b.getUser()]);
    const users = await Promise.all([a.signinSilent(), b.signinSilent(), a.signinSilent(), b.signinSilent()]);
    report('single sign-on, 2 tabs renewing at once', { tokenCalls: backend.tokenCalls });
    expect(backend.tokenCalls).toBe(1);
    expect(users.map((user) => user?.refresh_token)).toEqual(['sso-refresh-2', 'sso-refresh-2', 'sso-refresh-2', 'sso-refresh-2']);
  });

  it('single sign-on: a tab signs out while another renews → the renewed user is not stored, and its refresh token is revoked', async () => {
    storeUser(makeUser({ accessToken: 'sso-access-1', refreshToken: 'sso-refresh-1' }));
    const b = ssoTab(createInMemoryLockManager());
    await b.getUser();
    const held = deferred();
    backend.answerGate = held.promise;
    const renewing = b.signinSilent();
    await vi.waitFor(() => expect(backend.tokenCalls).toBe(1));
    // What tab A's sign-out leaves in the shared storage.
    localStorage.removeItem(TEST_USER_STORE_KEY);
    markSignedOut(localStorage);
    held.resolve();
    await expect(renewing).rejects.toBeInstanceOf(SessionEndedElsewhereError);
    expect(localStorage.getItem(TEST_USER_STORE_KEY)).toBeNull();
    expect(backend.revoked).toEqual(['sso-refresh-2']);
  });

  it('single sign-on: the automatic renewal before expiry goes through the lock too', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: Date.now() });
    try {
      const user = makeUser({ accessToken: 'sso-access-1', refreshToken: 'sso-refresh-1', expiresIn: 61 });
      storeUser(user);
      const locks = createInMemoryLockManager();
      const a = ssoTab(locks, true);
      const b = ssoTab(locks, true);
      // Each tab loads the stored user, which arms its "expiring" timer (60 s before expiry).
      await a.getUser(true);
      await b.getUser(true);
      const renewed = new Promise<void>((resolve) => {
        let count = 0;
        const done = () => {
          if (++count === 2) resolve();
        };
        a.events.addUserLoaded(done);
        b.events.addUserLoaded(done);
      });
      await vi.advanceTimersByTimeAsync(2_000);
      await renewed;
      report('single sign-on, automatic renewal in 2 tabs', { tokenCalls: backend.tokenCalls });
      expect(backend.tokenCalls).toBe(1);
      expect(readSingleSignOnTokens(TEST_USER_STORE_KEY)?.refreshToken).toBe('sso-refresh-2');
      a.stopSilentRenew();
      b.stopSilentRenew();
      await a.events.unload();
      await b.events.unload();
    } finally {
      vi.useRealTimers();
    }
  });

  it('single sign-on: a 401 for a token another tab already replaced is retried without renewing', async () => {
    storeUser(makeUser({ accessToken: 'sso-access-9', refreshToken: 'sso-refresh-9' }));
    const authActor = createActor(authMachine, { input: readStoredSession() }).start();
    const renew = vi.fn(async () => null);
    const handler = createUnauthorizedHandler({
      authActor,
      readSingleSignOnTokens: () => readSingleSignOnTokens(TEST_USER_STORE_KEY),
      renewSingleSignOn: renew,
      coordinator: createRefreshCoordinator<void>({ locks: createInMemoryLockManager() }),
    });
    expect(await handler(unauthorized('sso-access-8'))).toBe(true);
    expect(renew).not.toHaveBeenCalled();
  });
});

describe('the stored user is a User oidc-client-ts can read back', () => {
  it('round-trips through storage', () => {
    const user = makeUser();
    storeUser(user);
    expect(User.fromStorageString(localStorage.getItem(TEST_USER_STORE_KEY) ?? '').access_token).toBe('sso-access-1');
  });
});
