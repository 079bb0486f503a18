import { type INavigator, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { createActor, toPromise } from 'xstate';
import { createSignInProviderActors } from './sign-in-provider.actors';
import { createUserManagerSettings, ssoScope } from './user-manager-settings';
import { makeUser, QUIET_TEST_SETTINGS, setAddress, storeUser, TEST_RUNTIME_CONFIG, TEST_USER_STORE_KEY, revocable } from './test-helpers';

const location = { origin: 'https://app.example.test' };

/** A navigator that records where oidc-client-ts would send the browser instead of going there. */
function capturingNavigator() {
  const urls: string[] = [];
  const navigator: INavigator = {
    prepare: async () => ({
      navigate: async ({ url }) => {
        urls.push(url);
        return { url: '' };
      },
      close: () => undefined,
    }),
    callback: async () => undefined,
  };
  return { navigator, urls };
}

function userManagerCapturing(settingsLocation = location) {
  const { navigator, urls } = capturingNavigator();
  const settings = { ...createUserManagerSettings(TEST_RUNTIME_CONFIG, settingsLocation), ...QUIET_TEST_SETTINGS };
  return { userManager: revocable(new UserManager(settings, navigator, navigator, navigator)), urls };
}

const TOKEN_PARAMS = ['access_token', 'refresh_token', 'id_token', 'id_token_hint', 'token'];

beforeEach(() => {
  localStorage.clear();
  setAddress('/');
});

describe('createUserManagerSettings (SPEC §9)', () => {
  it('has the single-sign-on constants and the fixed callback addresses', () => {
    const settings = createUserManagerSettings(TEST_RUNTIME_CONFIG, location);
    expect(settings).toMatchObject({
      authority: 'http://auth.test/realms/receivables',
      client_id: 'receivables-web',
      redirect_uri: 'https://app.example.test/auth/callback',
      post_logout_redirect_uri: 'https://app.example.test/auth/signed-out',
      silent_redirect_uri: 'https://app.example.test/auth/silent-callback.html',
      popup_post_logout_redirect_uri: 'https://app.example.test/auth/silent-callback.html',
      response_type: 'code',
      scope: 'openid profile email',
      accessTokenExpiringNotificationTimeInSeconds: 60,
      silentRequestTimeoutInSeconds: 10,
      automaticSilentRenew: true,
      staleStateAgeInSeconds: 900,
      monitorSession: true,
      checkSessionIntervalInSeconds: 2,
    });
    expect(settings.disablePKCE).toBeFalsy();
    expect(settings.userStore).toBeInstanceOf(WebStorageStateStore);
  });

  it('asks for offline_access only when the runtime configuration does', () => {
    expect(ssoScope(TEST_RUNTIME_CONFIG)).toBe('openid profile email');
    const offline = { ...TEST_RUNTIME_CONFIG, auth: { ...TEST_RUNTIME_CONFIG.auth, offlineAccess: true } };
    expect(createUserManagerSettings(offline, location).scope).toBe('openid profile email offline_access');
  });

  it('stores the single-sign-on user in local storage', async () => {
    const { userManager } = userManagerCapturing();
    await userManager.storeUser(makeUser());
    expect(localStorage.getItem(TEST_USER_STORE_KEY)).toContain('sso-access-1');
    expect(sessionStorage.length).toBe(0);
  });

  it('asks for an authorization code with PKCE S256, and puts no token in the URL', async () => {
    const { userManager, urls } = userManagerCapturing();
    await userManager.signinRedirect();
    expect(urls).toHaveLength(1);
    const url = new URL(urls[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('http://auth.test/realms/receivables/protocol/openid-connect/auth');
    const params = url.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('scope')).toBe('openid profile email');
    expect(params.get('client_id')).toBe('receivables-web');
    expect(params.get('redirect_uri')).toBe('https://app.example.test/auth/callback');
    expect(params.get('state')).toBeTruthy();
    expect(params.get('response_mode')).toBe('query'); // the code comes back in the query, never in a fragment
    for (const name of TOKEN_PARAMS) expect(params.has(name)).toBe(false);
    // The verifier stays in this browser, with the state, for the token request.
    const stored = JSON.parse(localStorage.getItem(`oidc.${params.get('state')}`) ?? '{}') as { code_verifier?: string };
    expect(stored.code_verifier).toMatch(/^[A-Za-z0-9]{43,128}$/);
  });

  it('returns to the one callback address from any page; the page travels in the stored state, not the URL', async () => {
    const { userManager, urls } = userManagerCapturing({ origin: window.location.origin });
    setAddress('/invoices/i-9?tab=notes');
    const actor = createActor(createSignInProviderActors(userManager).signinRedirect, { input: { state: { returnTo: '/invoices/i-9?tab=notes' } } });
    actor.start();
    await toPromise(actor);
    const params = new URL(urls[0] ?? '').searchParams;
    expect(params.get('redirect_uri')).toBe(`${window.location.origin}/auth/callback`);
    expect(urls[0]).not.toContain('invoices');
    const stored = JSON.parse(localStorage.getItem(`oidc.${params.get('state')}`) ?? '{}') as { data?: unknown };
    expect(stored.data).toEqual({ returnTo: '/invoices/i-9?tab=notes' });
  });

  it('revokes the refresh token first, then ends the provider session with id_token_hint (as Keycloak needs)', async () => {
    const { navigator, urls } = capturingNavigator();
    const settings = { ...createUserManagerSettings(TEST_RUNTIME_CONFIG, location), ...QUIET_TEST_SETTINGS };
    const revoked: string[] = [];
    const userManager = revocable(new UserManager(settings, navigator, navigator, navigator), revoked);
    const user = makeUser();
    storeUser(user);
    const actor = createActor(createSignInProviderActors(userManager).signoutSilent, { input: undefined });
    actor.start();
    await toPromise(actor).catch(() => undefined);
    expect(revoked).toEqual(['sso-refresh-1']);
    expect(urls).toHaveLength(1);
    const url = new URL(urls[0] ?? '');
    expect(url.pathname).toBe('/realms/receivables/protocol/openid-connect/logout');
    expect(url.searchParams.get('id_token_hint')).toBe(user.id_token);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('https://app.example.test/auth/silent-callback.html');
    for (const name of ['access_token', 'refresh_token', 'token']) expect(url.searchParams.has(name)).toBe(false);
    expect(localStorage.getItem(TEST_USER_STORE_KEY)).toBeNull();
  });

  it('a failed revocation is logged (without the token) and the provider session is ended all the same', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { userManager, urls } = userManagerCapturing();
    userManager.revokeRefreshToken = () => Promise.reject(new Error('network down'));
    storeUser(makeUser());
    const actor = createActor(createSignInProviderActors(userManager).signoutRedirect, { input: undefined });
    actor.start();
    await toPromise(actor);
    expect(urls).toHaveLength(1);
    expect(new URL(urls[0] ?? '').searchParams.get('post_logout_redirect_uri')).toBe('https://app.example.test/auth/signed-out');
    expect(error).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(error.mock.calls)).not.toContain('sso-refresh-1');
  });
});
