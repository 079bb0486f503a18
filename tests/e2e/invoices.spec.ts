import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { ACCESS_TOKEN, ADMIN_NL, expect, expectNoSeriousA11yViolations, test } from './fixtures';

const grid = (page: Page) => page.getByRole('grid', { name: 'Invoices' });
const bodyRows = (page: Page) => grid(page).getByRole('row').filter({ has: page.getByRole('gridcell') });

type InvoicePage = {
  items: { id: string; number: string; customer: { number: string }; status: string; dunningPaused: boolean; outstanding: { amount: string } }[];
  total: number;
};

async function invoicesApi(stack: { apiRoot: string }, query: Record<string, string | string[]>): Promise<InvoicePage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const one of [value].flat()) params.append(key, one);
  const response = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}/invoices?${params}`, {
    headers: { Authorization: `Bearer ${ACCESS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as InvoicePage;
}

test.describe('invoices list', () => {
  test('filter, sort and page; the address holds the view, so a reload keeps it', async ({ page, stack, consoleErrors }) => {
    await page.goto('/invoices');
    await expect(bodyRows(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Overdue only, largest outstanding amount first, second page.
    await page.goto('/invoices?status=overdue');
    await expect(bodyRows(page).first()).toBeVisible();
    await grid(page).getByRole('button', { name: 'Outstanding' }).click();
    await expect(page).toHaveURL(/sortBy=outstanding/);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);

    const expected = await invoicesApi(stack, {
      status: 'overdue',
      'sort-by': 'outstanding',
      'sort-order': new URL(page.url()).searchParams.get('sortOrder') ?? 'desc',
      page: '2',
      'per-page': '25',
    });
    expect(expected.items.length).toBeGreaterThan(0);
    // The grid keeps the first page's rows (overdue too) until the second page's answer is there:
    // the view is read once it shows the second page.
    await expect(bodyRows(page).first()).toContainText(expected.items[0]!.number);
    await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
    const firstNumber = async () => (await bodyRows(page).first().getByRole('gridcell').allTextContents()).join(' ');
    const before = await firstNumber();

    const url = page.url();
    await page.reload();
    await expect(bodyRows(page).first()).toContainText(expected.items[0]!.number);
    expect(page.url()).toBe(url);
    expect(await firstNumber()).toBe(before);
    expect(consoleErrors).toEqual([]);
  });

  test('select all N matching → pause dunning → every matching invoice is paused (checked through the API)', async ({ page, stack }) => {
    const matching = await invoicesApi(stack, { status: 'overdue', 'per-page': '1000' });
    expect(matching.total).toBeGreaterThan(25);
    expect(matching.items).toHaveLength(matching.total);
    await page.goto('/invoices?status=overdue');
    await expect(bodyRows(page).first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    const total = matching.total.toLocaleString('en-US');
    await page.getByRole('button', { name: `Select all ${total} matching rows` }).click();
    await expect(page.getByText(`All ${total} matching rows are selected`)).toBeVisible();
    await page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Pause dunning' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pause dunning' });
    await expect(dialog).toContainText(`This changes all ${total} selected rows.`);
    await dialog.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Arrangement being agreed' });
    await dialog.getByRole('textbox', { name: 'Reason for pausing' }).fill('Year-end reconciliation with the customers');
    await dialog.getByLabel('Paused until (optional)').fill('2099-01-31');
    await dialog.getByRole('button', { name: 'Pause dunning' }).click();
    await expect(page.getByText(new RegExp(`^Pause dunning: [\\d,]+ of ${total} done\\.$`))).toBeVisible();

    // Every invoice that matched is paused now, whatever status it shows since.
    const after = await invoicesApi(stack, { status: ['overdue', 'paused'], 'per-page': '1000' });
    const paused = new Map(after.items.map((invoice) => [invoice.id, invoice.dunningPaused]));
    expect(matching.items.filter((invoice) => paused.get(invoice.id) !== true).map((invoice) => invoice.id)).toEqual([]);
    // With the reason typed.
    const one = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}/invoices/${matching.items[0]!.id}`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } });
    expect(((await one.json()) as { dunning: unknown }).dunning).toMatchObject({
      pauseReason: 'Year-end reconciliation with the customers',
      pauseReasonCode: 'payment-plan',
      pausedUntil: '2099-01-31',
      pausedByUser: { name: expect.any(String) },
    });
    // The invoice says why, until when, and who paused it on which day.
    await page.goto(`/invoices/${matching.items[0]!.id}`);
    await expect(page.getByText('Dunning is paused until Jan 31, 2099. Reason: Arrangement being agreed – Year-end reconciliation with the customers')).toBeVisible();
    await expect(page.getByText(/^Paused by .+ on .+\.$/)).toBeVisible();
  });

  test('export downloads every filtered row as CSV', async ({ page, stack }) => {
    const matching = await invoicesApi(stack, { status: 'disputed', 'per-page': '1' });
    await page.goto('/invoices?status=disputed');
    await expect(bodyRows(page).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = readFileSync(await (await download).path(), 'utf8');
    const lines = file.trim().split(/\r?\n/);
    expect(lines).toHaveLength(matching.total + 1);
    // Statuses as the user reads them, not the API's codes.
    expect(lines.slice(1).every((line) => line.endsWith(',Disputed'))).toBe(true);
  });

  test('an Excel export, its library loaded on the click, reads back with the rows, amounts as numbers', async ({ page, stack }) => {
    const matching = await invoicesApi(stack, { status: 'disputed', 'per-page': '1000' });
    await page.goto('/invoices?status=disputed');
    await expect(bodyRows(page).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Excel' }).click();
    const workbook = new ExcelJS.Workbook();
    const file = readFileSync(await (await download).path());
    // ExcelJS declares Node's Buffer of before its typed-array generics; the bytes are the same.
    await workbook.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Invoices');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Invoice', 'Customer number', 'Outstanding', 'Currency', 'Status']));
    expect(sheet.rowCount).toBe(matching.total + 1);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    const api = matching.items.find((item) => item.number === row[header.indexOf('Invoice')])!;
    expect(row[header.indexOf('Outstanding')]).toBe(Number(api.outstanding.amount));
    expect(row[header.indexOf('Status')]).toBe('Disputed');
  });

  test('a Dutch export opens in Dutch Excel: ";"-separated, decimal commas, translated statuses, customer number and currency', async ({ page, stack }) => {
    const matching = await invoicesApi(stack, { status: 'disputed', 'per-page': '1000' });
    await page.goto('/invoices?status=disputed&lng=nl');
    await expect(page.getByRole('grid', { name: 'Facturen' }).getByRole('row').nth(1)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV exporteren' }).click();
    const file = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = Papa.parse<string[]>(file, { delimiter: ';', skipEmptyLines: true }).data;
    const header = lines[0]!;
    expect(header).toEqual(expect.arrayContaining(['Factuur', 'Klantnummer', 'Klant', 'Bedrag', 'Openstaand', 'Valuta', 'Status']));
    expect(lines).toHaveLength(matching.total + 1);
    const column = (name: string) => header.indexOf(name);
    const first = lines[1]!;
    const api = matching.items.find((item) => item.number === first[column('Factuur')])!;
    expect(api).toBeDefined();
    expect(first[column('Klantnummer')]).toBe(api.customer.number);
    expect(first[column('Valuta')]).toBe('EUR');
    expect(first[column('Status')]).toBe('Betwist');
    // "8131,23": the amount read the Dutch way is the API's amount.
    expect(first[column('Openstaand')]).toMatch(/^-?\d+,\d{2}$/);
    expect(Number(first[column('Openstaand')]!.replace(',', '.'))).toBe(Number(api.outstanding.amount));
  });
});

test.describe('an invoice', () => {
  test('opens from the list with Enter; pausing asks a reason; a change made meanwhile by someone else is shown and the reason kept', async ({ page, stack }) => {
    await page.goto('/invoices?status=overdue');
    const first = bodyRows(page).first();
    await expect(first).toBeVisible();
    const number = (await first.getByRole('gridcell').nth(1).textContent())?.trim() ?? '';
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const invoiceId = new URL(page.url()).pathname.split('/').pop() ?? '';

    // Without a reason the pause is refused at the field.
    await page.getByRole('button', { name: 'Pause dunning' }).click();
    await expect(page.getByText('Say why dunning is paused.')).toBeVisible();

    // Another user pauses and resumes it meanwhile: the version this page holds is stale.
    const url = `${stack.apiRoot}/administrations/${ADMIN_NL}/invoices/${invoiceId}`;
    const auth = { Authorization: `Bearer ${ACCESS_TOKEN}` };
    const current = await fetch(url, { headers: auth });
    const etag = current.headers.get('ETag') ?? '';
    const paused = await fetch(`${url}/pause`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json', 'If-Match': etag },
      body: JSON.stringify({ reason: 'Called: paying Friday' }),
    });
    expect(paused.status).toBe(200);
    const resumed = await fetch(`${url}/resume`, { method: 'POST', headers: { ...auth, 'If-Match': paused.headers.get('ETag') ?? '' } });
    expect(resumed.status).toBe(200);

    await page.getByLabel('Reason for pausing').fill('Customer disputes the hours');
    await page.getByRole('button', { name: 'Pause dunning' }).click();
    await expect(page.getByRole('alert')).toContainText('Someone changed this record meanwhile');
    await expect(page.getByLabel('Reason for pausing')).toHaveValue('Customer disputes the hours');

    // Trying again on the invoice as it is now works.
    await page.getByRole('button', { name: 'Pause dunning' }).click();
    await expect(page.getByText('Dunning is paused.')).toBeVisible();
    await expect(page.getByText('Reason: Customer disputes the hours')).toBeVisible();
    // Who paused it, and on which day.
    await expect(page.getByText(/^Paused by .+ on .+\.$/)).toBeVisible();

    // Its details are edited in place, against the version shown (If-Match).
    await page.getByRole('button', { name: 'Edit details' }).click();
    const form = page.getByRole('form', { name: 'Edit details' });
    await form.getByLabel('Reference').fill('PO-E2E-0042');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The invoice’s details were saved.' })).toBeVisible();
    await expect(page.getByText('PO-E2E-0042')).toBeVisible();
    expect(((await (await fetch(url, { headers: auth })).json()) as { reference: string }).reference).toBe('PO-E2E-0042');
  });

  // The full browser's PDF viewer shows the file (playwright.config.ts: @pdf-viewer).
  test('shows its PDF on the page and downloads it, fetched with the bearer token', { tag: '@pdf-viewer' }, async ({ page, consoleErrors }) => {
    await page.goto('/invoices');
    const first = bodyRows(page).first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /^Invoice / })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the invoice (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // Shown from an object URL of the fetched file (no token in any address), under the page's CSP.
    const number = (await file.suggestedFilename()).replace(/\.pdf$/, '');
    await page.getByRole('button', { name: 'Show PDF' }).click();
    const frame = page.getByTitle(`Invoice ${number} (PDF)`);
    await expect(frame).toHaveAttribute('src', /^blob:/);
    const document = await (await frame.elementHandle())?.contentFrame();
    await expect.poll(() => document?.evaluate(() => window.document.contentType)).toBe('application/pdf');
    expect(consoleErrors).toEqual([]);
    await page.getByRole('button', { name: 'Hide PDF' }).click();
    await expect(frame).toHaveCount(0);
  });
});

test.describe('invoices error states', () => {
  test('a list answer that breaks the contract is an error state; try again recovers', async ({ page, mockApi }) => {
    // Money as a float and no total: what the contract forbids.
    await mockApi.fault({
      method: 'GET',
      path: '*/administrations/:administrationId/invoices',
      status: 200,
      body: JSON.stringify({ items: [{ id: 'inv-x', number: 17, amount: 12.5 }], page: 1, perPage: 25 }),
      contentType: 'application/json',
      times: 1,
    });
    await page.goto('/invoices');
    await expect(page.getByRole('heading', { name: 'Oops... Something went wrong on our end' })).toBeVisible();
    await page.getByRole('button', { name: 'Show error message' }).click();
    await expect(page.getByText(/outside the contract/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Trying again asks again, and the answer now kept to the contract shows the rows.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(bodyRows(page).first()).toBeVisible();
  });

  test("an invoice whose answer breaks the contract shows the error page, not a blank one", async ({ page, mockApi, stack }) => {
    const [first] = (await invoicesApi(stack, { 'per-page': '1' })).items;
    await mockApi.fault({
      method: 'GET',
      path: `*/administrations/:administrationId/invoices/${first!.id}`,
      status: 200,
      body: JSON.stringify({ id: first!.id, outstanding: 10 }),
      contentType: 'application/json',
    });
    await page.goto(`/invoices/${first!.id}`);
    await expect(page.getByRole('heading', { name: 'Oops... Something went wrong on our end' })).toBeVisible();
    await page.getByRole('button', { name: 'Show error message' }).click();
    await expect(page.getByText(/outside the contract/)).toBeVisible();
  });
});
