import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The data rows of a list (the header row excluded). */
const rowsOf = (page: Page, list: string) => page.getByRole('grid', { name: list }).getByRole('row').filter({ has: page.getByRole('gridcell') });

test.describe('a row of a list opens with the mouse', () => {
  test('/customers: a click on the row opens the customer; the name is a real link there', async ({ page, consoleErrors }) => {
    await page.goto('/customers');
    const row = rowsOf(page, 'Customers').nth(1);
    const link = row.getByRole('link');
    const name = ((await link.textContent()) ?? '').trim();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/customers\/[A-Za-z0-9_-]+$/);
    // The city: a plain cell, no link in it.
    const city = row.getByRole('gridcell').nth(3);
    await expect(city.getByRole('link')).toHaveCount(0);
    await city.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1, name: `Customer ${name}` })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('/communication/calls: a click on the row opens the call', async ({ page, consoleErrors }) => {
    await page.goto('/communication/calls');
    const row = rowsOf(page, 'Calls').first();
    // Two links: the call's time opens the call; the customer it names links to that customer.
    await expect(row.getByRole('link')).toHaveCount(2);
    await expect(row.getByRole('link').first()).toHaveAttribute('href', /^\/communication\/calls\?(.*&)?callId=/);
    await expect(row.getByRole('link').nth(1)).toHaveAttribute('href', /^\/customers\/[A-Za-z0-9_-]+$/);
    const customer = ((await row.getByRole('link').nth(1).textContent()) ?? '').trim();
    // The phone number: a plain cell.
    await row.getByRole('gridcell').nth(3).click();
    await expect(page).toHaveURL(/[?&]callId=/);
    await expect(page.getByRole('region', { name: `Call with ${customer}` })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('/communication/emails: a click on the row opens the e-mail as sent', async ({ page, consoleErrors }) => {
    await page.goto('/communication/emails');
    const row = rowsOf(page, 'All emails').first();
    await expect(row.getByRole('link')).toHaveCount(2);
    await expect(row.getByRole('link').first()).toHaveAttribute('href', /^\/communication\/emails\?(.*&)?messageId=/);
    await expect(row.getByRole('link').nth(1)).toHaveAttribute('href', /^\/customers\/[A-Za-z0-9_-]+$/);
    const subject = ((await row.getByRole('gridcell').nth(3).textContent()) ?? '').trim();
    await row.getByRole('gridcell').nth(3).click();
    await expect(page).toHaveURL(/[?&]messageId=/);
    await expect(page.getByRole('region', { name: subject })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
