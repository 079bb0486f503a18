import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const LIST_PATH = '/administrations/*/issues';

serveMockApi(mock);

/** The list calls the page made, in order. */
let listRequests: URL[] = [];
beforeEach(() => {
  listRequests = [];
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/issues')) listRequests.push(url);
  });
});
afterEach(() => mock.server.events.removeAllListeners());

function recordsOf(administrationId: string) {
  return mock.store.db.issues.findMany((q) => q.where({ administrationId }));
}

/** The record page's title (the record frame's, with the record's name). */
const recordTitle = (name: string) => `Issue ${name}`;

/** The grid's data rows as their cells' texts (number, customer, invoices, …). */
function rows(grid: HTMLElement): string[][] {
  return within(grid)
    .queryAllByRole('row')
    .filter((row) => within(row).queryAllByRole('gridcell').length > 0)
    // The selection's checkbox first, then the columns.
    .map((row) => [...row.querySelectorAll('td, th')].slice(1).map((cell) => cell.textContent ?? ''));
}

async function loadedGrid(): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid', { name: 'Issues' });
  await waitFor(() => expect(rows(grid).length).toBeGreaterThan(0));
  return grid;
}

describe('/issues', () => {
  it('shows the newest issues first, with status, customer and invoice links, and pages on through the URL', async () => {
    const total = recordsOf(NL).length;
    const { user, router } = renderApp('/issues', { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Issues' })).toBeInTheDocument();
    const grid = await loadedGrid();
    const first = rows(grid);
    expect(first).toHaveLength(Math.min(25, total));
    const newest = [...recordsOf(NL)].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.number.localeCompare(b.number)))[0]!;
    expect(first[0]?.[0]).toBe(newest.number);
    const row = within(grid).getAllByRole('row')[1]!;
    const customer = mock.store.db.customers.findFirst((q) => q.where({ id: newest.customerId }))!;
    expect(within(row).getByRole('link', { name: customer.name })).toHaveAttribute('href', `/customers/${customer.id}`);
    const invoice = mock.store.db.invoices.findFirst((q) => q.where({ id: newest.invoiceIds[0] ?? '' }))!;
    expect(within(row).getByRole('link', { name: invoice.number })).toHaveAttribute('href', `/invoices/${invoice.id}`);
    expect(screen.getByText(`1–25 of ${total}`)).toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation(router).search).toMatchObject({ page: 2 }));
    await waitFor(() => expect(rows(grid)[0]?.[0]).not.toBe(first[0]?.[0]));
    expect(listRequests.at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('filters by status and category, named in the user\'s words, through the URL', async () => {
    const { router } = renderApp('/issues?status=resolved&category=icat-nl-quality', { administrationId: NL });
    const grid = await loadedGrid();
    const wanted = recordsOf(NL).filter((issue) => issue.status === 'resolved' && issue.categoryId === 'icat-nl-quality');
    await waitFor(() => expect(rows(grid)).toHaveLength(wanted.length));
    expect(rows(grid).every((cells) => cells.includes('Resolved') && cells.includes('Kwaliteitsklacht'))).toBe(true);
    expect(currentLocation(router).search).toMatchObject({ status: ['resolved'], category: ['icat-nl-quality'] });
    expect(listRequests.at(-1)?.searchParams.getAll('category')).toEqual(['icat-nl-quality']);
    expect(screen.getByRole('button', { name: /Category: Kwaliteitsklacht/ })).toBeInTheDocument();
  });

  it('searches the chosen field, then opens an issue with a click on its number', async () => {
    const wanted = recordsOf(NL)[3]!;
    const { user, router } = renderApp('/issues', { administrationId: NL });
    const grid = await loadedGrid();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), wanted.number);
    await waitFor(() => expect(rows(grid).map((cells) => cells[0])).toEqual([wanted.number]));
    expect(currentLocation(router).search).toMatchObject({ search: wanted.number });

    await user.click(within(grid).getByRole('link', { name: wanted.number }));
    expect(await screen.findByRole('heading', { level: 1, name: recordTitle(wanted.number) })).toBeInTheDocument();
  });

  it('assigns the selected issues and changes their status in bulk', async () => {
    const { user } = renderApp('/issues?status=open', { administrationId: NL });
    const grid = await loadedGrid();
    const shown = rows(grid).map((cells) => cells[0] ?? '');
    await user.click(within(grid).getAllByRole('checkbox')[1]!);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Assigned to' }), 'Verkoop binnendienst (department)');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Assign: 1 of 1 done.')).toBeInTheDocument();
    const first = recordsOf(NL).find((issue) => issue.number === shown[0])!;
    expect(first.assignee).toEqual({ kind: 'department', id: 'dep-nl-sales' });

    await user.click(within(grid).getAllByRole('checkbox')[1]!);
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const status = await screen.findByRole('dialog', { name: 'Change status' });
    await user.selectOptions(within(status).getByRole('combobox', { name: 'Status' }), 'Resolved');
    await user.click(within(status).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Change status: 1 of 1 done.')).toBeInTheDocument();
    expect(recordsOf(NL).find((issue) => issue.number === shown[0])?.status).toBe('resolved');
  });

  it('says when nothing matches, and when there is nothing at all', async () => {
    renderApp('/issues?search=zzzz-nothing', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'Nothing matches this search and these filters' })).toBeInTheDocument();

    mock.store.db.issues.deleteMany((q) => q.where({ administrationId: NL }));
    renderApp('/issues', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'No issues' })).toBeInTheDocument();
  });

  it('shows the failure with a way to try again when the list fails', async () => {
    injectFault({ method: 'GET', path: LIST_PATH, status: 500, times: 1 });
    const { user } = renderApp('/issues', { administrationId: NL });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await loadedGrid();
  });

  it('shows the forbidden view when the server refuses the list', async () => {
    injectFault({ method: 'GET', path: LIST_PATH, status: 403, times: 1 });
    renderApp('/issues', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
  });

  it('does not ask for the list of a user without Manage_Issues', async () => {
    const anna = mock.store.db.users.findFirst((q) => q.where({ id: SEED_IDS.users.anna }))!;
    await mock.store.db.users.update(anna, {
      data(user) {
        user.memberships = user.memberships.map((membership) =>
          membership.administrationId === NL
            ? { ...membership, permissions: membership.permissions.filter((granted) => granted !== 'Manage_Issues') }
            : membership,
        );
      },
    });
    renderApp('/issues', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(listRequests).toEqual([]);
  });
});
