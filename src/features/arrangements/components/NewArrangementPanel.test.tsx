import { createMockServer, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

// The seed's reference day: statuses (a missed instalment breaks a plan) are those the seed meant.
const mock = createMockServer({ now: () => new Date('2026-11-20T09:00:00Z') });
const NL = SEED_IDS.administrations.nl;

serveMockApi(mock);

/** A customer with two overdue invoices that no plan holds. */
function customerWithFreeInvoices() {
  const held = new Set(mock.store.db.arrangements.all().filter((a) => a.status === 'active' || a.status === 'proposed').flatMap((a) => a.invoiceIds));
  const free = mock.store.db.invoices
    .all()
    .filter((i) => i.administrationId === NL && !held.has(i.id) && !i.disputed && !i.forCollection && !i.inArrangement && Number(i.outstanding) > 0 && i.dueDate < '2026-11-20');
  const byCustomer = new Map<string, typeof free>();
  for (const invoice of free) byCustomer.set(invoice.customerId, [...(byCustomer.get(invoice.customerId) ?? []), invoice]);
  const [customerId, invoices] = [...byCustomer].find(([, list]) => list.length >= 2)!;
  return { customer: mock.store.db.customers.findFirst((q) => q.where({ id: customerId }))!, invoices };
}

function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

describe('New arrangement (the customer’s arrangements tab)', () => {
  it('previews the plan live, says what is wrong per field, and agrees it on the server', async () => {
    const { customer, invoices } = customerWithFreeInvoices();
    const invoice = invoices[0]!;
    const { user, router } = renderApp(`/customers/${customer.id}/arrangements`, { administrationId: NL });
    await user.click(await screen.findByRole('button', { name: 'New arrangement' }));
    const form = await within(await screen.findByRole('complementary', { name: 'New arrangement' })).findByRole('form', { name: 'New arrangement' });
    await user.click(await within(form).findByRole('checkbox', { name: new RegExp(`^${invoice.number} `) }));

    // Wrong inputs: the plan builder's messages, shown after a submit, nothing sent.
    await user.click(within(form).getByRole('radio', { name: 'Amount per instalment' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount per instalment' }), '99999999');
    await user.type(within(form).getByLabelText('First due date'), '2020-01-01');
    await user.click(within(form).getByRole('button', { name: 'Agree arrangement' }));
    expect(within(form).getByRole('textbox', { name: 'Amount per instalment' })).toHaveAccessibleDescription('The amount per instalment is more than the total.');
    expect(within(form).getByLabelText('First due date')).toHaveAccessibleDescription('The first due date cannot be in the past.');
    expect(mock.store.db.arrangements.all().some((a) => a.invoiceIds.includes(invoice.id))).toBe(false);

    // Three monthly instalments: the preview adds up to the invoice, the last absorbing the rounding.
    await user.click(within(form).getByRole('radio', { name: 'Number of instalments' }));
    const count = within(form).getByRole('textbox', { name: 'Number of instalments' });
    await user.clear(count);
    await user.type(count, '3');
    await user.clear(within(form).getByLabelText('First due date'));
    await user.type(within(form).getByLabelText('First due date'), inDays(7));
    const preview = within(form).getByRole('table');
    await waitFor(() => expect(within(preview).getAllByRole('row')).toHaveLength(4));
    const cents = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Math.round(Number((within(row).getAllByRole('cell')[2]!.textContent ?? '').replace(/[^\d.]/g, '')) * 100));
    expect(cents.reduce((a, b) => a + b, 0)).toBe(Math.round(Number(invoice.outstanding) * 100));
    expect(cents[2]! - cents[0]!).toBeGreaterThanOrEqual(0);

    await user.click(within(form).getByRole('button', { name: 'Agree arrangement' }));
    // Agreed: the panel closes (its form opened as the page's arrangement panel) and leaves the address.
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'New arrangement' })).not.toBeInTheDocument());
    expect(currentLocation(router).search).not.toHaveProperty('action');
    expect(screen.queryByRole('form', { name: 'New arrangement' })).not.toBeInTheDocument();
    const created = mock.store.db.arrangements.all().find((a) => a.invoiceIds.includes(invoice.id))!;
    expect(created).toMatchObject({ status: 'active', customerId: customer.id, frequency: 'monthly' });
    expect(created.instalments).toHaveLength(3);
    expect(mock.store.db.invoices.findFirst((q) => q.where({ id: invoice.id }))!.inArrangement).toBe(true);
    const grid = screen.getByRole('grid', { name: `Arrangements of ${customer.name}` });
    expect(await within(grid).findByRole('link', { name: created.reference })).toBeInTheDocument();
  });

  it('shows the server’s refusal on the field it names', async () => {
    const { customer, invoices } = customerWithFreeInvoices();
    const invoice = invoices[1]!;
    const { user } = renderApp(`/customers/${customer.id}/arrangements`, { administrationId: NL });
    await user.click(await screen.findByRole('button', { name: 'New arrangement' }));
    const form = await screen.findByRole('form', { name: 'New arrangement' });
    await user.click(await within(form).findByRole('checkbox', { name: new RegExp(`^${invoice.number} `) }));
    await user.type(within(form).getByLabelText('First due date'), inDays(7));
    // Someone else puts the invoice in a plan meanwhile.
    await mock.store.db.arrangements.create({
      ...mock.store.db.arrangements.all()[0]!,
      id: 'arrangement-meanwhile',
      reference: 'AR-9999',
      customerId: customer.id,
      invoiceIds: [invoice.id],
      status: 'proposed',
    });
    await user.click(within(form).getByRole('button', { name: 'Agree arrangement' }));
    expect(await within(form).findByText(/is already in arrangement AR-9999/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'New arrangement' })).toBeInTheDocument();
  });
});
