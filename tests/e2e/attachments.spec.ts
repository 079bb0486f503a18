import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCESS_TOKEN, ADMIN_NL, expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { detailRecord } from './route-journeys';

const customer = detailRecord('customers');
const invoice = detailRecord('invoices');

/** A PDF of `size` bytes: the signature and the trailer the server checks, filler between. */
function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n%âãÏÓ\n');
  const trailer = Buffer.from('\n%%EOF\n');
  const body = Buffer.alloc(size - head.length - trailer.length, 0x20);
  return Buffer.concat([head, body, trailer]);
}

const files = (page: Page) => page.getByRole('region', { name: 'Files' });
const comments = (page: Page) => page.getByRole('region', { name: 'Comments' });

/** Chooses files the way a user does: the button opens the browser's file chooser. */
async function chooseFiles(page: Page, payload: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await files(page).getByRole('button', { name: 'Upload files' }).click();
  await (await chooser).setFiles(payload);
}

async function apiAttachments(stack: { apiRoot: string }, customerId: string): Promise<{ fileName: string }[]> {
  const response = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}/customers/${customerId}/attachments`, {
    headers: { Authorization: `Bearer ${ACCESS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: { fileName: string }[] }).items;
}

test.describe('attachments of a customer', () => {
  test('an upload shows its progress, is listed, and downloads as the same bytes', async ({ page, stack, consoleErrors }) => {
    await page.goto(`/customers/${customer.id}/attachments`);
    await expect(page.getByRole('heading', { level: 1, name: `Customer ${customer.label}` })).toBeVisible();
    await expect(files(page).getByRole('button', { name: 'Upload files' })).toBeVisible();
    await expect(comments(page).getByRole('textbox', { name: 'New comment' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A slow line, so the upload takes a few seconds and its progress can be watched.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
    const sent = pdfOfSize(1536 * 1024);
    await chooseFiles(page, [{ name: 'betalingsregeling maart.pdf', mimeType: 'application/pdf', buffer: sent }]);

    const bar = files(page).getByRole('progressbar', { name: 'Uploading betalingsregeling maart.pdf' });
    await expect(bar).toBeVisible();
    // Part-way: more than nothing, less than all.
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await expect(files(page).getByRole('button', { name: 'Cancel the upload of betalingsregeling maart.pdf' })).toBeVisible();
    await expect(bar).toBeHidden({ timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const row = files(page).getByRole('row', { name: /betalingsregeling maart\.pdf/ });
    await expect(row).toContainText('PDF document');
    await expect(row).toContainText('1.5 MB');
    await expect(row).toContainText('Anna de Vries');
    await expect(files(page).getByRole('status')).toHaveText('betalingsregeling maart.pdf uploaded.');
    expect((await apiAttachments(stack, customer.id)).map((a) => a.fileName)).toContain('betalingsregeling maart.pdf');

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download betalingsregeling maart.pdf' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('betalingsregeling maart.pdf');
    expect(readFileSync(await file.path()).equals(sent)).toBe(true);

    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a refused upload explains why and sends nothing', async ({ page, stack, consoleErrors }) => {
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/attachments')) uploads.push(request.url());
    });
    await page.goto(`/customers/${customer.id}/attachments`);
    await expect(files(page).getByRole('button', { name: 'Upload files' })).toBeVisible();
    const before = await apiAttachments(stack, customer.id);

    await chooseFiles(page, [
      { name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdfOfSize(10 * 1024 * 1024 + 1) },
      { name: 'factuur.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    ]);
    const list = files(page).getByRole('list', { name: 'Uploads' });
    await expect(list.getByRole('alert').filter({ hasText: 'scan.pdf' })).toHaveText('scan.pdf was not uploaded: it is 10.1 MB, and files may be at most 10 MB.');
    await expect(list.getByRole('alert').filter({ hasText: 'factuur.exe' })).toHaveText(
      'factuur.exe was not uploaded: only PDF, PNG, JPEG, Word (DOCX), Excel (XLSX), CSV and text files are accepted.',
    );
    await expectNoSeriousA11yViolations(page);

    expect(uploads).toEqual([]);
    expect(await apiAttachments(stack, customer.id)).toEqual(before);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('comments on an invoice', () => {
  test('are added, edited and deleted', async ({ page, consoleErrors }) => {
    await page.goto(`/invoices/${invoice.id}/attachments`);
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.label}` })).toBeVisible();
    const field = comments(page).getByRole('textbox', { name: 'New comment' });

    await field.fill('Klant belde: betaalt na ontvangst van de creditnota.');
    await comments(page).getByRole('button', { name: 'Add comment' }).click();
    const list = comments(page).getByRole('list', { name: 'Comments' });
    const mine = list.getByRole('listitem').filter({ hasText: 'Klant belde: betaalt na ontvangst van de creditnota.' });
    await expect(mine).toContainText('Anna de Vries');
    await expect(field).toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    await mine.getByRole('button', { name: /^Edit the comment of Anna de Vries/ }).click();
    const edit = list.getByRole('textbox', { name: /^Comment of Anna de Vries/ });
    await expect(edit).toBeFocused();
    await edit.fill('Klant belde: betaalt vrijdag.');
    await list.getByRole('button', { name: 'Save' }).click();
    const edited = list.getByRole('listitem').filter({ hasText: 'Klant belde: betaalt vrijdag.' });
    await expect(edited).toBeVisible();
    await expect(list.getByText('Klant belde: betaalt na ontvangst van de creditnota.')).toHaveCount(0);

    await edited.getByRole('button', { name: /^Delete the comment of Anna de Vries/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this comment?' });
    await expect(dialog).toContainText('Klant belde: betaalt vrijdag.');
    await dialog.getByRole('button', { name: 'Delete comment' }).click();
    await expect(dialog).toBeHidden();
    await expect(comments(page).getByText('Klant belde: betaalt vrijdag.')).toHaveCount(0);
    await expect(comments(page).getByRole('status')).toHaveText('Comment deleted.');
    expect(consoleErrors).toEqual([]);
  });
});
