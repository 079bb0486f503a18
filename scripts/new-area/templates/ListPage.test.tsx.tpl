import { createMockServer, injectFault, resetMockDb, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderApp } from '@tests/utils/render-app';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const LIST_PATH = '/administrations/*/__kebab__';

let listRequests: URL[] = [];

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listRequests = [];
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/__kebab__')) listRequests.push(url);
  });
});
afterEach(async () => {
  mock.server.events.removeAllListeners();
  mock.server.resetHandlers();
  await resetMockDb();
});
afterAll(() => mock.server.close());

function recordsOf(administrationId: string) {
  return mock.store.db.__areaId__.findMany((q) => q.where({ administrationId }));
}

/** The cells of the table's rows, header row left out. */
function rows(): string[][] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

describe('__areaPath__', () => {
  it('shows the first page of the administration, sorted by name, and pages on through the URL', async () => {
    const total = recordsOf(NL).length;
    const { router } = renderApp('__areaPath__', { administrationId: NL });

    expect(await screen.findByRole('table')).toBeInTheDocument();
    const first = rows();
    expect(first).toHaveLength(Math.min(25, total));
    const names = first.map((cells) => cells[1] ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    expect(screen.getByText(`Page 1 of ${Math.ceil(total / 25)} · ${total} in all`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(currentLocation(router).search).toMatchObject({ page: 2 }));
    await waitFor(() => expect(rows()[0]?.[0]).not.toBe(first[0]?.[0]));
    expect(listRequests.at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('sorts by a column, the second click turning it round', async () => {
    const { router } = renderApp('__areaPath__', { administrationId: NL });
    await userEvent.click(await screen.findByRole('button', { name: 'Reference' }));
    await waitFor(() => expect(currentLocation(router).search).toMatchObject({ sortBy: 'reference', sortOrder: 'asc' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reference' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Reference/ })).toHaveAttribute('aria-sort', 'descending'));
    const references = rows().map((cells) => cells[0] ?? '');
    expect(references).toEqual([...references].sort().reverse());
  });

  it('searches the chosen field and opens a record', async () => {
    const wanted = recordsOf(NL)[3]!;
    renderApp('__areaPath__', { administrationId: NL });
    const search = await screen.findByRole('search');
    await userEvent.selectOptions(within(search).getByLabelText('Search in'), 'reference');
    await userEvent.type(within(search).getByLabelText('Search for'), wanted.reference);
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(rows().map((cells) => cells[0])).toEqual([wanted.reference]));
    await userEvent.click(screen.getByRole('link', { name: wanted.name }));
    expect(await screen.findByRole('heading', { level: 1, name: wanted.name })).toBeInTheDocument();
  });

  it('says when nothing matches, and when there is nothing at all', async () => {
    renderApp('__areaPath__?search=zzzz-nothing', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'No results' })).toBeInTheDocument();

    mock.store.db.__areaId__.deleteMany((q) => q.where({ administrationId: NL }));
    renderApp('__areaPath__', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
  });

  it('shows the error view with a way to try again when the list fails', async () => {
    injectFault({ method: 'GET', path: LIST_PATH, status: 500, times: 1 });
    renderApp('__areaPath__', { administrationId: NL });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows the forbidden view when the server refuses the list', async () => {
    injectFault({ method: 'GET', path: LIST_PATH, status: 403, times: 1 });
    renderApp('__areaPath__', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
  });
__FORBIDDEN_TEST__});
