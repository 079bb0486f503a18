import { ADMIN_NL, expect, test, useAdministration } from './fixtures';

test.describe('error views', () => {
  test.beforeEach(async ({ page }) => {
    await useAdministration(page, ADMIN_NL);
  });

  test('an unknown route shows the 404 page with a way back to the dashboard', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Oops, page not found.' })).toBeVisible();
    // SPEC §2: the page reads "Not Found", on screen and not only for screen readers.
    await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a screen whose code fails to load reloads the page exactly once', async ({ page }) => {
    await page.route(/\/assets\/templates-[^/]*\.js$/, (route) => route.abort());
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(loads).toBe(1);

    await page.getByRole('link', { name: 'Templates' }).click();
    // TanStack Router's lazy route loading reloads once per failure message (kept in session
    // storage, SPEC §2); the same failure again shows the error page instead of looping.
    await expect(page.getByRole('heading', { name: 'Oops... Something went wrong on our end' })).toBeVisible({ timeout: 15_000 });
    // The browser's load event reaches this test asynchronously, possibly after the error page shows.
    await expect.poll(() => loads).toBe(2);
    // The error page is on the reloaded document, and the failure it reloaded for is remembered in
    // session storage: that record is what keeps the same failure from reloading again.
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => /\/assets\/templates-[^/]*\.js/.test(key)))).toHaveLength(1);

    // The same failure once more, on this document: the error page again, and no further load. (The
    // list keeps its page around the failure, breadcrumb included: the sidebar's link is meant.)
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('link', { name: 'Templates' }).click();
    await expect(page.getByRole('heading', { name: 'Oops... Something went wrong on our end' })).toBeVisible();
    expect(loads).toBe(2);
  });
});
