import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { buildContentSecurityPolicy } from '../../scripts/csp.ts';
import { STATIC_MOCK_APP } from './addresses';
import { watchCspViolations } from './csp-watch';
import { ACCESS_TOKEN, ADMIN_NL, expect, test, useAdministration } from './fixtures';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The first template card, once its name is there. */
async function firstTemplate(page: Page) {
  const card = page.getByRole('list', { name: 'Templates' }).getByRole('article').first();
  const heading = card.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/\S/);
  return { card, name: ((await heading.textContent()) ?? '').trim() };
}

/** The banner is hidden from bots (SPEC §9); look like a person so the consent UI renders under the policy too. */
async function asPerson(page: Page) {
  await page.addInitScript(() => Object.defineProperty(navigator, 'webdriver', { get: () => false }));
}

test.describe('Content-Security-Policy of the production build', () => {
  test('the preview sends the policy built from the served config.json, and nosniff, on documents and the service worker script', async ({ request, stack }) => {
    for (const origin of [stack.appOrigin, STATIC_MOCK_APP]) {
      const config = (await (await request.get(`${origin}/config.json`)).json()) as { apiRoot: string; auth: { authority: string }; mock: string };
      const expected = buildContentSecurityPolicy(config);
      const serviceWorkerBuild = origin === STATIC_MOCK_APP;
      expect(config.mock === 'service-worker', origin).toBe(serviceWorkerBuild);
      for (const path of ['/', '/templates', ...(serviceWorkerBuild ? ['/mockServiceWorker.js'] : [])]) {
        const response = await request.get(`${origin}${path}`);
        expect(response.ok(), `${origin}${path}`).toBe(true);
        expect(response.headers()['content-security-policy'], `${origin}${path}`).toBe(expected);
        expect(response.headers()['x-content-type-options'], `${origin}${path}`).toBe('nosniff');
      }

      const policy = directives(expected);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      // Only the service-worker build registers a worker.
      expect(policy.get('worker-src'), origin).toEqual(serviceWorkerBuild ? ["'self'"] : undefined);
      const idp = new URL(config.auth.authority).origin;
      expect(policy.get('connect-src')).toContain(idp);
      expect(policy.get('frame-src')).toEqual(["'self'", 'blob:', idp]);
      if (!config.apiRoot.startsWith('/')) expect(policy.get('connect-src')).toContain(new URL(config.apiRoot).origin);
    }
    // The production build has no worker script to serve.
    const worker = await request.get(`${stack.appOrigin}/mockServiceWorker.js`);
    expect(await worker.text()).not.toContain('Mock Service Worker');
  });

  test('the templates list and a template with its preview run without a single violation', async ({ page, consoleErrors }) => {
    await asPerson(page);
    await useAdministration(page, ADMIN_NL);
    const violations = await watchCspViolations(page);

    await page.goto('/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept all' })).toBeVisible();
    const { card: first, name } = await firstTemplate(page);
    await expect(first.locator('img')).toHaveAttribute('src', /^blob:/);

    await first.getByRole('link', { name: `Open ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const preview = page.frameLocator(`iframe[title="Email preview of ${name}"]`);
    await expect(preview.locator('body')).not.toBeEmpty();
    // The preview's own stylesheet applied (a refused <style> would leave the browser's 8px margin).
    await expect(preview.locator('body')).toHaveCSS('margin-top', '16px');

    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect(page.getByRole('button', { name: 'Accept all' })).toBeHidden();
    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("a template's remote image is not loaded by the preview: its document has a policy of its own", async ({ page, stack, mockApi }) => {
    await useAdministration(page, ADMIN_NL);
    const violations = await watchCspViolations(page);
    const remote: string[] = [];
    await page.route('https://tracker.example/**', (route) => {
      remote.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/gif', body: '' });
    });
    // A template as the API has it, its body now carrying a tracking pixel on another host; opened
    // directly, so that no answer cached before the fault is shown.
    const headers = { Authorization: `Bearer ${ACCESS_TOKEN}` };
    const list = (await (await page.request.get(`${stack.apiRoot}/administrations/${ADMIN_NL}/templates`, { headers })).json()) as { items: { id: string; name: string }[] };
    const { id, name } = list.items[0]!;
    const path = `/administrations/${ADMIN_NL}/templates/${id}`;
    const stored = (await (await page.request.get(`${stack.apiRoot}${path}`, { headers })).json()) as { hml: string };
    const pixel = 'https://tracker.example/pixel.gif';
    await mockApi.fault({ method: 'GET', path, body: JSON.stringify({ ...stored, hml: `<p>Hello</p><img src="${pixel}" alt="pixel">` }) });

    await page.goto(`/templates/${id}`);
    const preview = page.frameLocator(`iframe[title="Email preview of ${name}"]`);
    await expect(preview.getByText('Hello')).toBeVisible();
    // Refused by the preview's own policy (its directive named in the report), not only by the page's.
    await expect
      .poll(async () => (await violations()).filter((v) => v.includes('tracker.example') && v.includes('"img-src data: blob:"')).length)
      .toBeGreaterThan(0);
    expect(remote).toEqual([]);
  });

  test('an injected inline script or inline event handler does not run', async ({ page }) => {
    await useAdministration(page, ADMIN_NL);
    const violations = await watchCspViolations(page);
    await page.goto('/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScript = true;';
      document.body.appendChild(script);
      const image = document.createElement('img');
      image.setAttribute('onerror', 'window.injectedHandler = true');
      image.src = 'data:,not-an-image';
      document.body.appendChild(image);
    });
    // The browser reports each refusal where it would have run the code (the script on insertion,
    // the handler when the image fails), so once both are reported neither can still run.
    await expect.poll(async () => (await violations()).filter((v) => v.startsWith('script-src-elem blocked inline'))).toHaveLength(1);
    await expect.poll(async () => (await violations()).filter((v) => v.startsWith('script-src-attr blocked inline'))).toHaveLength(1);
    const ran = await page.evaluate(() => {
      const flags = window as unknown as { injectedScript?: boolean; injectedHandler?: boolean };
      return { script: flags.injectedScript ?? false, handler: flags.injectedHandler ?? false };
    });
    expect(ran).toEqual({ script: false, handler: false });
  });

  test("the template preview is why style-src has 'unsafe-inline': without it the preview's styles are refused", async ({ page }) => {
    // If this ever passes no more, the preview no longer needs inline styles: drop 'unsafe-inline' from scripts/csp.ts.
    await useAdministration(page, ADMIN_NL);
    const violations = await watchCspViolations(page);
    await page.goto('/templates');
    const { card: first, name } = await firstTemplate(page);

    // A second policy the same as the served one but without inline styles: policies only add up,
    // and the preview frame created afterwards inherits both.
    const withoutInlineStyles = buildContentSecurityPolicy(await (await page.request.get('/config.json')).json())
      .split('; ')
      .filter((directive) => directive.startsWith('style-src '))
      .map((directive) => directive.replace(" 'unsafe-inline'", ''))
      .join('; ');
    expect(withoutInlineStyles).toBe("style-src 'self'");
    await page.evaluate((policy) => {
      const meta = document.createElement('meta');
      meta.httpEquiv = 'Content-Security-Policy';
      meta.content = policy;
      document.head.appendChild(meta);
    }, withoutInlineStyles);

    // The app itself (a client-side navigation to the template) needs no inline style.
    await first.getByRole('link', { name: `Open ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const preview = page.frameLocator(`iframe[title="Email preview of ${name}"]`);
    await expect(preview.locator('body')).not.toBeEmpty();
    await expect.poll(async () => (await violations()).filter((v) => /style-src/.test(v)).length).toBeGreaterThan(0);
    expect((await violations()).filter((v) => !(/style-src/.test(v) && /srcdoc/.test(v)))).toEqual([]);
    await expect(preview.locator('body')).toHaveCSS('margin-top', '8px');
  });

  test('a replaced config.json with analytics changes the policy without a restart, and the consented analytics runs under it', async ({ page, stack }) => {
    // Ops replace dist/config.json per environment; the preview rebuilds the policy from it. Each
    // worker serves its own copy of the build, so replacing its config.json affects no other worker.
    const file = stack.configFile;
    const deployed = readFileSync(file, 'utf8');
    expect(await (await page.request.get('/config.json')).text(), `the preview on ${stack.appOrigin} serves ${file}`).toBe(deployed);
    const analyticsId = 'G-CSPTEST42';
    const withAnalytics = { ...(JSON.parse(deployed) as object), analyticsId };
    const policy = buildContentSecurityPolicy(withAnalytics);
    expect(directives(policy).get('script-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
    ]);
    try {
      writeFileSync(file, `${JSON.stringify(withAnalytics, null, 2)}\n`);
      await expect.poll(async () => (await page.request.get('/login')).headers()['content-security-policy']).toBe(policy);

      await asPerson(page);
      const violations = await watchCspViolations(page);
      const analyticsScript = `https://www.googletagmanager.com/gtag/js?id=${analyticsId}`;
      await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
      // In the app: analytics never starts on the sign-in routes (consent.spec.ts).
      await page.goto('/dashboard');
      await expect(page.getByRole('button', { name: 'Accept all' })).toBeVisible();
      const scriptRequest = page.waitForRequest(analyticsScript);
      await page.getByRole('button', { name: 'Accept all' }).click();
      await scriptRequest;
      // The inline gtag snippet ran, allowed by its hash alone.
      await expect
        .poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((args) => String(args[0]))))
        .toEqual(['js', 'config']);
      expect(await violations()).toEqual([]);
    } finally {
      writeFileSync(file, deployed);
    }
    await expect.poll(async () => (await page.request.get('/login')).headers()['content-security-policy']).toBe(buildContentSecurityPolicy(JSON.parse(deployed)));
  });

  test('the app can frame itself (silent sign-in and sign-out frames end there) but another site cannot frame it', async ({ page, stack }) => {
    const frameApp = (src: string) =>
      page.evaluate((url) => {
        const frame = document.createElement('iframe');
        frame.id = 'framed-app';
        frame.title = 'framed app';
        frame.src = url;
        document.body.appendChild(frame);
      }, src);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });

    // Signed in by the fixtures: the framed app shows the dashboard.
    const framedDashboard = page.frameLocator('#framed-app').getByRole('heading', { level: 1, name: 'Dashboard' });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await frameApp(`${stack.appOrigin}/dashboard`);
    await expect(framedDashboard).toBeVisible();
    expect(refusals).toEqual([]);

    await page.goto(`${stack.apiOrigin}/__mock/health`);
    await frameApp(`${stack.appOrigin}/dashboard`);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    await expect(framedDashboard).toHaveCount(0);
  });

  test('the service-worker build runs its worker and the mocked templates list under the policy', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto(`${STATIC_MOCK_APP}/templates`);
    await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Templates' }).getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(true);
    expect(await violations()).toEqual([]);
  });
});
