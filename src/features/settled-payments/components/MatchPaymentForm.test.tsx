import { createMockServer, SEED_IDS } from '@mocks/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, TEST_API_ROOT, TEST_CONFIG } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';
import type { SettledPayment } from '@/api/generated/model';
import { setRuntimeConfig } from '@/lib/config';
import { MatchPaymentForm } from './MatchPaymentForm';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const { db } = mock.store;

serveMockApi(mock);
beforeEach(() => setRuntimeConfig(TEST_CONFIG));

const paymentUrl = (id: string) => `${TEST_API_ROOT}/administrations/${NL}/settled-payments/${id}`;

async function read(id: string): Promise<SettledPayment> {
  return (await (await fetch(paymentUrl(id))).json()) as SettledPayment;
}

/** An unmatched payment of a recognised customer who has open invoices, set to `amount`; and those invoices, oldest due first. */
async function unmatchedPayment(amountOf: string | ((invoices: { outstanding: string }[]) => string)) {
  const openOf = (customerId: string) =>
    db.invoices
      .findMany((q) => q.where({ administrationId: NL, customerId }))
      .filter((invoice) => Number(invoice.outstanding) > 0 && !invoice.forCollection)
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
      // Copies: the stored records change as the test matches.
      .map((invoice) => ({ ...invoice }));
  const record = db.settledPayments.findMany((q) => q.where({ administrationId: NL })).find((payment) => payment.allocations.length === 0 && payment.customerId && openOf(payment.customerId).length >= 2)!;
  const invoices = openOf(record.customerId!);
  Object.assign(record, { amount: typeof amountOf === 'string' ? amountOf : amountOf(invoices) });
  return { payment: await read(record.id), invoices };
}

function renderForm(payment: SettledPayment) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <MatchPaymentForm administrationId={NL} payment={payment} /> }),
    history: createMemoryHistory({ initialEntries: ['/settled-payments/x'] }),
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user };
}

const euro = (amount: string) => `€${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function addInvoice(user: ReturnType<typeof userEvent.setup>, number: string) {
  const select = await screen.findByRole('combobox', { name: 'Invoice to add' });
  await waitFor(() => expect(within(select).getByRole('option', { name: new RegExp(`^${number} `) })).toBeInTheDocument());
  await user.selectOptions(select, within(select).getByRole('option', { name: new RegExp(`^${number} `) }));
  await user.click(screen.getByRole('button', { name: 'Add invoice' }));
}

describe('MatchPaymentForm', () => {
  it('matches part of an invoice: the invoice keeps the rest outstanding, the payment is matched', async () => {
    const { payment, invoices } = await unmatchedPayment('10.00');
    const target = invoices[0]!;
    const { user } = renderForm(payment);
    await addInvoice(user, target.number);
    // The new line proposes what is left of the payment (less than the invoice's outstanding).
    const amount = screen.getByRole('textbox', { name: `Amount for invoice ${target.number}` });
    expect(amount).toHaveValue('10.00');
    await user.click(screen.getByRole('button', { name: 'Save matching' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Matching saved.'));
    const stored = db.invoices.findFirst((q) => q.where({ id: target.id }))!;
    expect(stored.outstanding).toBe((Math.round(Number(target.outstanding) * 100 - 1000) / 100).toFixed(2));
  });

  it('shows an over-payment as unallocated credit while the user types, and saves it so', async () => {
    // Two invoices' outstanding plus 49.90.
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const { payment, invoices } = await unmatchedPayment(([a, b]) => ((cents(a!.outstanding) + cents(b!.outstanding) + 4990) / 100).toFixed(2));
    const [first, second] = invoices;
    const { user } = renderForm(payment);
    await addInvoice(user, first!.number);
    await addInvoice(user, second!.number);
    const left = 49.9;
    const credit = () => screen.getByText('Unallocated credit').nextElementSibling;
    await waitFor(() => expect(credit()).toHaveTextContent(euro(left.toFixed(2))));
    await user.click(screen.getByRole('button', { name: 'Save matching' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Matching saved.'));
    expect(db.invoices.findFirst((q) => q.where({ id: first!.id }))!.outstanding).toBe('0.00');
    expect((await read(payment.id)).unallocated.amount).toBe(left.toFixed(2));
  });

  it('puts errors at the field: more than the invoice has outstanding, more than the payment, not an amount', async () => {
    const { payment, invoices } = await unmatchedPayment('100.00');
    const target = invoices.find((invoice) => Number(invoice.outstanding) < 100) ?? invoices[0]!;
    const { user } = renderForm(payment);
    await addInvoice(user, target.number);
    const amount = screen.getByRole('textbox', { name: `Amount for invoice ${target.number}` });
    await user.clear(amount);
    await user.type(amount, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save matching' }));
    expect(await screen.findByText('Enter an amount.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.clear(amount);
    await user.type(amount, (Number(target.outstanding) + 0.01).toFixed(2));
    await user.click(screen.getByRole('button', { name: 'Save matching' }));
    expect(await screen.findByText(`At most ${euro(target.outstanding)}: what the invoice has outstanding.`)).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '100.01');
    await user.click(screen.getByRole('button', { name: 'Save matching' }));
    if (Number(target.outstanding) >= 100.01) {
      expect(await screen.findByText(/^The amounts add up to more than the payment \(€100\.00\)\./)).toHaveAttribute('role', 'alert');
    }
    // Nothing reached the server.
    expect((await read(payment.id)).allocations).toEqual([]);
  });

  it('keeps the user’s lines when someone else matched first, and saves them over theirs on a second try', async () => {
    const { payment, invoices } = await unmatchedPayment('50.00');
    const [mine, theirs] = invoices;
    const { user } = renderForm(payment);
    await addInvoice(user, mine!.number);
    const amount = screen.getByRole('textbox', { name: `Amount for invoice ${mine!.number}` });
    await user.clear(amount);
    await user.type(amount, '12.34');

    // Someone else matches the payment meanwhile.
    const answer = await fetch(`${paymentUrl(payment.id)}/allocations`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': payment.etag, 'Idempotency-Key': 'someone-else-0001' },
      body: JSON.stringify({ allocations: [{ invoiceId: theirs!.id, amount: '1.00' }] }),
    });
    expect(answer.status).toBe(200);

    await user.click(screen.getByRole('button', { name: 'Save matching' }));
    expect(await screen.findByText(/Someone else changed the matching of this payment/)).toHaveAttribute('role', 'alert');
    expect(amount).toHaveValue('12.34');

    await user.click(screen.getByRole('button', { name: 'Save matching' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Matching saved.'));
    const now = await read(payment.id);
    expect(now.allocations.map((line) => [line.invoiceId, line.amount.amount])).toEqual([[mine!.id, '12.34']]);
    // Their allocation was given back to their invoice.
    expect(db.invoices.findFirst((q) => q.where({ id: theirs!.id }))!.outstanding).toBe(theirs!.outstanding);
  });

  it('unmatches a payment: its invoices get their outstanding back', async () => {
    const record = db.settledPayments.findMany((q) => q.where({ administrationId: NL })).find((payment) => payment.allocations.length === 1)!;
    const { invoiceId, amount } = record.allocations[0]!;
    const before = db.invoices.findFirst((q) => q.where({ id: invoiceId }))!.outstanding;
    const { user } = renderForm(await read(record.id));
    await user.click(await screen.findByRole('button', { name: 'Unmatch payment' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Matching saved.'));
    expect(screen.getByText('This payment is not matched to any invoice.')).toBeInTheDocument();
    expect(db.invoices.findFirst((q) => q.where({ id: invoiceId }))!.outstanding).toBe((Math.round(Number(before) * 100 + Number(amount) * 100) / 100).toFixed(2));
  });
});
