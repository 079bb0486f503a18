import { createMockServer, SEED_IDS } from '@mocks/node';
import { screen, within } from '@testing-library/react';
import { renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const GB = SEED_IDS.administrations.gb;

serveMockApi(mock);

function firstOf(administrationId: string, status?: string) {
  return mock.store.db.paymentsUnderway.findMany((q) => q.where({ administrationId })).find((record) => !status || record.providerStatus === status)!;
}

describe('/payments-underway/{paymentUnderwayId}', () => {
  it('shows the payment with its provider status, expected date, customer and invoices, read-only', async () => {
    const record = firstOf(NL, 'authorised');
    renderApp(`/payments-underway/${record.id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: `Payment underway ${record.number}` })).toBeInTheDocument();
    expect(screen.getByText('Authorised')).toBeInTheDocument();
    expect(screen.getByText('Approved by the bank; the money is on its way.')).toBeInTheDocument();
    const invoice = mock.store.db.invoices.findFirst((q) => q.where({ id: record.invoiceIds[0]! }))!;
    expect(screen.getByRole('link', { name: invoice.number })).toHaveAttribute('href', `/invoices/${invoice.id}`);
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Payments underway' })).toHaveAttribute('href', '/payments-underway');
  });

  it('says "not found" for a payment of another administration', async () => {
    renderApp(`/payments-underway/${firstOf(GB).id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops, page not found.' })).toBeInTheDocument();
  });
});
