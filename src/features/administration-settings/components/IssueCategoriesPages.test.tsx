import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, renderApp, TEST_API_ROOT, TEST_CONFIG } from '@tests/utils/render-app';
import { holdRequests, serveMockApi } from '@tests/utils/mock-api';
import type { SettingsIssueCategory } from '@/api/generated/model';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { AddIssueCategoryPage, IssueCategoriesPage, IssueCategoryPage } from './IssueCategoriesPages';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const BASE = `/administrations/${NL}/settings/issues-settings`;
const url = (id: string) => `${TEST_API_ROOT}/administrations/${NL}/settings/issue-categories/${id}`;

serveMockApi(mock);
afterEach(() => {
  vi.unstubAllGlobals();
  mock.server.events.removeAllListeners();
});

function categoriesOf(administrationId: string) {
  return mock.store.db.issueCategories.findMany((q) => q.where({ administrationId }));
}

/** The three pages on their own addresses (no frame), as the settings routes place them. */
function openPages(start: string) {
  setRuntimeConfig(TEST_CONFIG);
  localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, NL);
  const root = createRootRoute({ component: Outlet });
  const list = createRoute({ getParentRoute: () => root, path: '/administrations/$administrationId/settings/issues-settings/', component: () => <IssueCategoriesPage administrationId={NL} /> });
  const add = createRoute({ getParentRoute: () => root, path: '/administrations/$administrationId/settings/issues-settings/add', component: () => <AddIssueCategoryPage administrationId={NL} /> });
  const one = createRoute({
    getParentRoute: () => root,
    path: '/administrations/$administrationId/settings/issues-settings/$id',
    component: function Category() {
      const { id } = one.useParams();
      return <IssueCategoryPage administrationId={NL} categoryId={id} />;
    },
  });
  const router = createRouter({ routeTree: root.addChildren([list, add, one]), history: createMemoryHistory({ initialEntries: [start] }) });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

describe('the issue categories pages', () => {
  it('list the categories as links with their issue counts and a total, show loading, then a failure with a retry', async () => {
    const release = holdRequests(mock, 'GET', (address) => address.endsWith('/settings/issue-categories'));
    injectFault({ method: 'GET', path: '/settings/issue-categories', status: 500, times: 1 });
    const { user } = openPages(BASE);
    const panel = await screen.findByRole('region', { name: 'Issue categories' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading');
    release();
    expect(await within(panel).findByText('The issue categories could not be loaded.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));

    const table = await within(panel).findByRole('table', { name: 'Issue categories' });
    const seeded = categoriesOf(NL);
    const links = within(table).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dubbel gefactureerd', 'Kwaliteitsklacht', 'Levering niet ontvangen', 'Prijs of korting', 'Vraag over factuur']);
    expect(links).toHaveLength(seeded.length);
    const issues = mock.store.db.issues.findMany((q) => q.where({ administrationId: NL })).filter((issue) => seeded.some((c) => c.id === issue.categoryId));
    const footer = within(table).getAllByRole('rowgroup').at(-1)!;
    expect(within(footer).getByRole('row')).toHaveTextContent(`Issues${issues.length}`);
  });

  it('say so when the server refuses them (the permission was taken meanwhile)', async () => {
    injectFault({ method: 'GET', path: '/settings/issue-categories', status: 403, times: 1 });
    openPages(BASE);
    const panel = await screen.findByRole('region', { name: 'Issue categories' });
    expect(await within(panel).findByText(/may not manage the settings of this administration/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('say so when there are none', async () => {
    for (const category of categoriesOf(NL)) mock.store.db.issueCategories.delete(category);
    openPages(BASE);
    expect(await screen.findByText('No issue categories yet')).toBeInTheDocument();
    expect(screen.getByText('Add the categories issues are filed under.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('add one: a taken name is refused at the field with the input kept, a free one is added once and listed', async () => {
    const { user, router } = openPages(BASE);
    await user.click(await screen.findByRole('link', { name: 'Add issue category' }));
    const form = await screen.findByRole('form', { name: 'New issue category' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'dubbel GEFACTUREERD');
    await user.click(within(form).getByRole('button', { name: 'Add issue category' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Another one already has this name. Choose a different name.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('dubbel GEFACTUREERD');
    expect(router.state.location.pathname).toBe(`${BASE}/add`);

    await user.clear(name);
    await user.type(name, 'Contractvoorwaarden');
    // Saved, the way back to the list asks nothing (it asked to leave "unsaved" input).
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    await user.click(within(form).getByRole('button', { name: 'Add issue category' }));
    const table = await screen.findByRole('table', { name: 'Issue categories' });
    expect(confirm).not.toHaveBeenCalled();
    expect(await within(table).findByRole('link', { name: 'Contractvoorwaarden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(BASE);
    expect(categoriesOf(NL).filter((category) => category.name === 'Contractvoorwaarden')).toHaveLength(1);
  });

  it('rename one: a taken name and a failed save keep the input, a 412 shows the version saved meanwhile and keeps my edit, saving again wins', async () => {
    const current = (await (await fetch(url('icat-nl-quality'))).json()) as SettingsIssueCategory;
    const { user } = openPages(`${BASE}/icat-nl-quality`);
    const form = await screen.findByRole('form', { name: 'Issue category Kwaliteitsklacht' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    const save = () => user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(screen.getByText(`Issues in this category: ${current.issueCount}`)).toBeInTheDocument();

    // Another category's name, in other capitals: refused at the field, the input kept.
    await user.clear(name);
    await user.type(name, 'prijs of KORTING');
    await save();
    await waitFor(() => expect(name).toHaveAccessibleDescription('Another one already has this name. Choose a different name.'));
    expect(name).toHaveValue('prijs of KORTING');

    await user.clear(name);
    await user.type(name, 'Kwaliteit of schade');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    injectFault({ method: 'PUT', path: '/settings/issue-categories/icat-nl-quality', status: 500, times: 1 });
    await save();
    await waitFor(() => expect(within(form).getAllByRole('alert').some((alert) => alert.textContent !== '')).toBe(true));
    expect(name).toHaveValue('Kwaliteit of schade');

    // Someone else renames it first.
    const theirs = await fetch(url('icat-nl-quality'), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': current.etag },
      body: JSON.stringify({ name: 'Gebreken' }),
    });
    expect(theirs.status).toBe(200);
    await save();
    await screen.findByRole('heading', { name: 'Someone else changed this issue category' });
    const changes = within(form).getByRole('table', { name: 'Fields changed by the other user' });
    expect(within(changes).getByRole('row', { name: /^Name/ })).toHaveTextContent(/Kwaliteitsklacht.*Gebreken.*Kwaliteit of schade/);
    expect(name).toHaveValue('Kwaliteit of schade');

    await user.click(within(form).getByRole('button', { name: 'Apply my changes to the latest version' }));
    await save();
    expect(await screen.findByText('Issue category Kwaliteit of schade was saved.')).toBeInTheDocument();
    expect(categoriesOf(NL).find((category) => category.id === 'icat-nl-quality')).toMatchObject({ name: 'Kwaliteit of schade', version: 3 });
  });

  it('are refused to a user without Manage_Administrations_Settings, without asking for the categories', async () => {
    const asked: string[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/issue-categories')) asked.push(request.url);
    });
    const anna = mock.store.db.users.findFirst((q) => q.where({ id: SEED_IDS.users.anna }))!;
    await mock.store.db.users.update(anna, {
      data(user) {
        user.memberships = user.memberships.map((membership) =>
          membership.administrationId === NL ? { ...membership, permissions: membership.permissions.filter((granted) => granted !== 'Manage_Administrations_Settings') } : membership,
        );
      },
    });
    renderApp(BASE, { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
