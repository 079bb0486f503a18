import type { Page } from '@playwright/test';
import { ACCESS_TOKEN, ADMIN_NL, expect, expectNoSeriousA11yViolations, test } from './fixtures';

const grid = (page: Page) => page.getByRole('grid', { name: 'Mailbox' });
const bodyRows = (page: Page) => grid(page).getByRole('row').filter({ has: page.getByRole('gridcell') });

type Summary = { id: string; subject: string; readDate: string | null; completed: boolean; invoices: { number: string }[]; customerNumber: string | null; issueNumber: string | null };
type Message = Summary & { body: string };

async function api<T>(stack: { apiRoot: string }, path: string): Promise<T> {
  const response = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}${path}`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

test.describe('mailbox', () => {
  test('a day of replies: page through, search, reload, select all → not relevant clears the links', async ({ page, stack, consoleErrors }) => {
    const second = await api<{ items: Summary[] }>(stack, '/mailbox/messages?per-page=10&page=2');
    await page.goto('/mailbox');
    await expect(bodyRows(page)).toHaveCount(10);
    await expectNoSeriousA11yViolations(page);

    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(bodyRows(page).first()).toContainText(second.items[0]!.subject);
    // Paging replaces the history entry, as every list does: Previous returns, back leaves the list.
    await pages.getByRole('button', { name: 'Previous' }).click();
    await expect(page).not.toHaveURL(/page=/);

    // Search the subject: a word Dutch debtors write.
    const matches = await api<{ items: Summary[]; total: number }>(stack, '/mailbox/messages?per-page=10&search-field=subject&search-value=herinnering');
    expect(matches.total).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: 'Search in' }).selectOption('subject');
    await page.getByRole('searchbox', { name: 'Search for' }).fill('herinnering');
    await expect(page).toHaveURL(/searchField=subject&search=herinnering/);
    await expect(bodyRows(page)).toHaveCount(Math.min(10, matches.total));
    await expect(page.getByText(`${matches.total} messages found`)).toBeVisible();
    await page.reload();
    await expect(bodyRows(page).first()).toContainText(matches.items[0]!.subject);
    await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue('herinnering');

    // Select the page, mark it not relevant: handled, and linked to nothing any more.
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await expect(page.getByText(`${Math.min(10, matches.total)} rows selected`)).toBeVisible();
    await page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Not relevant' }).click();
    for (const row of await bodyRows(page).all()) {
      await expect(row).toContainText('Not relevant');
      await expect(row).toContainText('Not linked');
    }
    const after = await api<{ items: Summary[] }>(stack, '/mailbox/messages?per-page=10&search-field=subject&search-value=herinnering');
    for (const message of after.items) {
      expect(message).toMatchObject({ completed: true, invoices: [], customerNumber: null, issueNumber: null });
      expect(message.readDate).not.toBeNull();
    }
    expect(consoleErrors).toEqual([]);
  });

  test('open from the keyboard, link to an invoice, reply link; no hostile body runs anything', async ({ page, stack }) => {
    // A long journey: it opens every hostile message of the seed (eight or more pages). On a loaded
    // machine it takes over the 30 s a journey may; each step still waits for its state.
    test.slow();
    const all = (await api<{ items: Summary[] }>(stack, '/mailbox/messages?per-page=200')).items;
    const invoice = (await api<{ items: { id: string; number: string }[] }>(stack, '/invoices?customer-id=cus-nl-0001&per-page=1')).items[0]!;
    const firstPage = all.slice(0, 10);
    const index = firstPage.findIndex((m) => m.invoices.length === 0 && !m.completed);
    expect(index).toBeGreaterThanOrEqual(0);
    const target = firstPage[index]!;

    await page.goto('/mailbox');
    await expect(bodyRows(page)).toHaveCount(10);
    await bodyRows(page).first().focus();
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: target.subject })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`messageId=${target.id}`));

    await page.getByRole('textbox', { name: 'Invoice numbers' }).fill(invoice.number);
    await page.getByRole('button', { name: 'Save links' }).click();
    await expect(page.getByText('Links saved.')).toBeVisible();
    await expect(bodyRows(page).nth(index)).toContainText(`D10001 · ${invoice.number}`);
    await expect(page.getByRole('link', { name: 'Reply' })).toHaveAttribute('href', `/communication/cus-nl-0001?invoiceId=${invoice.id}`);
    const linked = await api<Message>(stack, `/mailbox/messages/${target.id}`);
    expect(linked).toMatchObject({ customerNumber: 'D10001', invoices: [{ number: invoice.number }] });
    expect(linked.readDate).not.toBeNull();
    await expectNoSeriousA11yViolations(page);

    // The XSS corpus: every hostile body the seed holds, opened in the reading pane.
    const details = await Promise.all(all.map((m) => api<Message>(stack, `/mailbox/messages/${m.id}`)));
    const hostile = details.filter((m) => /<script|onerror|onload|javascript:|ontoggle|<form|<iframe/i.test(m.body));
    expect(hostile.length).toBeGreaterThanOrEqual(8);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const message of hostile) {
      await page.goto(`/mailbox?messageId=${message.id}`);
      const frame = page.getByTitle(`Message: ${message.subject}`);
      await expect(frame).toHaveAttribute('sandbox', '');
      const inside = page.frameLocator(`iframe[title="Message: ${message.subject}"]`);
      await expect(inside.locator('body')).toBeAttached();
      await expect(inside.locator('script, iframe, object, embed, base, [onerror], [onload], [ontoggle], a[href^="javascript"]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), message.id).toBeUndefined();
    }
    expect(dialogs).toEqual([]);
    expect(page.url()).toContain('/mailbox');
  });
});
