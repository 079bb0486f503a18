import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const grid = (page: Page) => page.getByRole('grid', { name: 'Customers' });
const bodyRows = (page: Page) => grid(page).getByRole('row').filter({ has: page.getByRole('gridcell') });

test.describe('customers list', () => {
  test('lists the customers, most overdue first, and finds one by name', async ({ page, consoleErrors }) => {
    await page.goto('/customers');
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(grid(page).getByRole('columnheader', { name: 'Overdue' })).toHaveAttribute('aria-sort', 'descending');
    await expectNoSeriousA11yViolations(page);

    const name = (await bodyRows(page).nth(2).getByRole('gridcell').nth(2).textContent())?.trim() ?? '';
    expect(name.length).toBeGreaterThan(3);
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(page).toHaveURL(/search=/);
    await expect(bodyRows(page).first()).toContainText(name);
    await bodyRows(page).first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/customers\/[A-Za-z0-9_-]+$/);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('super debtors list', () => {
  test('lists the groups with their customers and combined balance', async ({ page, consoleErrors }) => {
    await page.goto('/super-debtors');
    const list = page.getByRole('grid', { name: 'Super debtors' });
    const rows = list.getByRole('row').filter({ has: page.getByRole('gridcell') });
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    await expect(list.getByRole('columnheader', { name: 'Outstanding' })).toHaveAttribute('aria-sort', 'descending');
    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
