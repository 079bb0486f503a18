import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './addresses';
import { expect, test } from './fixtures';

type Tree = { [key: string]: string | Tree };

const LANGUAGES = ['en-US', 'en-GB', 'fr', 'it', 'de', 'nl', 'es'] as const;

/** A text of a namespace in a language, read from the files the app serves (en-US and en-GB share `en`). */
function text(language: string, namespace: string, key: string): string {
  const folder = language.startsWith('en') ? 'en' : language;
  let node: string | Tree = JSON.parse(readFileSync(join(ROOT, 'public/locales', folder, `${namespace}.json`), 'utf8')) as Tree;
  for (const part of key.split('.')) node = (node as Tree)[part]!;
  return node as string;
}
const exactly = (value: string) => new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The day's work areas: their heading is the area's name; one column header of their list. */
const PAGES = [
  { path: '/tasks', area: 'tasks', namespace: 'tasks', column: 'columns.dueDate' },
  { path: '/journeys', area: 'journeys', namespace: 'journeys', column: 'columns.steps' },
  { path: '/for-collection', area: 'forCollection', namespace: 'for-collection', column: 'columns.stage' },
] as const;

test.describe("the day's work in seven languages", () => {
  test('tasks, journeys and for collection show their heading and list columns in each language', async ({ page }) => {
    for (const language of LANGUAGES) {
      for (const { path, area, namespace, column } of PAGES) {
        await page.goto(`${path}?lng=${language}`);
        const heading = text(language, 'navigation', `areas.${area}`);
        await expect(page.getByRole('heading', { level: 1, name: heading }), `${language} ${path}`).toBeVisible();
        await expect(page.getByRole('grid', { name: heading }).getByRole('columnheader', { name: exactly(text(language, namespace, column)) }), `${language} ${path}`).toBeVisible();
      }
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    }
  });
});
