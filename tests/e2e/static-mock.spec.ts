import { expect, test } from '@playwright/test';

const STATIC_MOCK_APP = 'http://127.0.0.1:4174';

test('the service-worker build runs fully mocked in the browser', async ({ page }) => {
  const networkApiCalls: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/api/v1.0/') && !request.serviceWorker() && request.frame()) networkApiCalls.push(request.url());
  });
  await page.goto(`${STATIC_MOCK_APP}/templates`);
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Templates' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(40);
  await expect(page.getByRole('button', { name: 'Create new template' })).toBeVisible();
  // Nothing reached a server: the static preview has no /api, so a real request would 404.
  const worker = await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()));
  expect(worker).toBe(true);
});
