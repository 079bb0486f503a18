import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { screen, within } from '@testing-library/react';
import { renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const GB = SEED_IDS.administrations.gb;

serveMockApi(mock);

function firstOf(administrationId: string) {
  return mock.store.db.settledPayments.findFirst((q) => q.where({ administrationId }))!;
}

/** The record page's title (the record frame's, with the payment's number). */
const recordTitle = (number: string) => `Payment ${number}`;

describe('/settled-payments/{settledPaymentId}', () => {
  it('shows the payment under its number, with its matched invoices, in the area’s breadcrumb', async () => {
    const record = firstOf(NL);
    renderApp(`/settled-payments/${record.id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: recordTitle(record.number) })).toBeInTheDocument();
    const invoice = mock.store.db.invoices.findFirst((q) => q.where({ id: record.allocations[0]!.invoiceId }))!;
    expect(screen.getAllByRole('link', { name: invoice.number }).length).toBeGreaterThan(0);
    expect(screen.getByRole('form', { name: 'Match to invoices' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Settled payments' })).toHaveAttribute('href', '/settled-payments');
  });

  it.each([
    ['an unknown id', () => 'nope'],
    ['a payment of another administration', () => firstOf(GB).id],
  ])('says "not found" for %s', async (_, idOf) => {
    renderApp(`/settled-payments/${idOf()}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops, page not found.' })).toBeInTheDocument();
  });

  it('offers to try again when the payment cannot be read', async () => {
    const record = firstOf(NL);
    injectFault({ method: 'GET', path: `/settled-payments/${record.id}`, status: 500, times: 1 });
    const { user } = renderApp(`/settled-payments/${record.id}`, { administrationId: NL });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: recordTitle(record.number) })).toBeInTheDocument();
  });
});
