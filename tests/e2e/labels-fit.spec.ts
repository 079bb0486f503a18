import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from './addresses';
import { expect, test } from './fixtures';

const LANGUAGES = ['en-US', 'en-GB', 'fr', 'it', 'de', 'nl', 'es'] as const;

/** A text of the shell in a language, from the files the app loads (en-US and en-GB share `en`). */
function shellText(language: string, key: string): string {
  const folder = language.startsWith('en') ? 'en' : language;
  const texts = JSON.parse(readFileSync(join(ROOT, 'public/locales', folder, 'shell.json'), 'utf8')) as Record<string, string>;
  const text = texts[key];
  if (typeof text !== 'string') throw new Error(`shell.json of ${folder} has no ${key}`);
  return text;
}

/**
 * Labels of the interface that the box they sit in cuts off: navigation entries, column headers,
 * buttons, tabs and form labels whose text is wider than their box while the box clips it. Cut-off
 * data (a long subject with its full text in a title) is not a label and does not count.
 */
async function clippedLabels(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluateAll((roots) => {
    const clipped: string[] = [];
    for (const root of roots) {
      for (const element of Array.from(root.querySelectorAll<HTMLElement>('nav a, nav a span, thead th, th button, button, [role="tab"], label'))) {
        if (element.closest('[hidden], [aria-hidden="true"]') || element.hasAttribute('title') || element.offsetParent === null) continue;
        const style = getComputedStyle(element);
        // Visually hidden labels (read by screen readers only) are 1 px boxes by design.
        if (element.clientWidth <= 1 || style.clipPath !== 'none' || style.clip.startsWith('rect')) continue;
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (clips && element.scrollWidth > element.clientWidth + 1) clipped.push(element.textContent?.trim() ?? '');
      }
    }
    return clipped;
  });
}

test.describe('labels fit in every language', () => {
  for (const language of LANGUAGES) {
    test(`${language}: at 1440 px and at 390 px no navigation entry, column header or button is cut off`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/invoices?lng=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const table = page.getByRole('grid');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      expect(await clippedLabels(page, 'body')).toEqual([]);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: shellText(language, 'openNavigation') }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('link').first()).toBeVisible();
      expect(await clippedLabels(page, '[role="dialog"]')).toEqual([]);
    });
  }
});
