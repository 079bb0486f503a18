import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The route definitions carry no preload lists (scripts/vite-route-preloads.ts): the screens'
 * modules are asked for from the build's manifest when a route loads or is preloaded.
 */
type Manifest = { files: string[]; routes: Record<string, number[]> };

async function manifestOf(page: Page): Promise<Manifest> {
  return page.evaluate(async () => {
    const link = document.getElementById('route-preloads') as HTMLLinkElement;
    return (await (await fetch(link.href)).json()) as Manifest;
  });
}

const preloaded = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => new URL(link.href).pathname.slice(1)));

test('a screen\'s modules are preloaded from the manifest when the pointer rests on its link, before it is opened', async ({ page, consoleErrors }) => {
  await page.goto('/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  const manifest = await manifestOf(page);
  const filesOf = (id: string) => (manifest.routes[id] ?? []).map((index) => manifest.files[index]!);
  const customers = filesOf('/_app/customers/');
  const templates = new Set([...filesOf('/_app'), ...filesOf('/_app/templates/')]);
  // What only the customers' list needs: not asked for by the first load of /templates.
  const own = customers.filter((file) => !templates.has(file));
  expect(own.length).toBeGreaterThan(0);
  expect(await preloaded(page)).toEqual(expect.not.arrayContaining([own[0]]));

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Customers' }).hover();
  await expect.poll(() => preloaded(page)).toEqual(expect.arrayContaining(customers));

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the first page loaded asks for its own screen\'s modules from the manifest', async ({ page }) => {
  await page.goto('/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  const manifest = await manifestOf(page);
  const needed = ['/_app', '/_app/customers/'].flatMap((id) => (manifest.routes[id] ?? []).map((index) => manifest.files[index]!));
  expect(await preloaded(page)).toEqual(expect.arrayContaining(needed));
});

test.describe('without the data saver', () => {
  test.use({ dataSaver: false });

  test('once the first page has settled, the code of the other areas the sidebar offers loads in the background, before any link is pointed at', async ({ page, consoleErrors }) => {
    await page.goto('/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
    const manifest = await manifestOf(page);
    const customers = (manifest.routes['/_app/customers/'] ?? []).map((index) => manifest.files[index]!);
    expect(customers.length).toBeGreaterThan(0);
    // One area per idle moment (each waits at most 2 s for one): the customers' list is among the first.
    await expect.poll(() => preloaded(page), { timeout: 20_000 }).toEqual(expect.arrayContaining(customers));
    expect(consoleErrors).toEqual([]);
  });
});
