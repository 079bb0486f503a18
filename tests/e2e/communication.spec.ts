import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCESS_TOKEN, ADMIN_NL, expect, expectNoSeriousA11yViolations, test } from './fixtures';

type EmailPage = { items: { id: string; subject: string; customer: { id: string } }[]; total: number };
type ComposerContext = { customer: { id: string; name: string; email: string | null }; invoices: { id: string; number: string }[] };

async function api<T>(stack: { apiRoot: string }, path: string): Promise<T> {
  const response = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}${path}`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A seeded customer with an e-mail address and an open invoice. */
async function customerToWrite(stack: { apiRoot: string }): Promise<ComposerContext> {
  for (let n = 1; n < 30; n++) {
    const context = await api<ComposerContext>(stack, `/communication/customers/cus-nl-${String(n).padStart(4, '0')}`);
    if (context.customer.email && context.invoices.length > 0) return context;
  }
  throw new Error('no seeded customer to write to');
}

const sentTo = async (stack: { apiRoot: string }, customerId: string) => api<EmailPage>(stack, `/emails?customer-id=${customerId}&per-page=1000`);

async function generatePreview(page: Page) {
  const template = page.getByRole('combobox', { name: 'Template' });
  await expect(template.getByRole('option').nth(1)).toBeAttached();
  await template.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Generate preview' }).click();
  await expect(page.getByTitle('Preview of the message')).toBeVisible();
  // The message opens in the rich-text editor of the template editor.
  const editor = page.getByRole('textbox', { name: 'Message', exact: true });
  await expect(editor).toBeVisible();
  return editor;
}

/** The message's HTML source, the option beside the rich-text editor. */
async function showSource(page: Page) {
  await page.getByRole('button', { name: 'Edit the HTML source' }).click();
  const message = page.getByRole('textbox', { name: /Message \(HTML\)/ });
  await expect(message).toBeVisible();
  return message;
}

test.describe('communication', () => {
  // Few journeys, each covering a lot (three screens, axe on each, a download): about 20 s alone,
  // more on a machine the unit suites share.
  test.describe.configure({ timeout: 60_000 });

  test('from an invoice: compose an e-mail from a template, preview and edit it, send it; a lost answer retried sends one; it shows in the e-mails list as sent', async ({ page, stack, consoleErrors }) => {
    const context = await customerToWrite(stack);
    const invoice = context.invoices[0]!;
    const before = (await sentTo(stack, context.customer.id)).total;

    await page.goto(`/invoices/${invoice.id}`);
    await page.getByRole('link', { name: 'Write a message' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `New message to ${context.customer.name}` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/communication/${context.customer.id}\\?invoiceId=${invoice.id}`));
    await expect(page.getByRole('checkbox', { name: new RegExp(invoice.number) })).toBeChecked();

    // Nothing sent without a subject: the field says so.
    await page.getByRole('button', { name: 'Send email' }).click();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(/Required/);

    const editor = await generatePreview(page);
    await expect(editor).toContainText(invoice.number);
    const frame = page.frameLocator('iframe[title="Preview of the message"]');
    await expect(frame.locator('body')).toContainText(invoice.number);
    // Written in the rich-text editor as a user writes: a new paragraph at the end, in bold. Reached
    // by focus, not a click: the editor puts the caret where a click landed a moment after it, which
    // on a busy machine undid the move to the end.
    await editor.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
    // The toolbar gives the text its focus back on the next frame: typed before, the first letter went to the button.
    await expect(editor).toBeFocused();
    await page.keyboard.type('Graag binnen zeven dagen betalen.');
    await expect(frame.locator('strong').filter({ hasText: 'Graag binnen zeven dagen betalen.' })).toBeVisible();
    // The HTML source shows it as markup, and takes edits too.
    const message = await showSource(page);
    await expect(message).toHaveValue(/<strong>Graag binnen zeven dagen betalen\.<\/strong>/);
    await message.fill(`${await message.inputValue()}<p>Bel ons gerust: 020 123 4567.</p><img src="x" onerror="window.__xss = 1">`);
    await expect(frame.locator('body')).toContainText('Bel ons gerust');
    const subject = page.getByRole('textbox', { name: 'Subject' });
    await subject.fill(`Herinnering ${invoice.number}`);
    await expectNoSeriousA11yViolations(page, 'composer with a preview');

    // The first send reaches the server, which sends the e-mail, but its answer is lost on the way back.
    const keys: string[] = [];
    let dropped = false;
    await page.route('**/emails', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push((await route.request().headerValue('Idempotency-Key')) ?? '');
      const answer = await route.fetch();
      if (!dropped) {
        dropped = true;
        return route.abort('connectionreset');
      }
      return route.fulfill({ response: answer });
    });
    await page.getByRole('button', { name: 'Send email' }).click();
    await expect(page.getByRole('alert')).toContainText('it will not go out twice');
    // Everything entered is still there.
    await expect(subject).toHaveValue(`Herinnering ${invoice.number}`);
    await expect(message).toHaveValue(/Bel ons gerust/);
    expect((await sentTo(stack, context.customer.id)).total).toBe(before + 1);

    await page.getByRole('button', { name: 'Send email' }).click();
    await expect(page.getByRole('status').filter({ hasText: `The email to ${context.customer.name} is on its way.` })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const after = await sentTo(stack, context.customer.id);
    expect(after.total).toBe(before + 1);
    await page.unroute('**/emails');

    // The e-mails list shows it first, and it opens as sent: sanitised, nothing executes.
    await page.getByRole('link', { name: 'See the emails sent' }).click();
    const grid = page.getByRole('grid', { name: 'All emails' });
    const first = grid.getByRole('row').filter({ has: page.getByRole('gridcell') }).first();
    await expect(first).toContainText(`Herinnering ${invoice.number}`);
    await expect(first).toContainText('Queued');
    await expectNoSeriousA11yViolations(page, 'e-mails list');
    await first.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: `Herinnering ${invoice.number}` });
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(/messageId=/);
    const sent = page.frameLocator(`iframe[title="Message as sent: Herinnering ${invoice.number}"]`);
    await expect(sent.locator('body')).toContainText('Bel ons gerust');
    await expect(sent.locator('strong').filter({ hasText: 'Graag binnen zeven dagen betalen.' })).toBeVisible();
    await expect(sent.locator('img[onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    // What the console reports is the hostile markup being refused (sandbox, the frame's policy), the
    // dropped connection, and the test's own start-up script finding no storage in the sandboxed frame.
    const refused = /Failed to load resource|ERR_CONNECTION_RESET|Blocked script execution in 'about:srcdoc'|violates the following Content Security Policy|document is sandboxed/;
    expect(consoleErrors.filter((error) => !refused.test(error))).toEqual([]);
  });

  test('a failed send keeps the whole form; letters: a batch and a letter with its PDF; calls open their panel from the address', async ({ page, stack, mockApi }) => {
    const context = await customerToWrite(stack);
    await page.goto(`/communication/${context.customer.id}`);
    await page.getByRole('radio', { name: 'Letter' }).check();
    await generatePreview(page);
    // The letter on its A4 page with the template's letterhead, as the template editor shows it.
    const letter = page.frameLocator('iframe[title="Preview of the message"]');
    await expect(letter.locator('.page .page-header')).not.toBeEmpty();
    await expect(letter.locator('.page .page-body')).toContainText('Met vriendelijke groet');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Aanmaning');
    await mockApi.fault({ method: 'POST', path: '/letters', status: 503, times: 1 });
    await page.getByRole('button', { name: 'Send letter' }).click();
    await expect(page.getByRole('alert')).toContainText('Everything you entered is kept');
    await expect(page.getByRole('radio', { name: 'Letter' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Aanmaning');
    await page.getByRole('button', { name: 'Send letter' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is printed and will be posted' })).toBeVisible();

    // Letters: the batches of a journey, one batch's letters, a letter as sent and its PDF.
    await page.getByRole('link', { name: 'See the letters sent' }).click();
    await expect(page.getByRole('grid', { name: 'All letters' }).getByRole('row').nth(1)).toContainText('Aanmaning');
    await page.getByRole('button', { name: 'Batches' }).click();
    await expect(page).toHaveURL(/view=batches/);
    const batches = page.getByRole('grid', { name: 'Batches' });
    const batchRow = batches.getByRole('row').filter({ has: page.getByRole('gridcell') }).first();
    const batchName = (await batchRow.getByRole('gridcell').first().textContent()) ?? '';
    await batchRow.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/batchId=lbt-nl-/);
    const items = page.getByRole('grid', { name: batchName });
    const letterRow = items.getByRole('row').filter({ has: page.getByRole('gridcell') }).first();
    await expect(letterRow).toBeVisible();
    await expectNoSeriousA11yViolations(page, "a batch's letters");
    await letterRow.focus();
    await page.keyboard.press('Enter');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(readFileSync(await file.path()).subarray(0, 5).toString()).toBe('%PDF-');

    // Calls: the panel opened by callId, kept through a reload.
    const calls = await api<{ items: { id: string; customer: { name: string } }[] }>(stack, '/calls?per-page=1');
    const call = calls.items[0]!;
    await page.goto(`/communication/calls?callId=${call.id}`);
    const callPanel = page.getByRole('region', { name: `Call with ${call.customer.name}` });
    await expect(callPanel).toBeVisible();
    await page.reload();
    await expect(callPanel).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'calls with the call panel');
    await callPanel.getByRole('button', { name: 'Close' }).click();
    await expect(page).not.toHaveURL(/callId=/);
  });

  test("a record's communication tab: a customer's e-mails, one opened as sent, its calls; an invoice's only what is about it; callId opens the call", async ({ page, stack, consoleErrors }) => {
    type Sent = { id: string; subject: string; customer: { id: string; name: string }; invoiceNumbers: string[] };
    // A customer with several e-mails, one of its invoices named by some of them and not all.
    const emails = (await api<{ items: Sent[] }>(stack, '/emails?per-page=1000')).items;
    const byCustomer = new Map<string, Sent[]>();
    for (const email of emails) byCustomer.set(email.customer.id, [...(byCustomer.get(email.customer.id) ?? []), email]);
    let chosen: { customer: Sent['customer']; mails: Sent[]; number: string } | undefined;
    for (const [, mails] of byCustomer) {
      const number = mails.flatMap((mail) => mail.invoiceNumbers).find((n) => mails.some((mail) => !mail.invoiceNumbers.includes(n)));
      if (mails.length > 1 && number) {
        chosen = { customer: mails[0]!.customer, mails, number };
        break;
      }
    }
    expect(chosen, 'a seeded customer with e-mails about different invoices').toBeDefined();
    const { customer, mails, number } = chosen!;
    const calls = await api<{ items: { id: string; notes: string }[]; total: number }>(stack, `/calls?customer-id=${customer.id}&per-page=100`);
    const invoice = (await api<{ items: { id: string; number: string }[] }>(stack, `/invoices?customer-id=${customer.id}&per-page=1000`)).items.find((i) => i.number === number)!;
    const first = (await api<{ items: Sent[] }>(stack, `/emails?customer-id=${customer.id}&per-page=1`)).items[0]!;
    const html = (await api<{ html: string }>(stack, `/emails/${first.id}`)).html;

    await page.goto(`/customers/${customer.id}`);
    await page.getByRole('navigation', { name: `Sections of Customer ${customer.name}` }).getByRole('link', { name: 'Communication' }).click();
    const rowsOf = (name: string) => page.getByRole('grid', { name }).getByRole('row').filter({ has: page.getByRole('gridcell') });
    const sent = rowsOf(`Emails to ${customer.name}`);
    await expect(sent).toHaveCount(mails.length);
    await expect(page.getByRole('group', { name: 'Kind of communication' }).getByRole('button', { name: 'Emails' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page, "a customer's communication tab");

    // The newest e-mail opens as it was sent, sanitised in its frame.
    await expect(sent.first()).toContainText(first.subject);
    await sent.first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: first.subject })).toBeVisible();
    const frame = page.frameLocator(`iframe[title="Message as sent: ${first.subject}"]`);
    await expect(frame.locator('body')).toContainText(/<p>(.*?)<\/p>/.exec(html)![1]!);

    // Calls: the customer's, and one opens its panel.
    await page.getByRole('button', { name: 'Calls' }).click();
    await expect(page).toHaveURL(/show=calls/);
    const logged = rowsOf(`Calls with ${customer.name}`);
    await expect(logged).toHaveCount(calls.total);
    await logged.first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: `Call with ${customer.name}` })).toContainText(calls.items[0]!.notes);

    // The invoice's tab lists only the e-mails about it.
    await page.goto(`/invoices/${invoice.id}/communication`);
    const about = rowsOf(`Emails about invoice ${number}`);
    await expect(about).toHaveCount(mails.filter((mail) => mail.invoiceNumbers.includes(number)).length);
    for (const row of await about.all()) await expect(row).toContainText(number);

    // A debtor page opened for a call shows it.
    await page.goto(`/customers/${customer.id}?callId=${calls.items[0]!.id}`);
    await expect(page.getByRole('region', { name: `Call with ${customer.name}` })).toContainText(calls.items[0]!.notes);
    expect(consoleErrors).toEqual([]);
  });
});
