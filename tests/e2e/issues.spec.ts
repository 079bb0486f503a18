import type { Locator, Page } from '@playwright/test';
import { ACCESS_TOKEN, ADMIN_NL, expect, expectFitsWidth, expectNoSeriousA11yViolations, test } from './fixtures';

type InvoiceRow = { id: string; number: string; status: string; customer: { id: string; name: string } };
type Invoice = InvoiceRow & { disputedBy?: { id: string; number: string }[] };

const SANNE = 'mock-access-sanne';

async function api<T>(stack: { apiRoot: string }, path: string, token = ACCESS_TOKEN): Promise<T> {
  const response = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

test.describe('issues', () => {
  test('a dispute opened on two invoices from the invoices list pauses both; resolving it resumes them', async ({ page, stack, consoleErrors }) => {
    test.slow();
    // Two overdue invoices of one customer that nothing disputes yet.
    const overdue = (await api<{ items: InvoiceRow[] }>(stack, '/invoices?status=overdue&per-page=500')).items;
    const byCustomer = new Map<string, InvoiceRow[]>();
    for (const row of overdue) byCustomer.set(row.customer.id, [...(byCustomer.get(row.customer.id) ?? []), row]);
    const pair = [...byCustomer.values()].find((rows) => rows.length >= 2)!.slice(0, 2);
    const customer = pair[0]!.customer;

    // Overdue or disputed: the rows stay in the list once the issue disputes them.
    await page.goto(`/invoices?status=overdue&status=disputed&searchField=customer-name&search=${encodeURIComponent(customer.name)}`);
    const grid = page.getByRole('grid', { name: 'Invoices' });
    for (const invoice of pair) await grid.getByRole('checkbox', { name: `Select Invoice ${invoice.number}, ${customer.name}` }).check();
    await page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Open an issue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open an issue' });
    for (const invoice of pair) await expect(dialog.getByRole('checkbox', { name: new RegExp(`^${invoice.number} `) })).toBeChecked();
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Kwaliteitsklacht' });
    await dialog.getByRole('textbox', { name: 'Description' }).fill('The installation does not work; the customer waits for a mechanic.');
    await expectNoSeriousA11yViolations(page, 'new issue dialog');
    await dialog.getByRole('button', { name: 'Open issue' }).click();
    await expect(page.getByText('Open an issue: 2 of 2 done.')).toBeVisible();

    // Both invoices are disputed (the server says so), on the list and on their pages.
    for (const invoice of pair) await expect(grid.getByRole('row').filter({ hasText: invoice.number })).toContainText('Disputed');
    const disputed = await api<Invoice>(stack, `/invoices/${pair[0]!.id}`);
    expect(disputed.status).toBe('disputed');
    const issue = disputed.disputedBy![0]!;
    expect((await api<Invoice>(stack, `/invoices/${pair[1]!.id}`)).disputedBy).toEqual([issue]);
    await page.goto(`/invoices/${pair[1]!.id}`);
    await expect(page.getByText('Dunning is paused while this issue is open:')).toBeVisible();

    // Resolve it on its page (the pause's link; the invoice's timeline also names the issue, with its description).
    await page.getByRole('link', { name: issue.number, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Issue ${issue.number}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'issue page');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Resolved' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' })).toContainText('changed Status from “Open” to “Resolved”');

    // Both resume: no longer disputed, on their pages and through the API.
    for (const invoice of pair) {
      const now = await api<Invoice>(stack, `/invoices/${invoice.id}`);
      expect(now.status).not.toBe('disputed');
      expect(now.disputedBy).toEqual([]);
    }
    await page.getByRole('link', { name: pair[0]!.number }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${pair[0]!.number}` })).toBeVisible();
    await expect(page.getByText('Dunning is paused while this issue is open:')).toHaveCount(0);

    // On a 390 px phone the issue page and the issues list fit their width, their controls in reach.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/issues/${issue.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Issue ${issue.number}` })).toBeVisible();
    await expectFitsPhone(page, [page.getByRole('combobox', { name: 'Status' }), page.getByRole('button', { name: 'Save' }), page.getByRole('region', { name: 'History' })]);
    await page.goto('/issues');
    const issues = page.getByRole('grid', { name: 'Issues' });
    await expect(issues.getByRole('row').nth(1)).toBeVisible();
    await expectFitsPhone(page, [page.getByRole('searchbox', { name: 'Search' }), issues.getByRole('link').first()]);
    expect(consoleErrors).toEqual([]);
  });
});

/** No horizontal scroll of the page at 390 px, and each control is reachable: visible and inside the width once scrolled to. */
async function expectFitsPhone(page: Page, controls: Locator[]) {
  await expectFitsWidth(page);
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x, String(control)).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, String(control)).toBeLessThanOrEqual(390);
  }
}

test.describe('Sanne, without Manage_Issues', () => {
  test.use({ signedIn: false });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((token) => window.localStorage.setItem('accessToken', token), SANNE);
  });

  test('is refused the issues by the screens and by the API, and is offered no "Open an issue"', async ({ page, stack }) => {
    const asSanne = (init: RequestInit = {}) => ({ ...init, headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${SANNE}` } });
    expect((await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}/issues`, asSanne())).status).toBe(403);
    const create = await fetch(
      `${stack.apiRoot}/administrations/${ADMIN_NL}/issues`,
      asSanne({ method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() }, body: JSON.stringify({ customerId: 'cus-nl-0001', invoiceIds: [], categoryId: 'icat-nl-quality', description: 'x', assignee: null }) }),
    );
    expect(create.status).toBe(403);
    const disputed = (await api<{ items: InvoiceRow[] }>(stack, '/invoices?status=disputed&per-page=1', SANNE)).items[0]!;
    expect(await api<Invoice>(stack, `/invoices/${disputed.id}`, SANNE)).not.toHaveProperty('disputedBy');

    await page.goto('/issues');
    await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
    await page.goto('/invoices');
    await page.getByRole('grid', { name: 'Invoices' }).getByRole('checkbox').nth(1).check();
    const actions = page.getByRole('group', { name: 'Actions on the selected rows' });
    await expect(actions.getByRole('button', { name: 'Pause dunning' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Open an issue' })).toHaveCount(0);
    await page.goto(`/invoices/${disputed.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${disputed.number}` })).toBeVisible();
    await expect(page.getByText('Dunning is paused while this issue is open:')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
