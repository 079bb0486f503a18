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

  test('cannot attach or send a customer\'s file, nor write to an outside address, from the composer or through the API', async ({ page, stack }) => {
    const api = `${stack.apiRoot}/administrations/${ADMIN_NL}`;
    const anna = { headers: { Authorization: 'Bearer mock-access-anna' } };
    const asSanne = (init: RequestInit = {}) => ({ ...init, headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${SANNE}` } });
    type Context = { customer: { id: string; name: string; email: string | null }; invoices: { id: string }[]; attachments: { id: string; fileName: string }[] };
    let context: Context | undefined;
    for (let n = 1; n <= 100 && !context; n += 1) {
      const found = (await (await fetch(`${api}/communication/customers/cus-nl-${String(n).padStart(4, '0')}`, anna)).json()) as Context;
      if (found.attachments.length > 0 && found.customer.email && found.invoices.length > 0) context = found;
    }
    expect(context, 'a seeded customer with a file').toBeDefined();
    const { customer, invoices, attachments } = context!;

    const send = (body: Record<string, unknown>) =>
      fetch(`${api}/emails`, asSanne({ method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() }, body: JSON.stringify(body) }));
    const base = { customerId: customer.id, invoiceIds: [invoices[0]!.id], templateId: null, previewId: null, to: customer.email, cc: [], subject: 'Herinnering', html: '<p>Graag betalen.</p>', attachmentIds: [] };
    expect((await send({ ...base, attachmentIds: [attachments[0]!.id] })).status).toBe(403);
    expect((await send({ ...base, to: 'someone@evil.example' })).status).toBe(403);
    const seen = (await (await fetch(`${api}/communication/customers/${customer.id}`, asSanne())).json()) as Context;
    expect(seen.attachments).toEqual([]);

    await page.goto(`/communication/${customer.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `New message to ${customer.name}` })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(customer.email!);
    await expect(page.getByRole('textbox', { name: 'To' })).not.toBeEditable();
    await expect(page.getByRole('textbox', { name: /^Cc/ })).toHaveCount(0);
    await expect(page.getByText('Attaching files needs the documents permission.')).toBeVisible();
    for (const file of attachments) await expect(page.getByText(file.fileName)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
