import { readFileSync, writeFileSync } from 'node:fs';
import { STATIC_MOCK_APP } from './addresses';
import { expect, test } from './fixtures';

// The static build has its own backend in the browser; the visit starts without a session.
test.use({ signedIn: false });

test('the service-worker build runs fully mocked in the browser, sign-in included', async ({ page }) => {
  await page.goto(`${STATIC_MOCK_APP}/templates`);
  // No session yet: the protected route sends the visit to login, remembering where it was going.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftemplates/);
  await page.getByLabel('Email', { exact: true }).fill('anna.devries@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Receivables!2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Templates' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  // A screenful first, then a few more per frame: the grid grows to the whole list.
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(40);
  await expect(page.getByRole('button', { name: 'Create new template' })).toBeVisible();
  // The answers came from the service worker: the static preview serves no /api at all.
  expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(true);
  const direct = await page.request.get(`${STATIC_MOCK_APP}/api/v1.0/administrations`);
  expect(direct.headers()['content-type'] ?? '').not.toContain('application/json');
});

test('the production build refuses a config.json asking for the in-browser mock: it has none, and says so', async ({ page, stack, consoleErrors }) => {
  const deployed = readFileSync(stack.configFile, 'utf8');
  try {
    writeFileSync(stack.configFile, `${JSON.stringify({ ...(JSON.parse(deployed) as object), apiRoot: '/api/v1.0', mock: 'service-worker' }, null, 2)}\n`);
    await page.goto('/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'The application is not configured correctly' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'mock: "service-worker" needs the service-worker build (npm run build:sw)' })).toBeVisible();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(consoleErrors.join('\n')).toContain('RuntimeConfigError: config.json is invalid');
  } finally {
    writeFileSync(stack.configFile, deployed);
  }
});
