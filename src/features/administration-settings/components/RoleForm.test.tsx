import type { Role } from '@/api/generated/model';
import { createMockServer, injectFault, resetMockDb, SEED_IDS } from '@mocks/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, TEST_API_ROOT, TEST_CONFIG } from '@tests/utils/render-app';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { RoleForm } from './RoleForm';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const roleUrl = (id: string) => `${TEST_API_ROOT}/administrations/${NL}/settings/roles/${id}`;

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  mock.server.resetHandlers();
  localStorage.clear();
  await resetMockDb();
});
afterAll(() => mock.server.close());

async function fetchRole(id: string): Promise<Role> {
  return (await (await fetch(roleUrl(id))).json()) as Role;
}

async function openForm(role: Role) {
  setRuntimeConfig(TEST_CONFIG);
  localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, NL);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <RoleForm administrationId={NL} role={role} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const form = await screen.findByRole('form', { name: `Role ${role.name}` });
  return { user: userEvent.setup(), form, save: () => userEvent.click(within(form).getByRole('button', { name: 'Save role' })) };
}

describe('the role editor', () => {
  it('saves the matrix against the version shown, and the role gives exactly the permissions ticked', async () => {
    const role = await fetchRole('rol-nl-support');
    const { user, form, save } = await openForm(role);
    expect(within(form).getByRole('checkbox', { name: /Customers and super debtors/ })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: /Customers and super debtors/ }));
    await user.click(within(form).getByRole('button', { name: 'All of Set-up' }));
    await save();
    await screen.findByText('The role is saved. Its users hold the new permissions at once.');
    const saved = await fetchRole('rol-nl-support');
    expect(saved.permissions).toEqual(['Manage_Tasks', 'Manage_Calls', 'Manage_Messages', 'Manage_Administrations_Settings', 'Manage_Configuration', 'Manage_Import']);
    expect(saved.etag).toBe('"v2"');
  });

  it('keeps the input after a failed save and says why; a blank name is refused at the field without sending', async () => {
    const role = await fetchRole('rol-nl-director');
    const { user, form, save } = await openForm(role);
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await save();
    expect(name).toHaveAccessibleDescription('Required');
    expect(name).toHaveFocus();

    await user.type(name, 'Raad van bestuur');
    await user.click(within(form).getByRole('checkbox', { name: /^Invoices and payments/ }));
    injectFault({ method: 'PUT', path: '/settings/roles/rol-nl-director', status: 500, times: 1 });
    await save();
    await waitFor(() => expect(within(form).getByRole('alert')).toBeInTheDocument());
    expect(name).toHaveValue('Raad van bestuur');
    expect(within(form).getByRole('checkbox', { name: /^Invoices and payments/ })).toBeChecked();
    expect((await fetchRole('rol-nl-director')).name).toBe('Directie');
  });

  it('on a 412 shows the other version and keeps my edits', async () => {
    const role = await fetchRole('rol-nl-collections');
    const { user, form, save } = await openForm(role);
    const changed = await fetch(roleUrl(role.id), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': role.etag },
      body: JSON.stringify({ name: 'Incasso', description: role.description, permissions: role.permissions }),
    });
    expect(changed.status).toBe(200);
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Incassoteam');
    await save();
    await screen.findByRole('heading', { name: 'Someone else changed this role' });
    expect(name).toHaveValue('Incassoteam');
    expect((await fetchRole(role.id)).name).toBe('Incasso');
  });
});
