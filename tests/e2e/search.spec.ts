import type { Page } from '@playwright/test';
import { ACCESS_TOKEN, ADMIN_NL, expect, expectNoSeriousA11yViolations, test, useAdministration } from './fixtures';

async function customerByNumber(stack: { apiRoot: string }, number: string): Promise<{ id: string; name: string }> {
  const response = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}/customers?search-field=number&search-value=${number}`, {
    headers: { Authorization: `Bearer ${ACCESS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as { items: { id: string; name: string; number: string }[] };
  const customer = items.find((c) => c.number === number);
  if (!customer) throw new Error(`no customer ${number}`);
  return customer;
}

/** The shortcuts load once the page has settled: `?` is pressed until their list shows. */
async function openShortcuts(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(async () => {
    await page.keyboard.press('?');
    await expect(dialog.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible({ timeout: 500 });
  }).toPass();
  return dialog;
}

test.describe('search everywhere', () => {
  test.beforeEach(async ({ page }) => {
    await useAdministration(page, ADMIN_NL);
  });

  test('Ctrl K, a customer number and Enter open the customer; Escape gives focus back', async ({ page, stack, consoleErrors }) => {
    const customer = await customerByNumber(stack, 'D10007');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The button says how to open it; Escape closes and focus returns to it.
    const button = page.getByRole('button', { name: 'Search (Ctrl K)' });
    await button.click();
    const palette = page.getByRole('dialog', { name: 'Search' });
    const box = palette.getByRole('combobox', { name: 'Search customers, invoices and pages' });
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await box.pressSequentially('D10007');
    const hit = palette.getByRole('option', { name: new RegExp(customer.name) });
    await expect(hit).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'command palette');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(customer.name) })).toBeVisible();
    await expect(palette).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('g then i goes to the invoices; ? lists every shortcut', async ({ page, consoleErrors }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const shortcuts = await openShortcuts(page);
    for (const action of ['Search customers, invoices and pages', 'Show these shortcuts', 'Go to Dashboard', 'Go to Customers', 'Go to Invoices', 'Go to Mailbox', 'Go to Templates']) {
      await expect(shortcuts.getByRole('row', { name: new RegExp(action) })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, 'shortcuts dialog');
    await page.keyboard.press('Escape');
    await expect(shortcuts).toBeHidden();

    await page.keyboard.press('g');
    await page.keyboard.press('i');
    await expect(page).toHaveURL(/\/invoices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('on a list, "Skip to list" is the first tab stop and reaches the first row', async ({ page, consoleErrors }) => {
    await page.goto('/invoices');
    const rows = page.getByRole('grid', { name: 'Invoices' }).getByRole('row').filter({ has: page.getByRole('gridcell') });
    await expect(rows.first()).toBeVisible();
    // The link comes with the frame's deferred controls, once the page has settled.
    const skip = page.getByRole('link', { name: 'Skip to list' });
    await expect(skip).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(rows.first()).toBeFocused();
    // One Tab and Enter; from the row, the arrows walk the list.
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(1)).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
