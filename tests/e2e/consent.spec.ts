import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Anna's password in the seeded mock (as in auth.spec.ts). */
const PASSWORD = 'Receivables!2026';

// A visitor's first visit: no session.
test.use({ signedIn: false });

/** The banner is hidden from bots (SPEC §9); Playwright's browser says it is one. */
async function asPerson(page: Page) {
  await page.addInitScript(() => Object.defineProperty(navigator, 'webdriver', { get: () => false }));
}

async function consentRecord(page: Page): Promise<{ categories: string[]; revision: number; consentId: string } | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cc_cookie');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
}

test.describe('cookie consent', () => {
  test('asks on the first visit, sets no analytics cookie before consent, and accept all records both categories', async ({ page }) => {
    await asPerson(page);
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!/^http:\/\/127\.0\.0\.1:/.test(request.url())) thirdParty.push(request.url());
    });
    await page.goto('/login');
    const accept = page.getByRole('button', { name: 'Accept all' });
    await expect(accept).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject all' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage preferences' })).toBeVisible();
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names.filter((n) => /^_ga|^_gid/.test(n))).toEqual([]);
    expect(await consentRecord(page)).toBeNull();

    await accept.click();
    await expect(accept).toBeHidden();
    const record = await consentRecord(page);
    expect(record?.categories.sort()).toEqual(['analytics', 'necessary']);
    expect(record?.consentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(thirdParty).toEqual([]);
  });

  test('reject all keeps the necessary category only and is not asked again', async ({ page }) => {
    await asPerson(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Reject all' }).click();
    expect((await consentRecord(page))?.categories).toEqual(['necessary']);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept all' })).toBeHidden();
  });

  test('preferences: save a selection from the modal', async ({ page }) => {
    await asPerson(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Manage preferences' }).click();
    await expect(page.getByRole('button', { name: 'Save preferences' })).toBeVisible();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    expect((await consentRecord(page))?.categories).toEqual(['necessary']);
  });
});

type RuntimeConfig = { consentRevision?: number; analyticsId?: string } & Record<string, unknown>;

async function servedConfig(page: Page): Promise<RuntimeConfig> {
  const response = await page.request.get('/config.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as RuntimeConfig;
}

/** Serves this config.json to the app instead of the deployed one. */
async function serveConfig(page: Page, config: RuntimeConfig) {
  await page.unroute('**/config.json');
  await page.route('**/config.json', (route) => route.fulfill({ json: config, headers: { 'Cache-Control': 'no-store' } }));
}

test.describe('cookie consent and config.json', () => {
  test('the banner shows on the configuration-error page too, asking under the revision the broken file names', async ({ page }) => {
    await asPerson(page);
    const deployed = await servedConfig(page);
    await serveConfig(page, { ...deployed, mock: 'sometimes', consentRevision: 5 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'The application is not configured correctly' })).toBeVisible();
    const reject = page.getByRole('button', { name: 'Reject all' });
    await expect(page.getByRole('button', { name: 'Accept all' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage preferences' })).toBeVisible();
    await reject.click();
    await expect(reject).toBeHidden();
    expect(await consentRecord(page)).toMatchObject({ categories: ['necessary'], revision: 5 });
  });

  test('the banner shows when config.json is not even JSON', async ({ page }) => {
    await asPerson(page);
    await page.unroute('**/config.json');
    await page.route('**/config.json', (route) => route.fulfill({ body: '{ not json', contentType: 'application/json' }));
    await page.goto('/dashboard');
    await expect(page.getByText('(root): not valid JSON')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept all' })).toBeVisible();
  });

  test('a higher consentRevision asks again, and the new answer records the new revision', async ({ page }) => {
    await asPerson(page);
    const deployed = await servedConfig(page);
    const revision = deployed.consentRevision ?? 1;
    await serveConfig(page, deployed);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect(page.getByRole('button', { name: 'Accept all' })).toBeHidden();
    expect((await consentRecord(page))?.revision).toBe(revision);

    // Same revision: not asked again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage preferences' })).toBeHidden();

    await serveConfig(page, { ...deployed, consentRevision: revision + 1 });
    await page.reload();
    const accept = page.getByRole('button', { name: 'Accept all' });
    await expect(accept).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject all' })).toBeVisible();
    await page.getByRole('button', { name: 'Reject all' }).click();
    await expect(accept).toBeHidden();
    const record = await consentRecord(page);
    expect(record?.revision).toBe(revision + 1);
    expect(record?.categories).toEqual(['necessary']);
  });

  test.describe('with analytics configured', () => {
    // The policy the preview sends comes from the deployed config.json, which has no analytics id, so
    // it would (rightly) refuse the analytics script this test routes in. This test is about consent;
    // csp.spec.ts checks the policy of a config with analytics.
    test.use({ bypassCSP: true });

    const analyticsId = 'G-E2ETEST42';
    const analyticsScript = `https://www.googletagmanager.com/gtag/js?id=${analyticsId}`;

    /** Serves a config with analytics; returns the list of requests that leave the local stack. */
    async function withAnalytics(page: Page): Promise<string[]> {
      await asPerson(page);
      await serveConfig(page, { ...(await servedConfig(page)), analyticsId });
      const thirdParty: string[] = [];
      page.on('request', (request) => {
        if (!/^http:\/\/127\.0\.0\.1:/.test(request.url())) thirdParty.push(request.url());
      });
      // The analytics library itself is not needed: an empty script, no network.
      await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
      return thirdParty;
    }

    async function dataLayer(page: Page): Promise<string[]> {
      return page.evaluate(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((args) => String(args[0])));
    }

    test('on /login nothing is fetched from the analytics host, before or after consent, not even on the next visit', async ({ page }) => {
      const thirdParty = await withAnalytics(page);
      await page.goto('/login');
      const accept = page.getByRole('button', { name: 'Accept all' });
      await expect(accept).toBeVisible();
      // The managed tags are in the page, inert.
      const managed = page.locator('script[data-service="google-analytics"]');
      await expect(managed).toHaveCount(2);
      for (const tag of await managed.all()) await expect(tag).toHaveAttribute('type', 'text/plain');
      await expect(page.locator(`script[data-service="google-analytics"][data-src="${analyticsScript}"]`)).toHaveCount(1);
      expect((await page.context().cookies()).map((c) => c.name).filter((n) => /^_ga|^_gid/.test(n))).toEqual([]);

      await accept.click();
      await expect(accept).toBeHidden();
      expect((await consentRecord(page))?.categories.sort()).toEqual(['analytics', 'necessary']);
      // Consent is given, but this is a sign-in page: the tags stay inert, nothing is fetched.
      await expect(page.locator('script[data-service="google-analytics"][type="text/plain"]')).toHaveCount(2);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(page.locator('script[data-service="google-analytics"][type="text/plain"]')).toHaveCount(2);
      await page.goto('/forgot-pass');
      await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
      await expect(page.locator('script[data-service="google-analytics"][type="text/plain"]')).toHaveCount(2);
      // The router matches paths case-insensitively; so does the sign-in check.
      for (const [path, heading] of [['/LOGIN', 'Sign in'], ['/Login', 'Sign in'], ['/FORGOT-PASS', 'Reset your password']] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('script[data-service="google-analytics"][type="text/plain"]')).toHaveCount(2);
      }
      expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
      expect(thirdParty).toEqual([]);
    });

    test.describe('in the app', () => {
      test.use({ signedIn: true });

      test('accepting analytics on the dashboard starts it; withdrawing reloads the page and clears its cookies', async ({ page }) => {
        const thirdParty = await withAnalytics(page);
        await page.goto('/dashboard');
        const accept = page.getByRole('button', { name: 'Accept all' });
        await expect(accept).toBeVisible();
        expect(thirdParty).toEqual([]);

        const scriptRequest = page.waitForRequest(analyticsScript);
        await accept.click();
        await scriptRequest;
        await expect(page.locator(`script[data-service="google-analytics"][src="${analyticsScript}"]`)).toHaveCount(1);
        await expect(page.locator('script[data-service="google-analytics"][type="text/plain"]')).toHaveCount(0);
        // The inline snippet ran: gtag('js', …) then gtag('config', id).
        await expect.poll(() => dataLayer(page)).toEqual(['js', 'config']);
        expect(thirdParty).toEqual([analyticsScript]);

        // What the analytics library would have set (the fake library sets nothing), on the host.
        const { hostname } = new URL(page.url());
        await page.context().addCookies([
          { name: '_ga', value: 'GA1.1.123.456', domain: hostname, path: '/' },
          { name: '_ga_E2ETEST42', value: 'GS1.1.1', domain: hostname, path: '/' },
          { name: '_hjSessionUser_1', value: 'x', domain: hostname, path: '/' },
        ]);
        await page.evaluate(() => ((window as unknown as { beforeWithdrawal?: boolean }).beforeWithdrawal = true));

        await page.getByRole('button', { name: 'User menu for Anna de Vries' }).click();
        await page.getByRole('menuitem', { name: 'Cookie preferences' }).click();
        const analytics = page.locator('#cc-main input[type="checkbox"][value="analytics"]');
        await expect(analytics).toBeChecked();
        // The library's toggle: a visually hidden checkbox inside its label.
        await page.locator('#cc-main label.section__toggle-wrapper', { has: page.locator('input[value="analytics"]') }).click();
        await expect(analytics).not.toBeChecked();
        const reloaded = page.waitForEvent('load');
        await page.getByRole('button', { name: 'Save preferences' }).click();
        await reloaded;

        await expect(page.getByRole('button', { name: 'User menu for Anna de Vries' })).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { beforeWithdrawal?: boolean }).beforeWithdrawal)).toBeUndefined();
        expect((await consentRecord(page))?.categories).toEqual(['necessary']);
        const names = (await page.context().cookies()).map((c) => c.name);
        expect(names.filter((n) => /^_ga|^_gid|^_hj|^intercom-/.test(n))).toEqual([]);
        // After the reload, without consent, the tags stay inert.
        await expect(page.locator('script[data-service="google-analytics"][type="text/plain"]')).toHaveCount(2);
      });
    });

    test('consent given on /login waits: analytics starts on reaching the app, and signing out loads the sign-in page without it', async ({ page }) => {
      const thirdParty = await withAnalytics(page);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Accept all' }).click();
      await page.getByLabel('Email', { exact: true }).fill('anna.devries@example.com');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      expect(thirdParty).toEqual([]);

      const scriptRequest = page.waitForRequest(analyticsScript);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('button', { name: 'User menu for Anna de Vries' })).toBeVisible();
      await scriptRequest;
      await expect.poll(() => dataLayer(page)).toEqual(['js', 'config']);

      await page.getByRole('button', { name: 'User menu for Anna de Vries' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      // A fresh page: the tags inert again, nothing of the analytics library left.
      await expect(page.locator('script[data-service="google-analytics"][type="text/plain"]')).toHaveCount(2);
      expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
      expect(thirdParty).toEqual([analyticsScript]);
    });
  });
});
