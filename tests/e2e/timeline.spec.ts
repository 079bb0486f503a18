import { buildSeedData } from '../../mocks/seed/seed';
import { ADMIN_NL, expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** An invoice of the seed whose customer was also sent e-mails (a timeline with more than the comment). */
function invoiceOfBusyCustomer() {
  const seed = buildSeedData();
  const invoice = seed.invoices.find((i) => i.administrationId === ADMIN_NL && seed.emails.some((e) => e.customerId === i.customerId));
  const customer = seed.customers.find((c) => c.id === invoice?.customerId);
  if (!invoice || !customer) throw new Error('the seed has no invoice of a customer with e-mails');
  return { invoice, customer };
}

test.describe('one timeline per customer', () => {
  test('a comment added on an invoice shows on its customer’s timeline, naming the invoice and linking back to it', async ({ page, consoleErrors }) => {
    const { invoice, customer } = invoiceOfBusyCustomer();
    const text = `Klant belt vrijdag terug over ${invoice.number}.`;

    await page.goto(`/invoices/${invoice.id}/attachments`);
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();
    const comments = page.getByRole('region', { name: 'Comments' });
    await comments.getByRole('textbox', { name: 'New comment' }).fill(text);
    await comments.getByRole('button', { name: 'Add comment' }).click();
    await expect(comments.getByRole('list', { name: 'Comments' }).getByRole('listitem').first()).toContainText(text);

    // The invoice's own timeline has it, about the invoice itself (no other record named).
    await page.getByRole('navigation', { name: /^Sections of/ }).getByRole('link', { name: 'Overview' }).click();
    const invoiceTimeline = page.getByRole('region', { name: 'Timeline' });
    const onInvoice = invoiceTimeline.getByRole('list', { name: 'Timeline' }).getByRole('listitem').first();
    await expect(onInvoice.getByRole('link', { name: text })).toBeVisible();
    await expect(onInvoice.getByRole('link', { name: `Invoice ${invoice.number}` })).toHaveCount(0);

    // Through the invoice's customer link to the customer: the same comment, newest, naming the invoice.
    await page.getByRole('link', { name: customer.name, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: `Customer ${customer.name}` })).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    const first = timeline.getByRole('list', { name: 'Timeline' }).getByRole('listitem').first();
    await expect(first.getByRole('link', { name: text })).toBeVisible();
    await expect(first).toContainText('Comment');
    await expect(first).toContainText('by Anna de Vries');
    await expectNoSeriousA11yViolations(page);

    // Only comments: the e-mails go, the comment stays.
    await timeline.getByRole('checkbox', { name: 'Comment' }).check();
    await expect(timeline.getByRole('list', { name: 'Timeline' }).getByRole('listitem').filter({ hasText: 'Email' })).toHaveCount(0);
    await expect(timeline.getByRole('link', { name: text })).toBeVisible();

    // The entry names the invoice and leads back to it.
    await first.getByRole('link', { name: `Invoice ${invoice.number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
