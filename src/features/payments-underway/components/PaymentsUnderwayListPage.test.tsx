import Big from 'big.js';
import { createMockServer, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;

serveMockApi(mock);

/** The list calls the page made, in order. */
let listRequests: URL[] = [];
beforeEach(() => {
  listRequests = [];
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/payments-underway')) listRequests.push(url);
  });
});
afterEach(() => mock.server.events.removeAllListeners());

function recordsOf(administrationId: string) {
  return mock.store.db.paymentsUnderway.findMany((q) => q.where({ administrationId }));
}

/** The grid's data rows as their cells' texts (customer, expected on, amount, provider status, ...). */
function rows(grid: HTMLElement): string[][] {
  return within(grid)
    .queryAllByRole('row')
    .map((row) => within(row).queryAllByRole('gridcell').map((cell) => cell.textContent ?? ''))
    .filter((cells) => cells.length > 0);
}

async function loadedGrid(): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid', { name: 'Payments underway' });
  await waitFor(() => expect(rows(grid).length).toBeGreaterThan(0));
  return grid;
}

describe('/payments-underway', () => {
  it('shows what is expected soonest first, filters by provider status, and opens a payment', async () => {
    const total = recordsOf(NL).length;
    const { user, router } = renderApp('/payments-underway', { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments underway' })).toBeInTheDocument();
    const grid = await loadedGrid();
    expect(screen.getByText(`1–${Math.min(25, total)} of ${total}`)).toBeInTheDocument();
    expect(listRequests[0]?.searchParams.get('sort-by')).toBe('expected-on');
    // Under the table, the sum of every payment underway (all pages), not the page's.
    const euros = (cents: bigint) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(Number(cents) / 100);
    const sums = screen.getByRole('region', { name: `Totals of all ${total} matching rows` });
    expect(within(sums).getByRole('term')).toHaveTextContent('Amount');
    expect(within(sums).getByRole('definition')).toHaveTextContent(euros(recordsOf(NL).reduce((sum, record) => sum + BigInt(new Big(record.amount).times(100).toFixed(0)), 0n)));

    // One provider status that the seed has: authorised (on its way) when there is one.
    const status = recordsOf(NL).some((record) => record.providerStatus === 'authorised') ? 'authorised' : recordsOf(NL)[0]!.providerStatus;
    const label = { initiated: 'Initiated', pending: 'Pending', authorised: 'Authorised', failed: 'Failed', expired: 'Expired' }[status];
    const failed = recordsOf(NL).filter((record) => record.providerStatus === status);
    await router.navigate({ to: '/payments-underway', search: { 'provider-status': [status] } as never });
    await waitFor(() => expect(rows(grid)).toHaveLength(failed.length));
    expect(rows(grid).every((cells) => cells.includes(label))).toBe(true);
    expect(listRequests.at(-1)?.searchParams.getAll('provider-status')).toEqual([status]);

    const wanted = failed[0]!;
    const customer = mock.store.db.customers.findFirst((q) => q.where({ id: wanted.customerId }))!;
    await user.click(within(grid).getAllByRole('link', { name: customer.name })[0]!);
    await waitFor(() => expect(currentLocation(router).pathname).toMatch(/^\/payments-underway\/puw-nl-/));
  });

  it('does not ask for the list of a user without Manage_Invoices', async () => {
    const anna = mock.store.db.users.findFirst((q) => q.where({ id: SEED_IDS.users.anna }))!;
    await mock.store.db.users.update(anna, {
      data(user) {
        user.memberships = user.memberships.map((membership) =>
          membership.administrationId === NL
            ? { ...membership, permissions: membership.permissions.filter((granted) => granted !== 'Manage_Invoices') }
            : membership,
        );
      },
    });
    renderApp('/payments-underway', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(listRequests).toEqual([]);
  });
});
