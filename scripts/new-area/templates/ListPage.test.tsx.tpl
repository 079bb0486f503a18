import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const LIST_PATH = '/administrations/*/__kebab__';

serveMockApi(mock);

/** The list calls the page made, in order. */
let listRequests: URL[] = [];
beforeEach(() => {
  listRequests = [];
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/__kebab__')) listRequests.push(url);
  });
});
afterEach(() => mock.server.events.removeAllListeners());

function recordsOf(administrationId: string) {
  return mock.store.db.__areaId__.findMany((q) => q.where({ administrationId }));
}

/** The record page's title (the record frame's, with the record's name). */
const recordTitle = (name: string) => `__recordHeading__`;
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

/** The grid's data rows as their cells' texts (reference, name, created). */
function rows(grid: HTMLElement): string[][] {
  return within(grid)
    .queryAllByRole('row')
    .map((row) => within(row).queryAllByRole('gridcell').map((cell) => cell.textContent ?? ''))
    .filter((cells) => cells.length > 0);
}

async function loadedGrid(): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid', { name: '__title__' });
  await waitFor(() => expect(rows(grid).length).toBeGreaterThan(0));
  return grid;
}

describe('__areaPath__', () => {
  it('shows the first page of the administration, sorted by name, and pages on through the URL', async () => {
    const total = recordsOf(NL).length;
    const { user, router } = renderApp('__areaPath__', { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: '__title__' })).toBeInTheDocument();
    const grid = await loadedGrid();
    const first = rows(grid);
    expect(first).toHaveLength(Math.min(25, total));
    const names = first.map((cells) => cells[1] ?? '');
    expect(names).toEqual([...names].sort(byName));
    expect(screen.getByText(`1–25 of ${total}`)).toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation(router).search).toMatchObject({ page: 2 }));
    await waitFor(() => expect(rows(grid)[0]?.[0]).not.toBe(first[0]?.[0]));
    expect(listRequests.at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('sorts by a column, the second click turning it round', async () => {
    const { user, router } = renderApp('__areaPath__', { administrationId: NL });
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
    const { user, router } = renderApp('__areaPath__', { administrationId: NL });
    const grid = await loadedGrid();
    await user.selectOptions(screen.getByLabelText('Search in'), 'Reference');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), wanted.reference);
    await waitFor(() => expect(rows(grid).map((cells) => cells[0])).toEqual([wanted.reference]));
    expect(currentLocation(router).search).toMatchObject({ searchField: 'reference', search: wanted.reference });

    await user.click(within(grid).getByRole('link', { name: wanted.name }));
    expect(await screen.findByRole('heading', { level: 1, name: recordTitle(wanted.name) })).toBeInTheDocument();
  });

  it('says when nothing matches, and when there is nothing at all', async () => {
    renderApp('__areaPath__?search=zzzz-nothing', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'Nothing matches this search and these filters' })).toBeInTheDocument();

    mock.store.db.__areaId__.deleteMany((q) => q.where({ administrationId: NL }));
    renderApp('__areaPath__', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
  });

  it('shows the failure with a way to try again when the list fails', async () => {
    injectFault({ method: 'GET', path: LIST_PATH, status: 500, times: 1 });
    const { user } = renderApp('__areaPath__', { administrationId: NL });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await loadedGrid();
  });

  it('shows the forbidden view when the server refuses the list', async () => {
    injectFault({ method: 'GET', path: LIST_PATH, status: 403, times: 1 });
    renderApp('__areaPath__', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
  });
__FORBIDDEN_TEST__});
