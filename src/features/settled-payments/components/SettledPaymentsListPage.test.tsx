import Big from 'big.js';
import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const LIST_PATH = '/administrations/*/settled-payments';

serveMockApi(mock);

/** The list calls the page made, in order. */
let listRequests: URL[] = [];
beforeEach(() => {
  listRequests = [];
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/settled-payments')) listRequests.push(url);
  });
});
afterEach(() => mock.server.events.removeAllListeners());

function recordsOf(administrationId: string) {
  return mock.store.db.settledPayments.findMany((q) => q.where({ administrationId }));
}

/** The record page's title (the record frame's, with the record's name). */
const recordTitle = (name: string) => `Payment ${name}`;
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

/** The grid's data rows as their cells' texts (number, received on, payer, amount, ...). */
function rows(grid: HTMLElement): string[][] {
  return within(grid)
    .queryAllByRole('row')
    .map((row) => within(row).queryAllByRole('gridcell').map((cell) => cell.textContent ?? ''))
    .filter((cells) => cells.length > 0);
}

async function loadedGrid(): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid', { name: 'Settled payments' });
  await waitFor(() => expect(rows(grid).length).toBeGreaterThan(0));
  return grid;
}

describe('/settled-payments', () => {
  it('shows the first page of the administration, latest received first, and pages on through the URL', async () => {
    const total = recordsOf(NL).length;
    const { user, router } = renderApp('/settled-payments', { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settled payments' })).toBeInTheDocument();
    const grid = await loadedGrid();
    const first = rows(grid);
    expect(first).toHaveLength(Math.min(25, total));
    const latest = [...recordsOf(NL)].sort((a, b) => b.receivedOn.localeCompare(a.receivedOn) || a.number.localeCompare(b.number))[0]!;
    expect(first[0]?.[0]).toBe(latest.number);
    expect(screen.getByText(`1–25 of ${total}`)).toBeInTheDocument();
    // Under the table, the sums of every payment (all pages), not the page's.
    const euros = (cents: bigint) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(Number(cents) / 100);
    const cents = (amount: string) => BigInt(new Big(amount).times(100).toFixed(0));
    const allocated = (record: ReturnType<typeof recordsOf>[number]) => record.allocations.reduce((sum, line) => sum + cents(line.amount), 0n);
    const sums = screen.getByRole('region', { name: `Totals of all ${total} matching rows` });
    expect(within(sums).getAllByRole('term').map((term) => term.textContent)).toEqual(['Amount', 'Unallocated credit']);
    expect(within(sums).getAllByRole('definition').map((sum) => sum.textContent)).toEqual([
      euros(recordsOf(NL).reduce((sum, record) => sum + cents(record.amount), 0n)),
      euros(recordsOf(NL).reduce((sum, record) => sum + cents(record.amount) - allocated(record), 0n)),
    ]);

    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation(router).search).toMatchObject({ page: 2 }));
    await waitFor(() => expect(rows(grid)[0]?.[0]).not.toBe(first[0]?.[0]));
    expect(listRequests.at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('sorts by a column, the second click turning it round', async () => {
    const { user, router } = renderApp('/settled-payments', { administrationId: NL });
    const grid = await loadedGrid();
    await user.click(within(grid).getByRole('button', { name: 'Payer' }));
    await waitFor(() => expect(currentLocation(router).search).toMatchObject({ sortBy: 'payer' }));
    await user.click(within(grid).getByRole('button', { name: 'Payer' }));
    await waitFor(() => expect(within(grid).getByRole('columnheader', { name: 'Payer' })).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => {
      const payers = rows(grid).map((cells) => cells[2] ?? '');
      expect(payers).toEqual([...payers].sort(byName).reverse());
    });
  });

  it('searches the chosen field, filters by matching, then opens a payment with a click on its number', async () => {
    const wanted = recordsOf(NL).find((record) => record.allocations.length === 0)!;
    const { user, router } = renderApp('/settled-payments', { administrationId: NL });
    const grid = await loadedGrid();
    // The payment's number is the field searched unless another is chosen.
    expect(screen.getByLabelText('Search in')).toHaveValue('number');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), wanted.number);
    await waitFor(() => expect(rows(grid).map((cells) => cells[0])).toEqual([wanted.number]));
    expect(currentLocation(router).search).toMatchObject({ search: wanted.number });
    expect(rows(grid)[0]).toContain('Unmatched');

    await user.click(within(grid).getByRole('link', { name: wanted.number }));
    expect(await screen.findByRole('heading', { level: 1, name: recordTitle(wanted.number) })).toBeInTheDocument();
  });

  it('says when nothing matches, and when there is nothing at all', async () => {
    renderApp('/settled-payments?search=zzzz-nothing', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'Nothing matches this search and these filters' })).toBeInTheDocument();

    mock.store.db.settledPayments.deleteMany((q) => q.where({ administrationId: NL }));
    renderApp('/settled-payments', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'No payments received' })).toBeInTheDocument();
  });

  it('shows the failure with a way to try again when the list fails', async () => {
    injectFault({ method: 'GET', path: LIST_PATH, status: 500, times: 1 });
    const { user } = renderApp('/settled-payments', { administrationId: NL });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await loadedGrid();
  });

  it('shows the forbidden view when the server refuses the list', async () => {
    injectFault({ method: 'GET', path: LIST_PATH, status: 403, times: 1 });
    renderApp('/settled-payments', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
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
    renderApp('/settled-payments', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(listRequests).toEqual([]);
  });
});
