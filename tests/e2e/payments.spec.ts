import { ACCESS_TOKEN, ADMIN_NL, expect, expectFitsWidth, expectNoSeriousA11yViolations, test } from './fixtures';

type Money = { amount: string; currency: string };
type Invoice = { id: string; number: string; outstanding: Money };
type Payment = { id: string; number: string; amount: Money; customer: { id: string } | null };
type Paged<T> = { items: T[]; total: number };
type Balances = { outstanding: Money };

async function api<T>(stack: { apiRoot: string }, path: string): Promise<T> {
  const response = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}${path}`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const euro = (amount: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(Number(amount));
const cents = (amount: string) => Math.round(Number(amount) * 100);

test.describe('payments', () => {
  test('match a payment to an invoice → the invoice’s outstanding drops on its page, its Payments tab lists it, and the dashboard follows', async ({ page, stack, consoleErrors }) => {
    test.slow();
    const payment = (await api<Paged<Payment>>(stack, '/settled-payments?match-status=unmatched&per-page=100')).items.find((candidate) => cents(candidate.amount.amount) > 1000);
    const invoice = (await api<Paged<Invoice>>(stack, '/invoices?status=overdue&per-page=50&sort-by=due-date&sort-order=desc')).items.find((candidate) => cents(candidate.outstanding.amount) > 1000);
    if (!payment || !invoice) throw new Error('the seed has no unmatched payment or overdue invoice of more than 10.00');
    const outstanding = page.locator('dl > div', { has: page.locator('dt', { hasText: /^Outstanding$/ }) }).locator('dd');
    // The dashboard's "Outstanding" figure (a link to the invoices it sums, named "Outstanding: <amount>").
    const owed = page.getByRole('region', { name: 'What is owed' }).locator('dl > div', { has: page.locator('dt', { hasText: /^Outstanding$/ }) }).locator('dd').first();
    const before = (await api<Balances>(stack, '/dashboard/balances')).outstanding.amount;
    await page.goto('/dashboard');
    await expect(owed).toContainText(euro(before));

    await page.goto(`/invoices/${invoice.id}`);
    await expect(outstanding).toHaveText(euro(invoice.outstanding.amount));

    // From the list of unmatched payments to the payment's page.
    await page.goto('/settled-payments?match-status=unmatched');
    await page.getByRole('grid', { name: 'Settled payments' }).getByRole('link', { name: payment.number }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Payment ${payment.number}` })).toBeVisible();
    const form = page.getByRole('form', { name: 'Match to invoices' });
    await form.getByRole('textbox', { name: 'Find an invoice by number' }).fill(invoice.number);
    const choice = form.getByRole('combobox', { name: 'Invoice to add' });
    await expect(choice.getByRole('option', { name: new RegExp(`^${invoice.number} `) })).toHaveCount(1);
    await choice.selectOption({ label: (await choice.getByRole('option', { name: new RegExp(`^${invoice.number} `) }).textContent()) ?? '' });
    await form.getByRole('button', { name: 'Add invoice' }).click();
    // A partial payment of 10.00: the rest of the payment stays as unallocated credit.
    await form.getByRole('textbox', { name: `Amount for invoice ${invoice.number}` }).fill('10.00');
    const left = ((cents(payment.amount.amount) - 1000) / 100).toFixed(2);
    await expect(form.locator('dt', { hasText: 'Unallocated credit' }).locator('+ dd')).toHaveText(euro(left));
    await expectNoSeriousA11yViolations(page, 'match form');
    await form.getByRole('button', { name: 'Save matching' }).click();
    await expect(form.getByRole('status')).toHaveText('Matching saved.');
    await expect(page.getByText('Partly matched').first()).toBeVisible();

    // The server moved the invoice's outstanding: its page shows 10.00 less.
    await page.goto(`/invoices/${invoice.id}`);
    await expect(outstanding).toHaveText(euro(((cents(invoice.outstanding.amount) - 1000) / 100).toFixed(2)));
    await page.getByRole('navigation', { name: `Sections of Invoice ${invoice.number}` }).getByRole('link', { name: 'Payments', exact: true }).click();
    const tab = page.getByRole('grid', { name: `Payments of invoice ${invoice.number}` });
    await expect(tab.getByRole('link', { name: payment.number })).toBeVisible();
    await expect(tab.getByRole('row').filter({ hasText: payment.number })).toContainText(euro('10.00'));

    // The dashboard follows: what is owed is 10.00 less.
    await page.goto('/dashboard');
    await expect(owed).toContainText(euro(((cents(before) - 1000) / 100).toFixed(2)));

    // On a 390 px phone the payment's page fits its width.
    await page.goto(`/settled-payments/${payment.id}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('form', { name: 'Match to invoices' })).toBeVisible();
    await expectFitsWidth(page);
    await expectNoSeriousA11yViolations(page, 'payment page at 390 px');
    expect(consoleErrors).toEqual([]);
  });
});
