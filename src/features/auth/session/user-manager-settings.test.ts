import { type INavigator, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { createActor, toPromise } from 'xstate';
import { createSignInProviderActors } from './sign-in-provider.actors';
import { createUserManagerSettings, SSO_SCOPE } from './user-manager-settings';
import { makeUser, QUIET_TEST_SETTINGS, setAddress, storeUser, TEST_RUNTIME_CONFIG, TEST_USER_STORE_KEY } from './test-helpers';

const location = { origin: 'https://app.example.test', pathname: '/customers/c-1' };

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
  return { userManager: new UserManager(settings, navigator, navigator, navigator), urls };
}

const TOKEN_PARAMS = ['access_token', 'refresh_token', 'id_token', 'id_token_hint', 'token'];

beforeEach(() => {
  localStorage.clear();
  setAddress('/');
});

describe('createUserManagerSettings (SPEC §9)', () => {
  it('has the single-sign-on constants', () => {
    const settings = createUserManagerSettings(TEST_RUNTIME_CONFIG, location);
    expect(settings).toMatchObject({
      authority: 'http://auth.test/realms/receivables',
      client_id: 'receivables-web',
      redirect_uri: 'https://app.example.test/customers/c-1',
      post_logout_redirect_uri: 'https://app.example.test/customers/c-1',
      response_type: 'code',
      scope: 'openid profile email offline_access',
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

  it('can send the browser to /login after sign-out', () => {
    const settings = createUserManagerSettings(TEST_RUNTIME_CONFIG, location, { postLogoutPath: '/login' });
    expect(settings.post_logout_redirect_uri).toBe('https://app.example.test/login');
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
    expect(params.get('scope')).toBe(SSO_SCOPE);
    expect(params.get('client_id')).toBe('receivables-web');
    expect(params.get('redirect_uri')).toBe('https://app.example.test/customers/c-1');
    expect(params.get('state')).toBeTruthy();
    expect(params.get('response_mode')).toBe('query'); // the code comes back in the query, never in a fragment
    for (const name of TOKEN_PARAMS) expect(params.has(name)).toBe(false);
    // The verifier stays in this browser, with the state, for the token request.
    const stored = JSON.parse(localStorage.getItem(`oidc.${params.get('state')}`) ?? '{}') as { code_verifier?: string };
    expect(stored.code_verifier).toMatch(/^[A-Za-z0-9]{43,128}$/);
  });

  it('returns to the path current when the sign-in starts, not when the UserManager was made', async () => {
    const { userManager, urls } = userManagerCapturing({ origin: window.location.origin, pathname: '/' });
    setAddress('/invoices/i-9?tab=notes');
    const actor = createActor(createSignInProviderActors(userManager).signinRedirect, { input: undefined });
    actor.start();
    await toPromise(actor);
    expect(new URL(urls[0] ?? '').searchParams.get('redirect_uri')).toBe(`${window.location.origin}/invoices/i-9`);
  });

  it('signs out without putting the id token in the end-session URL', async () => {
    const { userManager, urls } = userManagerCapturing();
    storeUser(makeUser());
    const actor = createActor(createSignInProviderActors(userManager).signoutRedirect, { input: undefined });
    actor.start();
    await toPromise(actor);
    const url = new URL(urls[0] ?? '');
    expect(url.pathname).toBe('/realms/receivables/protocol/openid-connect/logout');
    expect(url.searchParams.get('client_id')).toBe('receivables-web');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('https://app.example.test/customers/c-1');
    for (const name of TOKEN_PARAMS) expect(url.searchParams.has(name)).toBe(false);
    expect(localStorage.getItem(TEST_USER_STORE_KEY)).toBeNull();
  });

  it('silent sign-out sends no id token either (oidc-client-ts would add it from the stored user)', async () => {
    const { userManager, urls } = userManagerCapturing();
    storeUser(makeUser());
    // The fake frame answers nothing useful, so the sign-out itself fails; the URL is what matters.
    const actor = createActor(createSignInProviderActors(userManager).signoutSilent, { input: undefined });
    actor.start();
    await toPromise(actor).catch(() => undefined);
    expect(urls).toHaveLength(1);
    const url = new URL(urls[0] ?? '');
    for (const name of TOKEN_PARAMS) expect(url.searchParams.has(name)).toBe(false);
  });
});
