import type { Page } from '@playwright/test';
import { ACCESS_TOKEN, ADMIN_NL, expect, expectFitsWidth, expectNoSeriousA11yViolations, test } from './fixtures';

type Money = { amount: string; currency: string };
type Invoice = { id: string; number: string; customer: { id: string; name: string }; outstanding: Money };
type Arrangement = { id: string; reference: string; status: string; brokenSince: string | null; invoices: { id: string }[] };
type Paged<T> = { items: T[]; total: number };

async function api<T>(stack: { apiRoot: string }, path: string): Promise<T> {
  const response = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}${path}`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** An overdue invoice that no active or proposed arrangement holds. */
async function freeOverdueInvoice(stack: { apiRoot: string }): Promise<Invoice> {
  const overdue = (await api<Paged<Invoice>>(stack, '/invoices?status=overdue&per-page=100&sort-by=due-date&sort-order=desc')).items;
  const plans = (await api<Paged<Arrangement>>(stack, '/arrangements?status=active&status=proposed&per-page=1000')).items;
  const held = new Set(plans.flatMap((plan) => plan.invoices.map((invoice) => invoice.id)));
  const invoice = overdue.find((candidate) => !held.has(candidate.id));
  if (!invoice) throw new Error('the seed has no free overdue invoice');
  return invoice;
}

/** A calendar day `days` from today in the browser's zone, as the date field takes it. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const bodyRows = (page: Page, grid: string) => page.getByRole('grid', { name: grid }).getByRole('row').filter({ has: page.getByRole('gridcell') });

test.describe('arrangements', () => {
  test('agree a 3-instalment arrangement → its invoice shows “in arrangement” → record one payment', async ({ page, stack, consoleErrors }) => {
    test.slow();
    const invoice = await freeOverdueInvoice(stack);
    const invoiceStatus = page.locator('dl > div', { has: page.locator('dt', { hasText: /^Status$/ }) }).locator('dd');
    await page.goto(`/invoices/${invoice.id}`);
    await expect(invoiceStatus).toHaveText('Overdue');

    // From the customer's arrangements tab: the form, its live preview, agreed.
    await page.goto(`/customers/${invoice.customer.id}/arrangements`);
    await page.getByRole('button', { name: 'New arrangement' }).click();
    const form = page.getByRole('form', { name: 'New arrangement' });
    await form.getByRole('checkbox', { name: new RegExp(`^${invoice.number} `) }).check();
    await form.getByRole('textbox', { name: 'Number of instalments' }).fill('3');
    await form.getByLabel('Frequency').selectOption('monthly');
    await form.getByLabel('First due date').fill(dayFromToday(7));
    const preview = form.getByRole('table');
    await expect(preview.getByRole('row')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page, 'new arrangement form');
    await form.getByRole('button', { name: 'Agree arrangement' }).click();
    // Agreed: the panel closes (and leaves the address) and the tab lists the plan.
    await expect(page.getByRole('complementary', { name: 'New arrangement' })).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]action=/);
    const grid = `Arrangements of ${invoice.customer.name}`;
    await expect(bodyRows(page, grid).filter({ hasText: 'Active' })).toHaveCount(1);

    // The server paused the invoice: it shows "In arrangement" on its page.
    await page.goto(`/invoices/${invoice.id}`);
    await expect(invoiceStatus).toHaveText('In arrangement');

    // The arrangement, opened from the invoice's arrangements tab; one payment recorded.
    await page.goto(`/invoices/${invoice.id}/arrangements`);
    await bodyRows(page, `Arrangements covering invoice ${invoice.number}`).first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Arrangement AR-/ })).toBeVisible();
    const instalments = page.getByRole('table');
    const firstRow = instalments.getByRole('row').nth(1);
    const firstAmount = (await firstRow.getByRole('cell').nth(2).textContent()) ?? '';
    await page.getByRole('textbox', { name: 'Amount received' }).fill(firstAmount.replace(/[^\d.]/g, ''));
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'recorded.' })).toBeVisible();
    await expect(firstRow).toContainText('Paid');
    await expect(instalments.getByRole('row').nth(2)).toContainText('Due');
    await expectNoSeriousA11yViolations(page, 'arrangement page');

    // The money is a settled payment matched to the invoice: its Payments tab lists it, naming the plan.
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const reference = /AR-\S+/.exec(title)?.[0];
    if (!reference) throw new Error(`no arrangement reference in "${title}"`);
    await page.goto(`/invoices/${invoice.id}/payments`);
    await expect(bodyRows(page, `Payments of invoice ${invoice.number}`).filter({ hasText: reference })).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test('a missed instalment: the plan shows broken, since when, and its invoices are no longer in arrangement', async ({ page, stack }) => {
    // Seeded: plans whose instalment was missed before the seed's reference day; the server broke them.
    const broken = (await api<Paged<Arrangement>>(stack, '/arrangements?status=broken&per-page=1')).items[0];
    if (!broken?.brokenSince) throw new Error('the seed has no broken arrangement');
    await page.goto('/arrangements?status=broken');
    await bodyRows(page, 'Arrangements').filter({ hasText: broken.reference }).getByRole('link', { name: broken.reference }).click();
    const since = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${broken.brokenSince}T00:00:00Z`));
    await expect(page.getByText(`Broken since ${since}`)).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Missed' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
    const invoice = await api<{ status: string }>(stack, `/invoices/${broken.invoices[0]!.id}`);
    expect(invoice.status).not.toBe('in-arrangement');

    // On a 390 px phone the page fits its width (the instalments table scrolls inside its own box).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText(`Broken since ${since}`)).toBeVisible();
    await expectFitsWidth(page);
    await expectNoSeriousA11yViolations(page, 'broken arrangement at 390 px');
  });
});
