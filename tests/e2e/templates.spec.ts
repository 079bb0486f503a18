import type { Page } from '@playwright/test';
import { ADMIN_GB, ADMIN_NL, expect, expectNoSeriousA11yViolations, test, useAdministration } from './fixtures';

const cards = (page: Page) => page.getByRole('list', { name: 'Templates' }).getByRole('article');

/**
 * Every card of the list, once rendered: the grid renders a screenful first and a few more per
 * frame, so a count read when the first card shows is still growing. The list's status says how
 * many there are ("40 templates"); this waits until the grid holds them all and returns that.
 */
async function allCards(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /^\d+ templates?$/ });
  await expect(status).toHaveCount(1);
  const total = Number.parseInt((await status.textContent()) ?? '', 10);
  await expect(cards(page)).toHaveCount(total);
  return total;
}

async function cardNames(page: Page): Promise<string[]> {
  // textContent, not innerText: off-screen cards use content-visibility and render no text.
  return (await cards(page).getByRole('heading', { level: 2 }).allTextContents()).map((name) => name.trim());
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
function isSorted(names: string[], order: 'asc' | 'desc'): boolean {
  const sign = order === 'asc' ? 1 : -1;
  return names.length > 1 && names.every((name, i) => i === 0 || sign * collator.compare(names[i - 1]!, name) <= 0);
}

test.describe('templates list', () => {
  test.beforeEach(async ({ page }) => {
    await useAdministration(page, ADMIN_NL);
  });

  test('lists templates with thumbnails fetched with the bearer token, newest first', async ({ page, consoleErrors }) => {
    const imageRequest = page.waitForRequest((request) => /\/images\//.test(request.url()));
    await page.goto('/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    expect(await allCards(page)).toBeGreaterThanOrEqual(40);
    await expect(page.getByRole('button', { name: 'Sort by last modified, descending' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Sort by name, off' })).toHaveAttribute('aria-pressed', 'false');

    const firstCard = cards(page).first();
    await expect(firstCard.getByRole('list', { name: 'Channels' }).getByRole('img').first()).toBeVisible();
    const request = await imageRequest;
    expect(request.headers()['authorization']).toMatch(/^Bearer /);
    await expect(firstCard.locator('img')).toHaveAttribute('src', /^blob:/);

    const help = page.getByRole('link', { name: 'Help on templates (opens in a new tab)' });
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(help).toHaveAttribute('href', /\/templates$/);
    expect(consoleErrors).toEqual([]);
  });

  test('search filters after three characters and survives a reload', async ({ page }) => {
    await page.goto('/templates');
    const search = page.getByRole('searchbox', { name: 'Search templates' });
    await expect(cards(page).first()).toBeVisible();
    const total = await allCards(page);

    await search.fill('re');
    await expect(page.getByText('Enter at least 3 characters')).toBeVisible();
    await expect(search).toHaveAttribute('aria-invalid', 'true');
    expect(await cards(page).count()).toBe(total);

    await search.fill('reminder');
    await expect(page).toHaveURL(/name=reminder/);
    // The filtered answer painted: fewer cards than before, and at least one (not a frame between lists).
    await expect.poll(async () => (await cardNames(page)).length).toBeLessThan(total);
    await expect(cards(page).first()).toBeVisible();
    // Every card of the filtered answer: the grid renders a screenful first.
    const filtered = await allCards(page);
    const names = await cardNames(page);
    expect(names).toHaveLength(filtered);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('reminder');

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search templates' })).toHaveValue('reminder');
    // After the reload the cards come with the answer, a screenful first: the same list once they are all in.
    await expect.poll(() => cardNames(page)).toEqual(names);

    await page.getByRole('searchbox', { name: 'Search templates' }).fill('');
    await expect.poll(() => cards(page).count()).toBe(total);
    await expect(page).not.toHaveURL(/name=/);
  });

  test('sort toggles cycle and exclude each other, kept in the URL', async ({ page }) => {
    await page.goto('/templates');
    await expect(cards(page).first()).toBeVisible();

    await page.getByRole('button', { name: 'Sort by name, off' }).click();
    await expect(page.getByRole('button', { name: 'Sort by name, descending' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Sort by last modified, off' })).toBeVisible();
    await expect(page).toHaveURL(/sortBy=name&sortOrder=desc/);
    await expect.poll(async () => isSorted(await cardNames(page), 'desc')).toBe(true);

    await page.getByRole('button', { name: 'Sort by name, descending' }).click();
    await expect(page).toHaveURL(/sortOrder=asc/);
    await expect.poll(async () => isSorted(await cardNames(page), 'asc')).toBe(true);
    // The grid renders a screenful first: every card is there before the order is kept.
    await allCards(page);
    const ascending = await cardNames(page);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Sort by name, ascending' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => cardNames(page)).toEqual(ascending);

    await page.getByRole('button', { name: 'Sort by name, ascending' }).click();
    await expect(page.getByRole('button', { name: 'Sort by name, off' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sort by last modified, off' })).toBeVisible();
    await expect(page).toHaveURL(/sortBy=none/);
  });

  test('create, duplicate and delete a template', async ({ page, consoleErrors }) => {
    await page.goto('/templates');
    await page.getByRole('button', { name: 'Create new template' }).click();
    await expect(page).toHaveURL(/\/templates\/[^/?]+$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Edit template: New template \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const createdName = await page.getByRole('textbox', { name: /^Name/ }).inputValue();

    await page.getByRole('link', { name: 'Back to templates' }).click();
    const created = cards(page).filter({ has: page.getByRole('heading', { name: createdName }) });
    await expect(created).toHaveCount(1);

    // Duplicate from the keyboard: the menu is a Headless UI menu.
    const menuButton = page.getByRole('button', { name: `Actions for ${createdName}` });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const copy = cards(page).filter({ has: page.getByRole('heading', { name: `Copy of ${createdName}` }) });
    await expect(copy).toHaveCount(1);

    await page.getByRole('button', { name: `Actions for Copy of ${createdName}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(copy).toHaveCount(0);
    await expect(created).toHaveCount(1);

    await page.reload();
    await expect(created).toHaveCount(1);
    await expect(copy).toHaveCount(0);
    // The new template opens in the editor, whose preview frame refuses Playwright's init scripts.
    expect(consoleErrors).toEqual([]);
  });

  test('the thumbnail opens the template; its body is sanitised in a sandboxed frame', async ({ page }) => {
    await page.goto('/templates');
    const first = cards(page).first();
    const firstName = first.getByRole('heading', { level: 2 });
    // Once the card has its name; textContent, as innerText is empty while the card is not laid out.
    await expect(firstName).toHaveText(/\S/);
    const name = ((await firstName.textContent()) ?? '').trim();
    await first.getByRole('link', { name: `Open ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit template: ${name}` })).toBeVisible();
    const frame = page.locator(`iframe[title="Email preview of ${name}"]`);
    await expect(frame).toHaveAttribute('sandbox', '');
    await expectNoSeriousA11yViolations(page);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/templates');
    await expect(cards(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('templates without Manage_Configuration', () => {
  test('cards are read-only: no create tile, no menus, no links', async ({ page }) => {
    await useAdministration(page, ADMIN_GB);
    await page.goto('/templates');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create new template' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Open / })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('templates error states', () => {
  test.beforeEach(async ({ page }) => {
    await useAdministration(page, ADMIN_NL);
  });

  test('a failing list shows the 500 panel and try again recovers', async ({ page, mockApi }) => {
    await mockApi.fault({ method: 'GET', path: '*/administrations/:administrationId/templates', status: 500 });
    await page.goto('/templates');
    await expect(page.getByRole('heading', { name: 'Oops... Something went wrong on our end' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await mockApi.clearFaults();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(cards(page).first()).toBeVisible();
  });

  test('an answer that breaks the contract is an error state, not a crash', async ({ page, mockApi }) => {
    await mockApi.fault({
      method: 'GET',
      path: '*/administrations/:administrationId/templates',
      status: 200,
      body: JSON.stringify({ items: [{ id: 1, name: null }] }),
      contentType: 'application/json',
    });
    await page.goto('/templates');
    await expect(page.getByRole('heading', { name: 'Oops... Something went wrong on our end' })).toBeVisible();
    await page.getByRole('button', { name: 'Show error message' }).click();
    await expect(page.getByText(/outside the contract/)).toBeVisible();
  });

  test('a slow list shows 12 skeleton cards', async ({ page, mockApi }) => {
    // Slow enough that the skeletons are still there on a loaded CI machine, where the page's own
    // code can take a second to arrive (1.5 s once let the answer win the race).
    await mockApi.fault({ method: 'GET', path: '*/administrations/:administrationId/templates', delayMs: 4000, times: 1 });
    await page.goto('/templates');
    const loading = page.getByRole('status', { name: 'Loading templates' });
    await expect(loading).toBeVisible();
    await expect(page.getByTestId('template-card-skeleton')).toHaveCount(12);
    await expect(cards(page).first()).toBeVisible();
    await expect(loading).toHaveCount(0);
  });

  test('a failed create keeps the list and says so', async ({ page, mockApi }) => {
    await page.goto('/templates');
    await expect(cards(page).first()).toBeVisible();
    const count = await allCards(page);
    await mockApi.fault({ method: 'POST', path: '*/administrations/:administrationId/templates', status: 500 });
    await page.getByRole('button', { name: 'Create new template' }).click();
    await expect(page.getByRole('alert')).toHaveText(/The template could not be created/);
    await expect(page).toHaveURL(/\/templates$/);
    await expect(cards(page)).toHaveCount(count);
  });
});
