import type { BrowserContext, Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { IDP } from './addresses';
import { expect, test } from './fixtures';

const PASSWORD = 'Receivables!2026';
const ANNA = 'anna.devries@example.com';
const JAMES = 'james.whitfield@example.com';
/** The mock's seeded TOTP secret for James (mocks/seed/accounts.ts). */
const JAMES_TOTP_SECRET = '36KGNSAXUWPQQVXMHFRTFZS6LVDPYOZZ';
const SSO_USER_KEY = `oidc.user:${IDP}:receivables-web`;
/** The templates list answers 401 this many times, as if the access token had expired. */
const templates401 = (times: number) => ({ method: 'GET', path: '*/administrations/:administrationId/templates', status: 401, times });

// These journeys are about signing in: they start as a visitor.
test.use({ signedIn: false });

const templateCards = (page: Page) => page.getByRole('list', { name: 'Templates' }).getByRole('article');

function refreshGrants(context: BrowserContext): { count: () => number } {
  let count = 0;
  context.on('request', (request) => {
    if (request.url() === `${IDP}/token` && request.postData()?.includes('grant_type=refresh_token')) count += 1;
  });
  return { count: () => count };
}

async function signInWithSso(page: Page, email = ANNA) {
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await page.waitForURL(`${IDP}/**`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signInWithCredentials(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).sort());
}

async function storedSsoUser(page: Page): Promise<{ access_token: string; refresh_token: string } | null> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SSO_USER_KEY);
}

test.describe('single sign-on (authorization code + PKCE against the local identity provider)', () => {
  test('signs in with PKCE S256, cleans the address bar, and a reload keeps the session', async ({ page, baseURL }) => {
    const tokenUrls: string[] = [];
    page.on('request', (request) => tokenUrls.push(request.url()));
    const authorize = page.waitForRequest((request) => request.url().startsWith(`${IDP}/auth?`));

    await page.goto('/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await signInWithSso(page);

    const params = new URL((await authorize).url()).searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // One registered address (RFC 9700 §2.1); the page the user wanted travels in the state.
    expect(params.get('redirect_uri')).toBe(`${baseURL}/auth/callback`);
    expect(params.get('scope')).toBe('openid profile email');

    await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
    await expect(templateCards(page).first()).toBeVisible();
    expect(page.url()).toBe(`${baseURL}/templates`);
    const user = await storedSsoUser(page);
    expect(user?.access_token.split('.')).toHaveLength(3);
    // No token ever travelled in a URL.
    for (const url of tokenUrls) {
      expect(url).not.toContain(user!.access_token);
      expect(url).not.toContain(user!.refresh_token);
      expect(url).not.toMatch(/(access|refresh|id)_token=/);
    }
    expect(await storedKeys(page)).toEqual(expect.arrayContaining(['accessToken', 'isKeycloakAuth', 'refreshToken', SSO_USER_KEY]));

    await page.reload();
    await expect(templateCards(page).first()).toBeVisible();
    expect(page.url()).toBe(`${baseURL}/templates`);
  });

  test('renews silently before the access token expires', async ({ page, context }) => {
    test.setTimeout(60_000);
    const grants = refreshGrants(context);
    await page.goto('/dashboard');
    await signInWithSso(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const before = await storedSsoUser(page);
    // Access tokens live 75 s in the e2e provider; renewal starts 60 s before expiry.
    await expect.poll(() => grants.count(), { timeout: 40_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await storedSsoUser(page))?.access_token, { timeout: 5_000 }).not.toBe(before?.access_token);
  });

  test('an access token answered 401 is renewed and the request succeeds', async ({ page, context, mockApi }) => {
    const grants = refreshGrants(context);
    await page.goto('/dashboard');
    await signInWithSso(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await mockApi.fault(templates401(1));
    await page.getByRole('link', { name: 'Templates' }).click();
    await expect(templateCards(page).first()).toBeVisible();
    expect(grants.count()).toBe(1);
  });

  test('signing out revokes the refresh token and ends the session at the provider (with id_token_hint)', async ({ page }) => {
    const endSession = page.waitForRequest((request) => request.url().startsWith(`${IDP}/session/end?`));
    await page.goto('/dashboard');
    await signInWithSso(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const before = await storedSsoUser(page);
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await storedKeys(page)).not.toEqual(expect.arrayContaining(['accessToken']));
    expect(await storedSsoUser(page)).toBeNull();
    // The provider session is ended by the hidden frame with the id token as hint (as Keycloak needs).
    expect(new URL((await endSession).url()).searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // The refresh token the browser held is dead at the provider.
    const reuse = await page.request.post(`${IDP}/token`, {
      form: { client_id: 'receivables-web', grant_type: 'refresh_token', refresh_token: before?.refresh_token ?? '' },
    });
    expect(reuse.status()).toBe(400);
    expect(await reuse.json()).toMatchObject({ error: 'invalid_grant' });
    // The provider asks for the password again: its session is gone, not just ours.
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await page.waitForURL(`${IDP}/**`);
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('a tampered state is refused with "Sign-in failed"', async ({ page }) => {
    await page.goto('/login?code=forged-code&state=tampered-state');
    await expect(page.getByRole('alert')).toContainText('Sign-in failed');
    expect(page.url()).not.toContain('code=');
    expect(page.url()).not.toContain('state=');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('two tabs hitting 401 at once rotate the refresh token once', async ({ page, context, mockApi, stack }) => {
    const grants = refreshGrants(context);
    await page.goto('/dashboard');
    await signInWithSso(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const second = await context.newPage();
    await second.goto('/dashboard');
    await expect(second.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // Both tabs' first requests for the list are held until both were sent, then answered 401
    // together, so neither tab's retry can meet one of the two injected 401s: each tab sees
    // exactly one, at the same time.
    let sent = 0;
    let releaseBoth = () => {};
    const bothSent = new Promise<void>((resolve) => (releaseBoth = resolve));
    const templatesList = (url: URL) => url.origin === stack.apiOrigin && /\/administrations\/[^/]+\/templates$/.test(url.pathname);
    await context.route(templatesList, async (route) => {
      if (route.request().method() === 'GET' && ++sent <= 2) {
        if (sent === 2) releaseBoth();
        await bothSent;
      }
      await route.continue();
    });
    await mockApi.fault(templates401(2));
    await Promise.all([page.goto('/templates'), second.goto('/templates')]);
    await expect(templateCards(page).first()).toBeVisible();
    await expect(templateCards(second).first()).toBeVisible();
    expect(grants.count()).toBe(1);
  });
});

test.describe('sign-out reaches every tab', () => {
  async function signedInTwice(page: Page, context: BrowserContext) {
    await page.goto('/login');
    await signInWithCredentials(page, ANNA);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const second = await context.newPage();
    await second.goto('/templates');
    await expect(templateCards(second).first()).toBeVisible();
    return second;
  }

  async function signOut(page: Page) {
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  }

  test('signing out in one tab signs the other out at once, and the old refresh token is refused by the API', async ({ page, context, stack }) => {
    const second = await signedInTwice(page, context);
    const tokens = await page.evaluate(() => ({ access: localStorage.getItem('accessToken'), refresh: localStorage.getItem('refreshToken') }));
    await signOut(page);
    // No reload, no request needed: the other tab heard the sign-out.
    await expect(second.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(second.getByRole('list', { name: 'Templates' })).toHaveCount(0);
    const refused = await second.request.post(`${stack.apiRoot}/account/refresh`, {
      form: { access_token: tokens.access ?? '', refresh_token: tokens.refresh ?? '' },
    });
    expect(refused.status()).toBe(401);
  });

  test('a tab renewing while another signs out does not write the session back', async ({ page, context, mockApi, stack }) => {
    const second = await signedInTwice(page, context);
    // The second tab's refresh is answered by the API, but the answer is held until the first tab signed out.
    let releaseRefresh = () => {};
    const held = new Promise<void>((resolve) => (releaseRefresh = resolve));
    let refreshReached!: () => void;
    const reached = new Promise<void>((resolve) => (refreshReached = resolve));
    await second.route(`${stack.apiRoot}/account/refresh`, async (route) => {
      const response = await route.fetch();
      refreshReached();
      await held;
      await route.fulfill({ response });
    });
    await mockApi.fault(templates401(1));
    await second.goto('/templates');
    await reached;
    await signOut(page);
    releaseRefresh();
    await expect(second.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // Give the held answer every chance to be written back: it never is.
    await second.waitForTimeout(500);
    for (const tab of [page, second]) {
      expect(await tab.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});

test.describe('session monitoring (check-session frame, OpenID Session Management)', () => {
  test('a session ended at the provider (in another tab) signs the app out within seconds', async ({ page, context }) => {
    await page.goto('/dashboard');
    await signInWithSso(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const provider = await context.newPage();
    await provider.goto(`${IDP}/session/end`);
    await provider.getByRole('button', { name: 'Sign out' }).click();
    await expect(provider.getByRole('heading', { name: 'Signed out' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 10_000 });
    expect(await storedSsoUser(page)).toBeNull();
  });

  test('a "changed" answer with the provider session still alive is checked silently and keeps the user signed in', async ({ page, context }) => {
    await page.goto('/dashboard');
    await signInWithSso(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const silentCheck = page.waitForRequest(
      (request) => request.url().startsWith(`${IDP}/auth?`) && new URL(request.url()).searchParams.get('prompt') === 'none',
      { timeout: 10_000 },
    );
    // The browser state the frame compares against changes (as when the provider re-issues it).
    await context.addCookies([{ name: 'op_browser_state', value: 'something-else', url: IDP }]);
    const check = new URL((await silentCheck).url()).searchParams;
    expect(check.get('redirect_uri')).toBe(`${new URL(page.url()).origin}/auth/silent-callback.html`);
    await page.waitForTimeout(3_000);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await storedSsoUser(page)).not.toBeNull();
  });
});

test.describe('credentials sign-in', () => {
  test('signs in without two-factor and goes where the visit was going', async ({ page }) => {
    await page.goto('/templates');
    await signInWithCredentials(page, ANNA);
    await expect(templateCards(page).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('isKeycloakAuth'))).toBe('false');
  });

  test('signs in with a TOTP code when two-factor is on', async ({ page }) => {
    await page.goto('/login');
    await signInWithCredentials(page, JAMES);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    const code = new TOTP({ secret: JAMES_TOTP_SECRET, digits: 6, period: 30 }).generate();
    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('an expired access token is refreshed with /account/refresh and the request retried', async ({ page, mockApi }) => {
    await page.goto('/login');
    await signInWithCredentials(page, ANNA);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const before = await page.evaluate(() => localStorage.getItem('refreshToken'));
    const refresh = page.waitForResponse((response) => response.url().endsWith('/account/refresh'));
    await mockApi.fault(templates401(1));
    await page.getByRole('link', { name: 'Templates' }).click();
    expect((await refresh).status()).toBe(200);
    await expect(templateCards(page).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(before);
  });

  test('a failed refresh signs out and returns to login', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('accessToken', 'expired-access-token');
        localStorage.setItem('refreshToken', 'spent-refresh-token');
        localStorage.setItem('isKeycloakAuth', 'false');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  });

  test('a wrong password says so and keeps the email', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(ANNA);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(ANNA);
  });
});
