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
  expect(await cards.count()).toBeGreaterThanOrEqual(40);
  await expect(page.getByRole('button', { name: 'Create new template' })).toBeVisible();
  // The answers came from the service worker: the static preview serves no /api at all.
  expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(true);
  const direct = await page.request.get(`${STATIC_MOCK_APP}/api/v1.0/administrations`);
  expect(direct.headers()['content-type'] ?? '').not.toContain('application/json');
});
