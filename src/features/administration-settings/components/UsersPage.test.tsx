import { createMockServer, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;

serveMockApi(mock);
afterEach(() => vi.unstubAllGlobals());

function rolesOf(userId: string): string[] {
  const user = mock.store.db.users.findFirst((q) => q.where({ id: userId }));
  return user?.memberships.find((m) => m.administrationId === NL)?.roleIds ?? [];
}

describe('the users page', () => {
  it('keeps its search and sort in the address, and gives the selected users a role after asking', async () => {
    const { user, router } = renderApp(`/administrations/${NL}/settings/users?sortBy=email&sortOrder=desc`, { administrationId: NL });
    const grid = await screen.findByRole('grid', { name: 'Name' });
    await waitFor(() => expect(within(grid).getByRole('link', { name: 'Sanne Bakker' })).toBeInTheDocument());
    // E-mail, last first: Sanne, Pieter, Lotte, Anna.
    const names = () => within(grid).queryAllByRole('link').map((link) => link.textContent);
    expect(names()).toEqual(['Sanne Bakker', 'Pieter Smit', 'Lotte Jansen', 'Anna de Vries']);

    await user.click(within(grid).getByRole('checkbox', { name: /Pieter Smit/ }));
    await user.click(within(grid).getByRole('checkbox', { name: /Lotte Jansen/ }));
    expect(screen.getByText('2 rows selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Give a role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give a role' });
    expect(within(dialog).getByText('This changes all 2 selected rows.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Credit controller');
    expect(rolesOf(SEED_IDS.users.pieter)).not.toContain('rol-nl-credit');
    await user.click(within(dialog).getByRole('button', { name: 'Give a role' }));
    expect(await screen.findByText('Give a role: 2 of 2 done.')).toBeInTheDocument();
    expect(rolesOf(SEED_IDS.users.pieter)).toEqual(['rol-nl-director', 'rol-nl-credit']);
    expect(rolesOf('usr-lotte')).toContain('rol-nl-credit');
    expect(rolesOf(SEED_IDS.users.sanne)).toEqual(['rol-nl-credit']);

    await user.type(screen.getByRole('searchbox'), 'piet');
    await waitFor(() => expect(currentLocation(router).search).toMatchObject({ search: 'piet', sortBy: 'email', sortOrder: 'desc' }));
    await waitFor(() => expect(names()).toEqual(['Pieter Smit']));

    // Revoking a pending invitation asks first.
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const pending = screen.getByRole('region', { name: 'Pending invitations' });
    const revoke = within(pending).getByRole('button', { name: 'Revoke the invitation of Lotte Jansen' });
    await user.click(revoke);
    expect(confirm).toHaveBeenCalledWith('Revoke the invitation of Lotte Jansen? The link in their email stops working.');
    expect(mock.store.db.invitations.findMany((q) => q.where({ administrationId: NL }))).toHaveLength(1);
    confirm.mockReturnValue(true);
    await user.click(revoke);
    expect(await screen.findByText('The invitation of lotte.jansen@example.com was revoked.')).toBeInTheDocument();
    expect(mock.store.db.invitations.findMany((q) => q.where({ administrationId: NL }))).toHaveLength(0);
  });

  it('removes the selected users after saying what goes with them, and names whom it would not remove', async () => {
    const { user } = renderApp(`/administrations/${NL}/settings/users`, { administrationId: NL });
    const grid = await screen.findByRole('grid', { name: 'Name' });
    await user.click(await within(grid).findByRole('checkbox', { name: /Sanne Bakker/ }));
    await user.click(within(grid).getByRole('checkbox', { name: /Anna de Vries/ }));
    // The selection bar's button: a closing dialog still shows its own button of the same name.
    const removeButton = () => within(screen.getByRole('group', { name: 'Actions on the selected rows' })).getByRole('button', { name: 'Remove from administration' });
    await user.click(removeButton());
    const dialog = await screen.findByRole('dialog', { name: 'Remove from administration' });
    expect(within(dialog).getByText('This changes all 2 selected rows.')).toBeInTheDocument();
    expect(within(dialog).getByText(/their open tasks and issues become unassigned/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(membersOfNl()).toContain(SEED_IDS.users.sanne);

    await user.click(removeButton());
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove from administration' })).getByRole('button', { name: 'Remove from administration' }));
    expect(await screen.findByText('Remove from administration: 1 of 2 done.')).toBeInTheDocument();
    expect(screen.getByText('Anna de Vries: You cannot remove yourself; another administrator can.')).toBeInTheDocument();
    await waitFor(() => expect(within(grid).queryByRole('link', { name: 'Sanne Bakker' })).not.toBeInTheDocument());
    expect(membersOfNl()).not.toContain(SEED_IDS.users.sanne);
    expect(membersOfNl()).toContain(SEED_IDS.users.anna);
  });
});

function membersOfNl(): string[] {
  return mock.store.db.users.all().filter((u) => u.memberships.some((m) => m.administrationId === NL)).map((u) => u.id);
}
