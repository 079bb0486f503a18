import type { Locator, Page } from '@playwright/test';
import { ADMIN_NL, expect, test, useAdministration } from './fixtures';

/** The outline a focused element draws, as the browser computes it. */
function outline(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
  });
}

/** Presses Tab until `target` has focus (at most `limit` presses). */
async function tabUntil(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Tab never reached the element');
}

/** A theme colour as the browser computes it (Tailwind's palette is in lab/oklch). */
function themeColor(page: Page, variable: string) {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, variable);
}

test.describe('UI kit in the browser', () => {
  test.beforeEach(async ({ page }) => {
    await useAdministration(page, ADMIN_NL);
  });

  test('the one focus ring shows for keyboard focus: dark on light surfaces, light on the dark sidebar', async ({ page, mockApi: _ }) => {
    await page.goto('/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
    const sidebarLink = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Customers' });
    const sortToggle = page.getByRole('group', { name: /sort/i }).getByRole('button').first();

    const dark = await themeColor(page, '--color-blue-800');
    const light = await themeColor(page, '--color-sky-300');
    expect(dark).not.toBe(light);

    expect((await outline(sortToggle)).style).toBe('none');
    // Polled: the ring is read once it has settled, never mid-transition.
    await tabUntil(page, sidebarLink);
    await expect.poll(() => outline(sidebarLink)).toEqual({ style: 'solid', width: '2px', color: light });
    await tabUntil(page, sortToggle);
    await expect.poll(() => outline(sortToggle)).toEqual({ style: 'solid', width: '2px', color: dark });
  });

  test('journeys run with reduced motion, and the app honours it: no transition is left to read mid-way', async ({ page, mockApi: _ }) => {
    await page.goto('/templates');
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    const sortToggle = page.getByRole('group', { name: /sort/i }).getByRole('button').first();
    const seconds = await sortToggle.evaluate((element) => Math.max(...getComputedStyle(element).transitionDuration.split(',').map((value) => parseFloat(value))));
    expect(seconds).toBeLessThan(0.001);
  });

  test('a pointer click draws no ring; the button still works', async ({ page, mockApi: _ }) => {
    await page.goto('/templates');
    const sortToggle = page.getByRole('group', { name: /sort/i }).getByRole('button').first();
    await sortToggle.click();
    await expect(sortToggle).toBeFocused();
    expect((await outline(sortToggle)).style).toBe('none');
  });
});
