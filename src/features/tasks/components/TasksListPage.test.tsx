import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';
import { pinTheDay } from '@tests/utils/pin-day';

pinTheDay();
const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const LIST_PATH = '/administrations/*/tasks';

serveMockApi(mock);

/** The list calls the page made, in order. */
let listRequests: URL[] = [];
beforeEach(() => {
  listRequests = [];
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/tasks')) listRequests.push(url);
  });
});
afterEach(() => mock.server.events.removeAllListeners());

function recordsOf(administrationId: string) {
  return mock.store.db.tasks.findMany((q) => q.where({ administrationId }));
}

/** The record page's title (the record frame's, with the record's name). */

/** The grid's data rows as their cells' texts. */
function rows(grid: HTMLElement): string[][] {
  return within(grid)
    .queryAllByRole('row')
    .map((row) => within(row).queryAllByRole('gridcell').map((cell) => cell.textContent ?? ''))
    .filter((cells) => cells.length > 0);
}

async function loadedGrid(): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid', { name: 'Tasks' });
  await waitFor(() => expect(rows(grid).length).toBeGreaterThan(0));
  return grid;
}

describe('/tasks', () => {
  it('shows the queue earliest due first, and keeps the quick view in the address', async () => {
    const total = recordsOf(NL).length;
    const { user, router } = renderApp('/tasks', { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
    const grid = await loadedGrid();
    expect(screen.getByText(`1–25 of ${total}`)).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Quick views' });
    expect(within(views).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(views).getByRole('button', { name: 'Overdue' }));
    await waitFor(() => expect(currentLocation(router).search).toMatchObject({ view: ['overdue'] }));
    expect(listRequests.at(-1)?.searchParams.get('view')).toBe('overdue');
    const overdue = recordsOf(NL).filter((t) => t.status === 'open' && t.dueDate < new Date().toISOString().slice(0, 10));
    await waitFor(() => expect(screen.getByText(`1–${Math.min(25, overdue.length)} of ${overdue.length}`)).toBeInTheDocument());
    expect(rows(grid).every((cells) => cells.some((cell) => cell.includes('Overdue')))).toBe(true);
    expect(within(views).getByRole('button', { name: 'Overdue' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(views).getByRole('button', { name: 'Mine' }));
    await waitFor(() => expect(currentLocation(router).search).toMatchObject({ view: ['mine'] }));
    const mine = recordsOf(NL).filter((t) => t.status === 'open' && t.assignee?.kind === 'user' && t.assignee.id === SEED_IDS.users.anna);
    await waitFor(() => expect(screen.getByText(`1–${Math.min(25, mine.length)} of ${mine.length}`)).toBeInTheDocument());
  });

  it('completes the selected tasks in bulk, and opens a task with a click on its title', async () => {
    const { user } = renderApp('/tasks?view=today', { administrationId: NL });
    const grid = await loadedGrid();
    const due = recordsOf(NL).filter((t) => t.status === 'open' && t.dueDate === new Date().toISOString().slice(0, 10)).sort((a, b) => a.number.localeCompare(b.number));
    expect(rows(grid).length).toBe(Math.min(25, due.length));
    const doneBefore = recordsOf(NL).filter((t) => t.status === 'done').length;
    // The selection's checkbox of the page first, then one per row.
    await user.click(within(grid).getAllByRole('checkbox')[1]!);
    await user.click(within(grid).getAllByRole('checkbox')[2]!);
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Complete: 2 of 2 done.')).toBeInTheDocument();
    expect(recordsOf(NL).filter((t) => t.status === 'done')).toHaveLength(doneBefore + 2);

    const open = recordsOf(NL).find((t) => t.status === 'open' && due.some((d) => d.id === t.id))!;
    await waitFor(() => expect(within(grid).getByRole('link', { name: open.title })).toBeInTheDocument());
  });

  it('says when nothing matches, and when there is nothing at all', async () => {
    renderApp('/tasks?search=zzzz-nothing', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'Nothing matches this search and these filters' })).toBeInTheDocument();

    mock.store.db.tasks.deleteMany((q) => q.where({ administrationId: NL }));
    renderApp('/tasks', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'No tasks yet' })).toBeInTheDocument();
  });

  it('shows the failure with a way to try again when the list fails', async () => {
    injectFault({ method: 'GET', path: LIST_PATH, status: 500, times: 1 });
    const { user } = renderApp('/tasks', { administrationId: NL });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await loadedGrid();
  });

  it('shows the forbidden view when the server refuses the list', async () => {
    injectFault({ method: 'GET', path: LIST_PATH, status: 403, times: 1 });
    renderApp('/tasks', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
  });

  it('does not ask for the list of a user without Manage_Tasks', async () => {
    const anna = mock.store.db.users.findFirst((q) => q.where({ id: SEED_IDS.users.anna }))!;
    await mock.store.db.users.update(anna, {
      data(user) {
        user.memberships = user.memberships.map((membership) =>
          membership.administrationId === NL
            ? { ...membership, permissions: membership.permissions.filter((granted) => granted !== 'Manage_Tasks') }
            : membership,
        );
      },
    });
    renderApp('/tasks', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(listRequests).toEqual([]);
  });
});
