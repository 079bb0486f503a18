import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const LIST_PATH = '/administrations/*/for-collection';

serveMockApi(mock);

/** The list calls the page made, in order. */
let listRequests: URL[] = [];
beforeEach(() => {
  listRequests = [];
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/for-collection')) listRequests.push(url);
  });
});
afterEach(() => mock.server.events.removeAllListeners());

function recordsOf(administrationId: string) {
  return mock.store.db.forCollection.findMany((q) => q.where({ administrationId }));
}

/** The record page's title (the record frame's: reference and customer). */
const recordTitle = (reference: string, customer: string) => `Collection case ${reference} (${customer})`;

/** The grid's data rows as their cells' texts (reference, customer, stage, invoices, principal, costs, claim, handed over). */
function rows(grid: HTMLElement): string[][] {
  return within(grid)
    .queryAllByRole('row')
    .map((row) => within(row).queryAllByRole('gridcell').map((cell) => cell.textContent ?? ''))
    .filter((cells) => cells.length > 0);
}

async function loadedGrid(): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid', { name: 'For collection' });
  await waitFor(() => expect(rows(grid).length).toBeGreaterThan(0));
  return grid;
}

describe('/for-collection', () => {
  it('shows the latest handovers first with the sums of every matching case', async () => {
    const total = recordsOf(NL).length;
    const { router } = renderApp('/for-collection', { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'For collection' })).toBeInTheDocument();
    const grid = await loadedGrid();
    expect(rows(grid)).toHaveLength(Math.min(25, total));
    expect(listRequests.at(-1)?.searchParams.get('sort-by')).toBe('handedOverAt');
    const sums = screen.getByRole('region', { name: `Totals of all ${total} matching rows` });
    expect(within(sums).getAllByRole('term').map((term) => term.textContent)).toEqual(['Principal', 'Collection costs', 'Claim']);

    expect(currentLocation(router).search).toMatchObject({});
  });

  it('filters by stage through the address, and opens a case by its reference', async () => {
    const { user } = renderApp('/for-collection?stage=bailiff', { administrationId: NL });
    const grid = await loadedGrid();
    expect(listRequests.at(-1)?.searchParams.getAll('stage')).toEqual(['bailiff']);
    expect(rows(grid).every((cells) => cells[2]?.startsWith('Bailiff'))).toBe(true);
    const first = rows(grid)[0]!;
    const wanted = recordsOf(NL).find((record) => record.reference === first[0])!;
    await user.click(within(grid).getByRole('link', { name: wanted.reference }));
    expect(await screen.findByRole('heading', { level: 1, name: recordTitle(wanted.reference, first[1] ?? '') })).toBeInTheDocument();
  });

  it('says when nothing matches, and when there is nothing at all', async () => {
    renderApp('/for-collection?search=zzzz-nothing', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'Nothing matches this search and these filters' })).toBeInTheDocument();

    mock.store.db.forCollection.deleteMany((q) => q.where({ administrationId: NL }));
    renderApp('/for-collection', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'No collection cases' })).toBeInTheDocument();
  });

  it('shows the failure with a way to try again when the list fails', async () => {
    injectFault({ method: 'GET', path: LIST_PATH, status: 500, times: 1 });
    const { user } = renderApp('/for-collection', { administrationId: NL });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await loadedGrid();
  });

  it('shows the forbidden view when the server refuses the list', async () => {
    injectFault({ method: 'GET', path: LIST_PATH, status: 403, times: 1 });
    renderApp('/for-collection', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
  });

  it('does not ask for the list of a user without Manage_For_Collection', async () => {
    const anna = mock.store.db.users.findFirst((q) => q.where({ id: SEED_IDS.users.anna }))!;
    await mock.store.db.users.update(anna, {
      data(user) {
        user.memberships = user.memberships.map((membership) =>
          membership.administrationId === NL
            ? { ...membership, permissions: membership.permissions.filter((granted) => granted !== 'Manage_For_Collection') }
            : membership,
        );
      },
    });
    renderApp('/for-collection', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(listRequests).toEqual([]);
  });
});
