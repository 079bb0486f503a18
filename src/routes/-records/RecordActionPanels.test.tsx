import { createMockServer, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import type { Customer } from '@/api/generated/model';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl; // Anna: every permission
const CUSTOMER = 'cus-nl-0001';

serveMockApi(mock);

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${TEST_API_ROOT}/administrations/${NL}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Takes a permission from Anna in the Dutch administration. */
async function withoutPermission(permission: string) {
  await mock.store.db.users.update((q) => q.where({ id: 'usr-anna' }), {
    data: (draft) => {
      for (const membership of draft.memberships) {
        if (membership.administrationId === NL) membership.permissions = membership.permissions.filter((p) => p !== permission);
      }
    },
  });
}

const panel = (name: string) => screen.findByRole('complementary', { name });
const tabs = (customer: Customer) => screen.getByRole('navigation', { name: `Sections of Customer ${customer.name}` });

describe("a record's action panel", () => {
  it('opens from the address beside the page, keeps what was typed across tabs, and Escape closes it and drops action', async () => {
    const customer = await get<Customer>(`/customers/${CUSTOMER}`);
    const { user, router } = renderApp(`/customers/${CUSTOMER}/invoices?action=comment&sortBy=amount`, { administrationId: NL });
    const sheet = await panel('Add a comment');
    // Loaded with the page, the panel leaves focus where the page load puts it.
    expect(within(sheet).getByRole('button', { name: 'Close' })).not.toHaveFocus();
    // A panel's action is said by the panel, not by a note under the title.
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    const field = await within(sheet).findByRole('textbox', { name: 'New comment' });
    await user.type(field, 'Promised to pay on Friday');

    // The page stays usable beside it: moving to another tab keeps the panel and its input.
    await user.click(within(tabs(customer)).getByRole('link', { name: 'Tasks' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tasks' })).toBeInTheDocument();
    expect(currentLocation(router).search).toEqual({ action: 'comment' });
    expect(within(await panel('Add a comment')).getByRole('textbox', { name: 'New comment' })).toHaveValue('Promised to pay on Friday');

    await user.click(within(await panel('Add a comment')).getByRole('textbox', { name: 'New comment' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Add a comment' })).not.toBeInTheDocument());
    expect(currentLocation(router).pathname).toBe(`/customers/${CUSTOMER}/tasks`);
    expect(currentLocation(router).search).toEqual({});
    // Opened from the address, the panel gives focus to the record's actions when it closes.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus());
  });

  it('the actions menu opens a panel into the address; the same again replaces it; Close returns focus to the menu', async () => {
    const customer = await get<Customer>(`/customers/${CUSTOMER}`);
    const { user, router } = renderApp(`/customers/${CUSTOMER}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: `Customer ${customer.name}` })).toBeInTheDocument();
    const actions = await screen.findByRole('button', { name: 'Actions' });
    await user.click(actions);
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'New issue',
      'New arrangement',
      'Add a comment',
      'Write a message',
      'Log a call',
      'New task',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Add a comment' }));
    const sheet = await panel('Add a comment');
    await waitFor(() => expect(currentLocation(router).search).toEqual({ action: 'comment' }));
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.type(within(sheet).getByRole('textbox', { name: 'New comment' }), 'First try');

    // Adding a panel of a type already open replaces it: one panel, a fresh form.
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add a comment' }));
    await waitFor(() => expect(within(screen.getByRole('complementary', { name: 'Add a comment' })).getByRole('textbox', { name: 'New comment' })).toHaveValue(''));
    expect(screen.getAllByRole('complementary')).toHaveLength(1);
    expect(currentLocation(router).search).toEqual({ action: 'comment' });

    // Another type replaces what the address shows.
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log a call' }));
    const call = await panel('Log a call');
    expect(await within(call).findByRole('combobox', { name: 'Who was called' })).toBeInTheDocument();
    expect(screen.getAllByRole('complementary')).toHaveLength(1);
    await waitFor(() => expect(currentLocation(router).search).toEqual({ action: 'call' }));

    await user.click(within(call).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
    expect(currentLocation(router).search).toEqual({});
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus());
  });

  it('adds the comment to the record on screen and closes', async () => {
    const { user } = renderApp(`/super-debtors/sd-nl-01?action=comment`, { administrationId: NL });
    const sheet = await panel('Add a comment');
    await user.type(await within(sheet).findByRole('textbox', { name: 'New comment' }), 'Group agreed to a call on Monday');
    await user.click(within(sheet).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Add a comment' })).not.toBeInTheDocument());
    const comments = await get<{ items: { text: string }[] }>('/super-debtors/sd-nl-01/comments');
    expect(comments.items.map((comment) => comment.text)).toContain('Group agreed to a call on Monday');
  });

  it('does not offer what the user may not do, and the address cannot open it either', async () => {
    await withoutPermission('Manage_Issues');
    const { user } = renderApp(`/invoices/${(await get<{ items: { id: string }[] }>('/invoices?per-page=1')).items[0]!.id}?action=issue`, { administrationId: NL });
    const sheet = await panel('New issue');
    expect(await within(sheet).findByText('You do not have permission to record issues.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Actions' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).not.toContain('New issue');
    expect(items).toContain('New arrangement');
    expect(items).toContain('Write a message');
  });
});
