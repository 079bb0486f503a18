import { ACCESS_TOKEN, ADMIN_NL, expect, expectFitsWidth, expectNoSeriousA11yViolations, test } from './fixtures';

const SANNE = 'mock-access-sanne';

type Money = { amount: string; currency: string };
type Invoice = { id: string; number: string; customer: { id: string; name: string }; outstanding: Money; status: string };
type Paged<T> = { items: T[]; total: number };

async function api<T>(stack: { apiRoot: string }, path: string, token = ACCESS_TOKEN): Promise<T> {
  const response = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A customer with two overdue invoices (overdue: nothing holds them). */
async function twoOverdueInvoicesOfOneCustomer(stack: { apiRoot: string }): Promise<[Invoice, Invoice]> {
  const overdue = (await api<Paged<Invoice>>(stack, '/invoices?status=overdue&per-page=500')).items;
  const byCustomer = new Map<string, Invoice[]>();
  for (const invoice of overdue) byCustomer.set(invoice.customer.id, [...(byCustomer.get(invoice.customer.id) ?? []), invoice]);
  const pair = [...byCustomer.values()].find((invoices) => invoices.length === 2);
  if (!pair) throw new Error('the seed has no customer with exactly two overdue invoices');
  return [pair[0]!, pair[1]!];
}

test.describe('for collection', () => {
  test('hand two invoices over with confirmation → they are a case in /for-collection → move it a stage on with confirmation', async ({ page, stack, consoleErrors }) => {
    test.slow();
    const [first, second] = await twoOverdueInvoicesOfOneCustomer(stack);
    const customer = first.customer.name;

    // The invoices list, filtered to the customer's overdue invoices: select both, hand them over.
    await page.goto(`/invoices?status=overdue&searchField=customer-name&search=${encodeURIComponent(customer)}`);
    const grid = page.getByRole('grid', { name: 'Invoices' });
    for (const invoice of [first, second]) await grid.getByRole('checkbox', { name: `Select Invoice ${invoice.number}, ${customer}` }).check();
    await page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Hand over to collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hand over to collection?' });
    await expect(dialog).toContainText('The 2 selected invoices go to the collection agency, one case per customer');
    await expectNoSeriousA11yViolations(page, 'hand-over dialog');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('No reaction to three reminders and a call');
    await dialog.getByRole('button', { name: 'Hand over' }).click();
    await expect(page.getByText('Hand over to collection: 2 of 2 done.')).toBeVisible();
    // The list shows what the server decided: both invoices are for collection now.
    await expect(grid.getByRole('row').filter({ hasText: first.number })).toHaveCount(0);

    // /for-collection lists the new case first (latest handover), with both invoices.
    await page.goto('/for-collection');
    const cases = page.getByRole('grid', { name: 'For collection' });
    const row = cases.getByRole('row').filter({ hasText: customer }).first();
    await expect(row).toContainText('New');
    await expect(row).toContainText('2');
    await expectNoSeriousA11yViolations(page, '/for-collection');
    await row.getByRole('link').first().click();

    // The case: its invoices as links, the Dutch statutory costs line by line, its history.
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Collection case FC-\\d+ \\(${customer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)$`) })).toBeVisible();
    await expect(page.getByRole('link', { name: first.number })).toBeVisible();
    await expect(page.getByRole('link', { name: second.number })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Statutory collection costs' }).getByRole('row').nth(1)).toContainText('15% of');
    await page.getByRole('button', { name: 'Start amicable collection' }).click();
    const confirm = page.getByRole('dialog', { name: /^Move FC-\d+ to “Amicable collection”\?$/ });
    await expect(confirm).toContainText('The agency starts writing to and calling the customer. This cannot be undone.');
    await confirm.getByRole('button', { name: 'Start amicable collection' }).click();
    await expect(page.getByText('The case is now at “Amicable collection”.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send statutory notice' })).toBeVisible();
    await expect(page.getByText('From “New” to “Amicable collection”')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'collection case');
    // At 390 px the case fits the width (the costs table scrolls inside its own region).
    await page.setViewportSize({ width: 390, height: 844 });
    for (const control of [page.getByRole('button', { name: 'Send statutory notice' }), page.getByRole('link', { name: second.number })]) {
      await control.scrollIntoViewIfNeeded();
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expectFitsWidth(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The invoice's own page says it is for collection.
    await page.getByRole('link', { name: first.number }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${first.number}` })).toBeVisible();
    const status = page.locator('dl > div', { has: page.locator('dt', { hasText: /^Status$/ }) }).locator('dd');
    await expect(status).toHaveText('For collection');
    // …and names the case that holds it, a link back to it.
    await expect(page.getByRole('region', { name: 'For collection' }).getByRole('link', { name: /^Collection case FC-\d+$/ })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('Sanne, without Manage_For_Collection', () => {
  test.use({ signedIn: false });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((token) => window.localStorage.setItem('accessToken', token), SANNE);
  });

  test('is refused the cases by the screens and by the API, and is offered no "Hand over to collection"', async ({ page, stack }) => {
    const asSanne = { Authorization: `Bearer ${SANNE}` };
    expect((await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}/for-collection`, { headers: asSanne })).status).toBe(403);
    const overdue = (await api<Paged<Invoice>>(stack, '/invoices?status=overdue&per-page=1', SANNE)).items[0]!;
    const handOver = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}/for-collection`, {
      method: 'POST',
      headers: { ...asSanne, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ invoiceIds: [overdue.id], reason: 'x' }),
    });
    expect(handOver.status).toBe(403);

    await page.goto('/for-collection');
    await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
    await page.goto('/invoices');
    await page.getByRole('grid', { name: 'Invoices' }).getByRole('checkbox').nth(1).check();
    const actions = page.getByRole('group', { name: 'Actions on the selected rows' });
    await expect(actions.getByRole('button', { name: 'Pause dunning' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Hand over to collection' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
