import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { ACCESS_TOKEN, ADMIN_NL, expect, expectFitsWidth, expectNoSeriousA11yViolations, test } from './fixtures';

type Definition = { id: string; name: string; list: string; query: string; columns: { id: string; header: string }[] };

async function api<T>(stack: { apiRoot: string }, path: string): Promise<T> {
  const response = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}${path}`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const downloads = (page: Page) => page.getByRole('button', { name: /^Download disputed-invoices-\d{4}-\d{2}-\d{2}\.csv$/ });

test.describe('exports', () => {
  test('save the invoices list’s view as a definition, run it on /exports, download the file, run it again; axe; 390 px', async ({ page, stack, consoleErrors }) => {
    // The invoices list's current view: disputed only, largest outstanding amount first.
    await page.goto('/invoices?status=disputed&sortBy=outstanding&sortOrder=desc');
    await expect(page.getByRole('grid', { name: 'Invoices' }).getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('button', { name: 'Save as export definition' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as export definition' });
    await dialog.getByLabel('Name').fill('Disputed invoices');
    await expect(dialog.getByLabel('Name')).toHaveValue('Disputed invoices');
    await dialog.getByRole('button', { name: 'Save definition' }).click();
    await expect(dialog).toBeHidden();
    // Saved under the name typed (the page says so once the server has it).
    await expect(page.getByRole('status').filter({ hasText: 'Saved as “Disputed invoices”.' })).toBeAttached();

    // The definition holds the list, the columns shown and the view's query.
    const saved = (await api<{ items: Definition[] }>(stack, '/export-definitions?search-value=Disputed%20invoices')).items[0]!;
    expect(saved).toMatchObject({ list: 'invoices' });
    expect(new URLSearchParams(saved.query).getAll('status')).toEqual(['disputed']);
    expect(new URLSearchParams(saved.query).get('sort-by')).toBe('outstanding');
    expect(saved.columns.map((column) => column.header)).toEqual(expect.arrayContaining(['Invoice', 'Customer', 'Outstanding', 'Status']));

    await page.goto('/exports');
    const definitions = page.getByRole('grid', { name: 'Export definitions' });
    await expect(definitions.getByRole('row', { name: /Disputed invoices/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await definitions.getByRole('button', { name: 'Run Disputed invoices' }).click();
    await expect(page.getByRole('status').filter({ hasText: '“Disputed invoices” has started.' })).toBeVisible();
    // The job runs on the server while the page polls it; then its file can be fetched.
    await expect(downloads(page)).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    const download = page.waitForEvent('download');
    await downloads(page).click();
    const file = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = Papa.parse<string[]>(file.trim(), { delimiter: ',' }).data;
    const listed = await api<{ items: { number: string; outstanding: { amount: string } }[]; total: number }>(stack, `/invoices?${saved.query}&per-page=1000`);
    expect(lines[0]).toEqual(saved.columns.map((column) => column.header));
    expect(lines).toHaveLength(listed.total + 1);
    const number = lines[0]!.indexOf('Invoice');
    const outstanding = lines[0]!.indexOf('Outstanding');
    expect(lines.slice(1, 4).map((line) => [line[number], line[outstanding]])).toEqual(listed.items.slice(0, 3).map((item) => [item.number, item.outstanding.amount]));

    // Run again: a second job, done in its turn.
    await page.getByRole('button', { name: 'Run Disputed invoices again' }).click();
    await expect(downloads(page)).toHaveCount(2);

    // The invoices for collection, as a job of their own.
    await page.getByRole('button', { name: 'Export invoices for collection' }).click();
    await expect(page.getByRole('button', { name: /^Download collection-export-\d{4}-\d{2}-\d{2}\.csv$/ })).toBeVisible();

    // Renamed in its edit dialog: the list shows the new name.
    await definitions.getByRole('button', { name: 'Edit Disputed invoices' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit export definition “Disputed invoices”' });
    await edit.getByLabel('Name', { exact: true }).fill('Disputed invoices by amount');
    await expectNoSeriousA11yViolations(page);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(definitions.getByRole('row', { name: /Disputed invoices by amount/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '“Disputed invoices by amount” was saved.' })).toBeVisible();

    // Deleting the definition leaves its files.
    await definitions.getByRole('button', { name: 'Delete Disputed invoices by amount' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete definition' }).click();
    await expect(definitions.getByRole('row', { name: /Disputed invoices/ })).toHaveCount(0);
    await expect(downloads(page)).toHaveCount(2);

    // On a 390 px phone the page fits its width (tables scroll inside their own boxes).
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFitsWidth(page);
    await expect(downloads(page).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
