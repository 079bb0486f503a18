import Big from 'big.js';
import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

// The seed's reference day: statuses (a missed instalment breaks a plan) are those the seed meant.
const mock = createMockServer({ now: () => new Date('2026-11-20T09:00:00Z') });
const NL = SEED_IDS.administrations.nl;
const LIST_PATH = '/administrations/*/arrangements';

serveMockApi(mock);

/** The list calls the page made, in order. */
let listRequests: URL[] = [];
beforeEach(() => {
  listRequests = [];
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/arrangements')) listRequests.push(url);
  });
});
afterEach(() => mock.server.events.removeAllListeners());

function recordsOf(administrationId: string) {
  return mock.store.db.arrangements.findMany((q) => q.where({ administrationId }));
}

/** The record page's title (the record frame's, with the record's reference). */
const recordTitle = (reference: string) => `Arrangement ${reference}`;
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

/** The grid's data rows as their cells' texts (reference, customer, status, total, paid, remaining, next due). */
function rows(grid: HTMLElement): string[][] {
  return within(grid)
    .queryAllByRole('row')
    .map((row) => within(row).queryAllByRole('gridcell').map((cell) => cell.textContent ?? ''))
    .filter((cells) => cells.length > 0);
}

async function loadedGrid(): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid', { name: 'Arrangements' });
  await waitFor(() => expect(rows(grid).length).toBeGreaterThan(0));
  return grid;
}

describe('/arrangements', () => {
  it('shows the first page of the administration, newest first, with status and money, and pages on through the URL', async () => {
    const records = recordsOf(NL);
    const total = records.length;
    const newest = [...records].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id.localeCompare(b.id))).slice(0, 10);
    const { user, router } = renderApp('/arrangements?perPage=10', { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Arrangements' })).toBeInTheDocument();
    const grid = await loadedGrid();
    const first = rows(grid);
    expect(first).toHaveLength(10);
    expect(first.map((cells) => cells[0])).toEqual(newest.map((record) => record.reference));
    const broken = records.find((record) => record.status === 'broken' && newest.includes(record));
    if (broken) expect(first.find((cells) => cells[0] === broken.reference)?.[2]).toMatch(/^BrokenBroken since /);
    expect(first[0]?.[3]).toMatch(/^€/);
    expect(screen.getByText(`1–10 of ${total}`)).toBeInTheDocument();
    // Under the table, the sums of every plan (all pages), not the page's.
    const euros = (cents: bigint) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(Number(cents) / 100);
    const cents = (amount: string) => BigInt(new Big(amount).times(100).toFixed(0));
    const paid = (record: (typeof records)[number]) => record.instalments.reduce((sum, instalment) => sum + cents(instalment.paid), 0n);
    const sums = screen.getByRole('region', { name: `Totals of all ${total} matching rows` });
    expect(within(sums).getAllByRole('term').map((term) => term.textContent)).toEqual(['Total', 'Paid', 'Remaining']);
    expect(within(sums).getAllByRole('definition').map((sum) => sum.textContent)).toEqual([
      euros(records.reduce((sum, record) => sum + cents(record.total), 0n)),
      euros(records.reduce((sum, record) => sum + paid(record), 0n)),
      euros(records.reduce((sum, record) => sum + cents(record.total) - paid(record), 0n)),
    ]);

    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation(router).search).toMatchObject({ page: 2 }));
    await waitFor(() => expect(rows(grid)[0]?.[0]).not.toBe(first[0]?.[0]));
    expect(listRequests.at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('sorts by a column, the second click turning it round', async () => {
    const { user, router } = renderApp('/arrangements', { administrationId: NL });
    const grid = await loadedGrid();
    await user.click(within(grid).getByRole('button', { name: 'Reference' }));
    await waitFor(() => expect(currentLocation(router).search).toMatchObject({ sortBy: 'reference' }));
    await user.click(within(grid).getByRole('button', { name: 'Reference' }));
    await waitFor(() => expect(within(grid).getByRole('columnheader', { name: 'Reference' })).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => {
      const references = rows(grid).map((cells) => cells[0] ?? '');
      expect(references).toEqual([...references].sort(byName).reverse());
    });
  });

  it('searches the chosen field, then opens a record with a click on its name', async () => {
    const wanted = recordsOf(NL)[3]!;
    const { user, router } = renderApp('/arrangements', { administrationId: NL });
    const grid = await loadedGrid();
    await user.selectOptions(screen.getByLabelText('Search in'), 'Reference');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), wanted.reference);
    await waitFor(() => expect(rows(grid).map((cells) => cells[0])).toEqual([wanted.reference]));
    expect(currentLocation(router).search).toMatchObject({ searchField: 'reference', search: wanted.reference });

    await user.click(within(grid).getByRole('link', { name: wanted.reference }));
    expect(await screen.findByRole('heading', { level: 1, name: recordTitle(wanted.reference) })).toBeInTheDocument();
  });

  it('says when nothing matches, and when there is nothing at all', async () => {
    renderApp('/arrangements?search=zzzz-nothing', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'Nothing matches this search and these filters' })).toBeInTheDocument();

    mock.store.db.arrangements.deleteMany((q) => q.where({ administrationId: NL }));
    renderApp('/arrangements', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'No arrangements' })).toBeInTheDocument();
  });

  it('shows the failure with a way to try again when the list fails', async () => {
    injectFault({ method: 'GET', path: LIST_PATH, status: 500, times: 1 });
    const { user } = renderApp('/arrangements', { administrationId: NL });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await loadedGrid();
  });

  it('shows the forbidden view when the server refuses the list', async () => {
    injectFault({ method: 'GET', path: LIST_PATH, status: 403, times: 1 });
    renderApp('/arrangements', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
  });

  it('does not ask for the list of a user without Manage_Arrangements', async () => {
    const anna = mock.store.db.users.findFirst((q) => q.where({ id: SEED_IDS.users.anna }))!;
    await mock.store.db.users.update(anna, {
      data(user) {
        user.memberships = user.memberships.map((membership) =>
          membership.administrationId === NL
            ? { ...membership, permissions: membership.permissions.filter((granted) => granted !== 'Manage_Arrangements') }
            : membership,
        );
      },
    });
    renderApp('/arrangements', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(listRequests).toEqual([]);
  });
});
