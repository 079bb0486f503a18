import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The data rows of a list (the header row excluded). */
const rowsOf = (page: Page, list: string) => page.getByRole('grid', { name: list }).getByRole('row').filter({ has: page.getByRole('gridcell') });

/** A message's or call's row links the record it opens, then the customer it names, then each invoice it was about. */
async function expectRowLinks(row: Locator, recordHref: RegExp): Promise<void> {
  const links = row.getByRole('link');
  await expect(links.first()).toHaveAttribute('href', recordHref);
  await expect(links.nth(1)).toHaveAttribute('href', /^\/customers\/[A-Za-z0-9_-]+$/);
  const invoices = (await links.evaluateAll((list) => list.map((link) => link.getAttribute('href') ?? ''))).slice(2);
  for (const href of invoices) expect(href).toMatch(/^\/invoices\/[A-Za-z0-9_-]+$/);
}

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
    // The call's time opens the call; the customer and the invoices it names link to them.
    await expectRowLinks(row, /^\/communication\/calls\?(.*&)?callId=/);
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
    await expectRowLinks(row, /^\/communication\/emails\?(.*&)?messageId=/);
    const subject = ((await row.getByRole('gridcell').nth(3).textContent()) ?? '').trim();
    await row.getByRole('gridcell').nth(3).click();
    await expect(page).toHaveURL(/[?&]messageId=/);
    await expect(page.getByRole('region', { name: subject })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
