import type { Department } from '@/api/generated/model';
import { createMockServer, injectFault, resetMockDb, SEED_IDS } from '@mocks/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, TEST_API_ROOT, TEST_CONFIG } from '@tests/utils/render-app';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { DepartmentPage } from './DepartmentPage';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const url = (id: string) => `${TEST_API_ROOT}/administrations/${NL}/settings/departments/${id}`;

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  mock.server.resetHandlers();
  vi.unstubAllGlobals();
  localStorage.clear();
  await resetMockDb();
});
afterAll(() => mock.server.close());

async function fetchDepartment(id: string): Promise<Department> {
  return (await (await fetch(url(id))).json()) as Department;
}

/** The department page at `/`, and a page elsewhere to try leaving for. */
async function openPage(id: string) {
  setRuntimeConfig(TEST_CONFIG);
  localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, NL);
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: () => <DepartmentPage administrationId={NL} departmentId={id} /> });
  const elsewhere = createRoute({ getParentRoute: () => root, path: '/elsewhere', component: () => <p>Elsewhere</p> });
  const router = createRouter({ routeTree: root.addChildren([page, elsewhere]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const department = await fetchDepartment(id);
  const form = await screen.findByRole('form', { name: `Department ${department.name}` });
  const name = within(form).getByRole('textbox', { name: 'Name' });
  return { user: userEvent.setup(), router, form, name, save: () => userEvent.click(within(form).getByRole('button', { name: 'Save name' })) };
}

describe('a department page', () => {
  it('asks before leaving with an unsaved name, keeps the input after a failed save, and saves with its version', async () => {
    const { user, router, form, name, save } = await openPage('dep-nl-sales');
    await user.clear(name);
    await user.type(name, 'Binnendienst');
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    // A blocked navigation never settles: wait for the question instead.
    void router.navigate({ to: '/elsewhere' } as never);
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('Leave without saving what you entered?'));
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    expect(name).toHaveValue('Binnendienst');

    injectFault({ method: 'PUT', path: '/settings/departments/dep-nl-sales', status: 500, times: 1 });
    await save();
    await waitFor(() => expect(within(form).getByRole('alert')).toBeInTheDocument());
    expect(name).toHaveValue('Binnendienst');
    expect((await fetchDepartment('dep-nl-sales')).name).toBe('Verkoop binnendienst');

    await save();
    expect(await screen.findByText('Department Binnendienst was saved.')).toBeInTheDocument();
    expect(await fetchDepartment('dep-nl-sales')).toMatchObject({ name: 'Binnendienst', etag: '"v2"' });
  });

  it('on a 412 shows the other version and keeps my edit', async () => {
    const department = await fetchDepartment('dep-nl-credit');
    const { user, name, save } = await openPage('dep-nl-credit');
    const changed = await fetch(url(department.id), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': department.etag },
      body: JSON.stringify({ name: 'Debiteurenbeheer' }),
    });
    expect(changed.status).toBe(200);
    await user.clear(name);
    await user.type(name, 'Credit control');
    await save();
    await screen.findByRole('heading', { name: 'Someone else changed this department' });
    expect(name).toHaveValue('Credit control');
    expect((await fetchDepartment(department.id)).name).toBe('Debiteurenbeheer');
  });

  it('lists its members as links and takes one out after asking', async () => {
    const { user } = await openPage('dep-nl-credit');
    const members = screen.getByRole('region', { name: 'Members' });
    expect(within(members).getAllByRole('link').map((link) => link.textContent)).toEqual(['Add a user', 'Anna de Vries', 'Sanne Bakker']);
    vi.stubGlobal('confirm', vi.fn(() => true));
    await user.click(within(members).getByRole('button', { name: 'Remove Sanne Bakker from the department' }));
    expect(await screen.findByText('Sanne Bakker is no longer in the department.')).toBeInTheDocument();
    await waitFor(() => expect(within(members).queryByRole('link', { name: 'Sanne Bakker' })).not.toBeInTheDocument());
    expect((await fetchDepartment('dep-nl-credit')).members.map((m) => m.id)).toEqual([SEED_IDS.users.anna]);
  });
});
