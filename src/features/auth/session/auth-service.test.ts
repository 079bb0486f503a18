import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { type INavigator, UserManager } from 'oidc-client-ts';
import { currentAccessToken } from '@/api/tokens';
import { setRuntimeConfig } from '@/lib/config';
import { type AuthService, PROVIDER_SIGN_OUT_EVERYWHERE_PATH, startAuth } from './auth-service';
import { createUserManagerSettings } from './user-manager-settings';
import {
  fakeIdToken,
  makeUser,
  TEST_AUTHORITY,
  QUIET_TEST_SETTINGS,
  setAddress,
  storeUser,
  TEST_API_ROOT,
  TEST_METADATA,
  TEST_RUNTIME_CONFIG,
  TEST_USER_STORE_KEY,
} from './test-helpers';

const tokenRequests: URLSearchParams[] = [];
/** Refresh tokens revoked at sign-out (POST /account/logout and the provider's revocation endpoint). */
const revoked: string[] = [];

const server = setupServer(
  http.post(`${TEST_API_ROOT}/account/logout`, async ({ request }) => {
    revoked.push(new URLSearchParams(await request.text()).get('refresh_token') ?? '');
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(TEST_METADATA.revocation_endpoint, async ({ request }) => {
    revoked.push(new URLSearchParams(await request.text()).get('token') ?? '');
    return new HttpResponse(null, { status: 200 });
  }),
  http.post(TEST_METADATA.token_endpoint, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    tokenRequests.push(form);
    if (form.get('grant_type') !== 'authorization_code' || form.get('code') !== 'good-code') {
      return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
    }
    return HttpResponse.json({
      access_token: 'sso-access-new',
      refresh_token: 'sso-refresh-new',
      id_token: fakeIdToken({ name: 'Anna de Vries', email: 'anna@example.test' }),
      token_type: 'Bearer',
      expires_in: 300,
      scope: 'openid profile email offline_access',
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let service: AuthService | undefined;

beforeEach(() => {
  tokenRequests.length = 0;
  localStorage.clear();
  setAddress('/');
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
});

afterEach(() => {
  service?.stop();
  service = undefined;
});

function start(settings = {}): AuthService {
  service = startAuth(TEST_RUNTIME_CONFIG, { settings: { ...QUIET_TEST_SETTINGS, ...settings }, onSignedIn: () => undefined }); // no account to read the kept language from
  return service;
}

/** Begins a sign-in the way the browser would (from `returnTo`), and returns the state the provider echoes back. */
async function beginSignIn(returnTo: string): Promise<string> {
  let authorizeUrl = '';
  const navigator: INavigator = {
    prepare: async () => ({
      navigate: async ({ url }) => {
        authorizeUrl = url;
        return { url: '' };
      },
      close: () => undefined,
    }),
    callback: async () => undefined,
  };
  const origin = window.location.origin;
  const userManager = new UserManager(
    { ...createUserManagerSettings(TEST_RUNTIME_CONFIG, { origin }), ...QUIET_TEST_SETTINGS },
    navigator,
  );
  await userManager.signinRedirect({ state: { returnTo } });
  return new URL(authorizeUrl).searchParams.get('state') ?? '';
}

describe('startAuth', () => {
  it('without any session: loaded, not authenticated', async () => {
    const auth = start();
    expect(auth.isAuthenticated()).toBe(false);
    await auth.waitUntilLoaded();
    expect(auth.isAuthenticated()).toBe(false);
    expect(auth.signInActor.getSnapshot().context.isLoading).toBe(false);
  });

  it('restores a credentials session from local storage; the bearer token is the machine’s', async () => {
    localStorage.setItem('accessToken', 'at-1');
    localStorage.setItem('refreshToken', 'rt-1');
    localStorage.setItem('isKeycloakAuth', 'false');
    const auth = start();
    await auth.waitUntilLoaded();
    expect(auth.isAuthenticated()).toBe(true);
    auth.authActor.send({ type: 'TOKENS_UPDATED', accessToken: 'at-2', refreshToken: 'rt-2' });
    expect(currentAccessToken()).toBe('at-2');
  });

  it('a stored single-sign-on user becomes the auth state (SSO_SET with the profile as userInfo)', async () => {
    storeUser(makeUser());
    const auth = start();
    await auth.waitUntilLoaded();
    expect(auth.authActor.getSnapshot().context).toMatchObject({
      accessToken: 'sso-access-1',
      refreshToken: 'sso-refresh-1',
      isKeycloakAuth: true,
      userInfo: expect.objectContaining({ sub: 'usr-anna', name: 'Anna de Vries' }),
    });
    expect(auth.isAuthenticated()).toBe(true);
  });

  it('completes a sign-in callback end to end: code exchanged with PKCE, user stored, address cleaned, the page it began on kept', async () => {
    const state = await beginSignIn('/customers/c-1?tab=notes');
    setAddress(`/auth/callback?code=good-code&state=${state}&session_state=abc&iss=${encodeURIComponent(TEST_METADATA.issuer)}`);
    const auth = start();
    await auth.waitUntilLoaded();
    const provider = auth.signInActor.getSnapshot().context;
    expect(provider).toMatchObject({ isAuthenticated: true, isLoading: false, error: null });
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]?.get('code_verifier')).toMatch(/^[A-Za-z0-9]{43,128}$/);
    // The one registered address, whatever page the sign-in began on (RFC 9700 §2.1).
    expect(tokenRequests[0]?.get('redirect_uri')).toBe(`${window.location.origin}/auth/callback`);
    expect(auth.authActor.getSnapshot().context).toMatchObject({
      accessToken: 'sso-access-new',
      refreshToken: 'sso-refresh-new',
      isKeycloakAuth: true,
      userInfo: expect.objectContaining({ sub: 'usr-anna', email: 'anna@example.test' }),
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/auth/callback');
    expect(auth.ssoReturnTo()).toBe('/customers/c-1?tab=notes');
    expect(localStorage.getItem(TEST_USER_STORE_KEY)).toContain('sso-access-new');
    // Only the auth keys and oidc-client-ts's own keys were written.
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
    expect(keys.filter((key) => !key.startsWith('oidc.')).sort()).toEqual(['accessToken', 'isKeycloakAuth', 'refreshToken']);
  });

  it("a replayed callback (its state already used) is 'Sign-in failed' and leaves no session", async () => {
    const state = await beginSignIn('/');
    setAddress(`/?code=good-code&state=${state}`);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = start({ silentRequestTimeoutInSeconds: 0.1 });
    await first.waitUntilLoaded();
    expect(first.isAuthenticated()).toBe(true);
    await first.signOut();
    first.stop();
    expect(localStorage.getItem(TEST_USER_STORE_KEY)).toBeNull();

    setAddress(`/?code=good-code&state=${state}`);
    const auth = start();
    await auth.waitUntilLoaded();
    expect(tokenRequests).toHaveLength(1);
    expect(auth.signInActor.getSnapshot().context.error?.message).toBe('Sign-in failed');
    expect(auth.isAuthenticated()).toBe(false);
  });

  it('a renewed user updates the tokens; a user of another subject replaces the session', async () => {
    storeUser(makeUser());
    const auth = start();
    await auth.waitUntilLoaded();
    const renewed = makeUser({ accessToken: 'sso-access-2', refreshToken: 'sso-refresh-2' });
    await auth.userManager.events.load(renewed);
    expect(auth.authActor.getSnapshot().context).toMatchObject({ accessToken: 'sso-access-2', refreshToken: 'sso-refresh-2' });
    const other = makeUser({ accessToken: 'sso-access-bob' });
    other.profile = { ...other.profile, sub: 'usr-bob', name: 'Bob' };
    await auth.userManager.events.load(other);
    expect(auth.authActor.getSnapshot().context).toMatchObject({
      accessToken: 'sso-access-bob',
      userInfo: expect.objectContaining({ sub: 'usr-bob' }),
    });
    await auth.userManager.events.unload();
  });

  it('serves the sign-in screens: completeCredentialsSignIn and signInWithSso', async () => {
    const auth = start();
    await auth.waitUntilLoaded();
    auth.completeCredentialsSignIn({ accessToken: 'at-9', refreshToken: 'rt-9' });
    expect(auth.authActor.getSnapshot().context).toMatchObject({ accessToken: 'at-9', isKeycloakAuth: false });
    expect(auth.isAuthenticated()).toBe(true);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, replace: assign, href: window.location.href });
    await auth.signInWithSso();
    expect(auth.signInActor.getSnapshot().context).toMatchObject({ isLoading: true, activeNavigator: 'signinRedirect' });
  });

  it('a sign-in requested while the stored user is still loading is not lost', async () => {
    const auth = start();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, replace: assign, href: window.location.href });
    expect(auth.signInActor.getSnapshot().matches('ready')).toBe(false);
    await auth.signInWithSso('/dashboard');
    expect(auth.signInActor.getSnapshot().context).toMatchObject({ isLoading: true, activeNavigator: 'signinRedirect' });
  });

  it('signOut of a credentials session clears it, revokes its refresh token at the API, and resolves', async () => {
    localStorage.setItem('accessToken', 'at-1');
    localStorage.setItem('refreshToken', 'rt-1');
    revoked.length = 0;
    const auth = start();
    await auth.signOut();
    expect(auth.isAuthenticated()).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(revoked).toEqual(['rt-1']);
  });

  it('signOut removes every unsaved draft kept in the browser, so the next person never restores one', async () => {
    localStorage.setItem('accessToken', 'at-1');
    localStorage.setItem('refreshToken', 'rt-1');
    localStorage.setItem('draft:usr-anna:template:adm-nl-001:tpl-1', '{"name":"Herinnering"}');
    localStorage.setItem('administrationId', 'adm-nl-001');
    const auth = start();
    await auth.signOut();
    expect(localStorage.getItem('draft:usr-anna:template:adm-nl-001:tpl-1')).toBeNull();
    expect(localStorage.getItem('administrationId')).toBe('adm-nl-001');
  });

  it('a session that ended by itself keeps the drafts for the same user signing in again', async () => {
    localStorage.setItem('accessToken', 'at-1');
    localStorage.setItem('refreshToken', 'rt-1');
    localStorage.setItem('draft:usr-anna:form:customer:adm-nl-001:cus-1', '{}');
    const auth = start();
    await auth.signOut({ sessionEnded: true });
    expect(auth.isAuthenticated()).toBe(false);
    expect(localStorage.getItem('draft:usr-anna:form:customer:adm-nl-001:cus-1')).toBe('{}');
  });

  it('signOut resolves even when the service is stopped before the revocation answered', async () => {
    localStorage.setItem('accessToken', 'at-1');
    localStorage.setItem('refreshToken', 'rt-1');
    const never = new Promise<void>(() => undefined);
    const auth = startAuth(TEST_RUNTIME_CONFIG, { settings: QUIET_TEST_SETTINGS, revokeCredentials: () => never });
    const signingOut = auth.signOut();
    auth.stop();
    await expect(signingOut).resolves.toBeUndefined();
  });

  it('signing out everywhere asks the provider to end every grant of a single-sign-on user first; a refusal keeps the session', async () => {
    const everywhere: (string | null)[] = [];
    let status = 500;
    server.use(
      http.post(`${TEST_AUTHORITY}${PROVIDER_SIGN_OUT_EVERYWHERE_PATH}`, ({ request }) => {
        everywhere.push(request.headers.get('Authorization'));
        return new HttpResponse(null, { status });
      }),
    );
    storeUser(makeUser());
    const auth = start();
    await auth.waitUntilLoaded();
    await expect(auth.signOut({ everywhere: true })).rejects.toThrow(/refused to end every session \(500\)/);
    expect(auth.isAuthenticated()).toBe(true);
    status = 204;
    await auth.signOut({ everywhere: true });
    expect(everywhere).toEqual(['Bearer sso-access-1', 'Bearer sso-access-1']);
    expect(auth.isAuthenticated()).toBe(false);
  });

  it('signing out everywhere from a credentials session asks the provider nothing (the API ended its tokens)', async () => {
    localStorage.setItem('accessToken', 'at-1');
    localStorage.setItem('refreshToken', 'rt-1');
    const auth = start();
    // The server refuses any request it has no handler for: a call to the provider would fail here.
    await auth.signOut({ everywhere: true });
    expect(auth.isAuthenticated()).toBe(false);
  });

  it('signed out at the provider (session monitor) → LOGOUT here', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeUser(makeUser());
    const auth = start({ silentRequestTimeoutInSeconds: 0.1 });
    await auth.waitUntilLoaded();
    expect(auth.authActor.getSnapshot().context.isKeycloakAuth).toBe(true);
    await auth.userManager.events._raiseUserSignedOut();
    expect(auth.authActor.getSnapshot().context).toMatchObject({ accessToken: null, isKeycloakAuth: false });
    expect(auth.isAuthenticated()).toBe(false);
    await vi.waitFor(() => expect(auth.authActor.getSnapshot().matches('idle')).toBe(true));
  });

  it('stop() detaches the token source', () => {
    const auth = start();
    auth.authActor.send({ type: 'CREDENTIALS_SET', accessToken: 'at-live', refreshToken: 'rt' });
    expect(currentAccessToken()).toBe('at-live');
    auth.stop();
    service = undefined;
    localStorage.clear();
    expect(currentAccessToken()).toBeNull();
  });
});
