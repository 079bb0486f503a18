import type { Page } from '@playwright/test';
import { ACCESS_TOKEN, ADMIN_NL, expect, expectFitsWidth, expectNoSeriousA11yViolations, test } from './fixtures';

type Paged<T> = { items: T[]; total: number };
type CallContext = { customer: { id: string; name: string }; contacts: { id: string; name: string; phone: string }[]; invoices: { id: string; number: string }[] };
type Invoice = { id: string; number: string; status: string; customer: { id: string; name: string } };
type Task = { id: string; title: string; type: string; status: string; dueDate: string; customer: { id: string } | null; callId: string | null };

const SANNE = 'mock-access-sanne';

async function api<T>(stack: { apiRoot: string }, path: string, token = ACCESS_TOKEN): Promise<T> {
  const response = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A customer with a contact to call and open invoices an issue can be about. */
async function customerToCall(stack: { apiRoot: string }, token = ACCESS_TOKEN): Promise<{ context: CallContext; invoice: Invoice }> {
  const overdue = (await api<Paged<Invoice>>(stack, '/invoices?status=overdue&per-page=50&sort-by=due-date&sort-order=desc', token)).items;
  for (const invoice of overdue) {
    const context = await api<CallContext>(stack, `/calls/customers/${invoice.customer.id}`, token);
    if (context.contacts.length > 0) return { context, invoice };
  }
  throw new Error('the seed has no overdue invoice of a customer with a contact to call');
}

/** A day `days` after today, as the server counts days (UTC). */
function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const callPanel = (page: Page) => page.getByRole('complementary', { name: 'Log a call' });

test.describe('tasks and calls', () => {
  test('log a call with a promise to pay → its check-payment task is in "mine" on that day → complete and reopen it', async ({ page, stack, consoleErrors }) => {
    test.slow();
    const { context } = await customerToCall(stack);
    const contact = context.contacts[0]!;
    const day = inDays(2);
    await page.goto(`/customers/${context.customer.id}?action=call`);
    const panel = callPanel(page);
    await panel.getByRole('combobox', { name: 'Who was called' }).selectOption(contact.id);
    await expect(panel.getByRole('link', { name: contact.phone })).toHaveAttribute('href', `tel:${contact.phone.replace(/\s+/g, '')}`);
    await panel.getByRole('combobox', { name: 'Outcome' }).selectOption('promise-to-pay');
    await panel.getByRole('textbox', { name: /^Amount promised/ }).fill('300');
    await panel.getByLabel('Payment promised on').fill(day);
    await panel.getByRole('textbox', { name: 'Notes' }).fill('Pays on the day after tomorrow.');
    await expectNoSeriousA11yViolations(page, 'call panel');
    await panel.getByRole('button', { name: 'Log call' }).click();
    await expect(panel).toBeHidden();

    // The server made the task; "mine" lists it on the promised day.
    await page.goto(`/tasks?view=mine&type=check-payment&searchField=customer&search=${encodeURIComponent(context.customer.name)}`);
    const views = page.getByRole('navigation', { name: 'Quick views' });
    await expect(views.getByRole('button', { name: 'Mine' })).toHaveAttribute('aria-pressed', 'true');
    const row = page.getByRole('grid', { name: 'Tasks' }).getByRole('row').filter({ has: page.locator(`time[datetime="${day}"]`) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Check payment');
    await expect(row.getByRole('link', { name: context.customer.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'tasks in "mine"');

    // Complete it on its page, then reopen it.
    // (The server titles it in the administration's language: "Betaling controleren".)
    await row.getByRole('link', { name: 'Betaling controleren' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Task Betaling controleren' })).toBeVisible();
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The task is done.' })).toBeVisible();
    await page.getByRole('button', { name: 'Reopen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The task is open again.' })).toBeVisible();
    const tasks = await api<Paged<Task>>(stack, `/tasks?customer=${context.customer.id}&type=check-payment&per-page=100`);
    expect(tasks.items.filter((task) => task.dueDate === day && task.status === 'open' && task.callId)).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test('a call with "dispute" opens the issue panel with the call\'s invoice chosen', async ({ page, stack }) => {
    const { context, invoice } = await customerToCall(stack);
    await page.goto(`/invoices/${invoice.id}?action=call`);
    const panel = callPanel(page);
    await panel.getByRole('combobox', { name: 'Who was called' }).selectOption(context.contacts[0]!.id);
    await panel.getByRole('combobox', { name: 'Outcome' }).selectOption('dispute');
    await expect(panel.getByRole('checkbox', { name: new RegExp(`^${invoice.number},`) })).toBeChecked();
    await panel.getByRole('button', { name: 'Log call' }).click();
    const issuePanel = page.getByRole('complementary', { name: 'New issue' });
    await expect(page).toHaveURL(/[?&]action=issue/);
    await expect(issuePanel.getByRole('checkbox', { name: new RegExp(`^${invoice.number} `) })).toBeChecked();
  });
});

test.describe('Sanne: tasks and calls, without Manage_Customers or Manage_Issues', () => {
  test.use({ signedIn: false });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((token) => window.localStorage.setItem('accessToken', token), SANNE);
  });

  test('logs a call from an invoice with only Manage_Calls; a dispute cannot open an issue for her', async ({ page, stack }) => {
    const { context, invoice } = await customerToCall(stack, SANNE);
    const contacts = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}/customers/${context.customer.id}/contacts`, { headers: { Authorization: `Bearer ${SANNE}` } });
    expect(contacts.status).toBe(403);
    // Her morning's queue, on a phone: nothing wider than the screen, every quick view in reach.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tasks?view=today');
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Tasks' }).getByRole('row').filter({ has: page.getByRole('gridcell') }).first()).toBeVisible();
    await expectFitsWidth(page);
    for (const view of ['Mine', 'Due today', 'Overdue', 'All']) {
      const box = (await page.getByRole('navigation', { name: 'Quick views' }).getByRole('button', { name: view }).boundingBox())!;
      expect(box.x + box.width, view).toBeLessThanOrEqual(390);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(`/invoices/${invoice.id}?action=call`);
    const panel = callPanel(page);
    await panel.getByRole('combobox', { name: 'Who was called' }).selectOption(context.contacts[0]!.id);
    await panel.getByRole('combobox', { name: 'Outcome' }).selectOption('dispute');
    await panel.getByRole('button', { name: 'Log call' }).click();
    await expect(page.getByRole('complementary', { name: 'New issue' })).toContainText('You do not have permission to record issues.');
    await expectNoSeriousA11yViolations(page, 'issue panel refused');
  });
});
