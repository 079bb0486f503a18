import { ADMIN_NL, expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * Sanne works the invoices of the Dutch administration, not its customer records: she holds
 * Manage_Invoices but not Manage_Customers (mocks/seed/fixtures.ts). The screens refuse her what
 * the API refuses her.
 */
const SANNE = 'mock-access-sanne';

test.use({ signedIn: false });

test.describe('Sanne, without Manage_Customers', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((token) => window.localStorage.setItem('accessToken', token), SANNE);
  });

  test('is refused the customers and super debtors, by the screens and by the API', async ({ page, stack }) => {
    const asSanne = { headers: { Authorization: `Bearer ${SANNE}` } };
    const customers = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}/customers`, asSanne);
    expect(customers.status).toBe(403);
    const invoices = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}/invoices?per-page=1`, asSanne);
    expect(invoices.status).toBe(200);
    const [invoice] = ((await invoices.json()) as { items: { id: string; customer: { id: string; name: string } }[] }).items;
    expect((await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}/customers/${invoice!.customer.id}`, asSanne)).status).toBe(403);

    await page.goto('/invoices');
    await expect(page.getByRole('grid', { name: 'Invoices' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await expect(nav.getByRole('link', { name: 'Invoices' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Customers' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Super debtors' })).toHaveCount(0);

    // Her invoices name their customer without linking to a page she may not open.
    await page.goto(`/invoices/${invoice!.id}`);
    await expect(page.getByRole('heading', { name: 'Dunning' })).toBeVisible();
    await expect(page.getByRole('link', { name: invoice!.customer.name })).toHaveCount(0);
    await expect(page.getByText(invoice!.customer.name, { exact: true }).first()).toBeVisible();

    for (const path of ['/customers', `/customers/${invoice!.customer.id}`, '/super-debtors']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });
});
