import { createMockServer, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;

serveMockApi(mock);

const openTask = () => mock.store.db.tasks.findMany((q) => q.where({ administrationId: NL })).find((t) => t.status === 'open' && t.customerId && t.type === 'call')!;

describe('the task page', () => {
  it('completes and reopens the task, with who and when', async () => {
    const task = openTask();
    const { user } = renderApp(`/tasks/${task.id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: `Task ${task.title}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('The task is done.')).toBeInTheDocument();
    expect(mock.store.db.tasks.findFirst((q) => q.where({ id: task.id }))).toMatchObject({ status: 'done', completedBy: { id: SEED_IDS.users.anna } });
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('The task is open again.')).toBeInTheDocument();
    expect(mock.store.db.tasks.findFirst((q) => q.where({ id: task.id }))?.status).toBe('open');
    // A call task leads to the call panel on its customer's page.
    expect(screen.getByRole('link', { name: /^Log the call to / })).toHaveAttribute('href', `/customers/${task.customerId}?action=call`);
  });

  it('keeps my edits when someone else saved first, shows what they changed, and saves mine on top of theirs', async () => {
    const task = openTask();
    const { user } = renderApp(`/tasks/${task.id}`, { administrationId: NL });
    const form = await screen.findByRole('form', { name: 'Change the task' });
    await user.clear(within(form).getByRole('textbox', { name: 'Title' }));
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Call Joost about the invoice');
    // Meanwhile a colleague raises the priority.
    const stored = mock.store.db.tasks.findFirst((q) => q.where({ id: task.id }))!;
    await mock.store.db.tasks.update(stored, {
      data(record) {
        record.priority = 'low';
        record.version += 1;
      },
    });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const panel = await screen.findByRole('heading', { name: 'Someone else changed this task' });
    expect(panel).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Call Joost about the invoice');
    await user.click(within(form).getByRole('button', { name: 'Apply my changes to the latest version' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mock.store.db.tasks.findFirst((q) => q.where({ id: task.id }))).toMatchObject({ title: 'Call Joost about the invoice', priority: 'low' }));
  });

  it('says a required title, and shows the not-found page for an unknown task', async () => {
    const task = openTask();
    const { user } = renderApp(`/tasks/${task.id}`, { administrationId: NL });
    const form = await screen.findByRole('form', { name: 'Change the task' });
    await user.clear(within(form).getByRole('textbox', { name: 'Title' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Give the task a title.');

    renderApp('/tasks/tsk-nope', { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops, page not found.' })).toBeInTheDocument();
  });
});
