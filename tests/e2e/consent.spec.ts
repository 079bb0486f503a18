import { expect, type Page, test } from '@playwright/test';

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
