import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const GB = SEED_IDS.administrations.gb;

serveMockApi(mock);

function firstOf(administrationId: string) {
  return mock.store.db.issues.findFirst((q) => q.where({ administrationId }))!;
}

/** The record page's title (the record frame's, with the record's name). */
const recordTitle = (name: string) => `Issue ${name}`;

/** An open issue of the Dutch administration about at least one invoice. */
function openIssue() {
  return mock.store.db.issues.findMany((q) => q.where({ administrationId: NL })).find((issue) => issue.status === 'open' && issue.invoiceIds.length > 0)!;
}

describe('/issues/{issueId}', () => {
  it('shows the issue under its number: customer and invoices as links, status, category, and its history', async () => {
    const record = openIssue();
    renderApp(`/issues/${record.id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: recordTitle(record.number) })).toBeInTheDocument();
    const customer = mock.store.db.customers.findFirst((q) => q.where({ id: record.customerId }))!;
    expect(screen.getByRole('link', { name: customer.name })).toHaveAttribute('href', `/customers/${customer.id}`);
    const invoice = mock.store.db.invoices.findFirst((q) => q.where({ id: record.invoiceIds[0]! }))!;
    expect(screen.getByRole('link', { name: invoice.number })).toHaveAttribute('href', `/invoices/${invoice.id}`);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText(/opened the issue/)).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Issues' })).toHaveAttribute('href', '/issues');
  });

  it.each([
    ['an unknown id', () => 'nope'],
    ['a record of another administration', () => firstOf(GB).id],
  ])('says "not found" for %s', async (_, idOf) => {
    renderApp(`/issues/${idOf()}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops, page not found.' })).toBeInTheDocument();
  });

  it('offers to try again when the record cannot be read', async () => {
    const record = firstOf(NL);
    injectFault({ method: 'GET', path: `/issues/${record.id}`, status: 500, times: 1 });
    const { user } = renderApp(`/issues/${record.id}`, { administrationId: NL });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: recordTitle(record.number) })).toBeInTheDocument();
  });

  it('resolves the issue with the version it was read in: its invoices are no longer disputed, and the history says who did it', async () => {
    const record = openIssue();
    expect(mock.store.db.invoices.findFirst((q) => q.where({ id: record.invoiceIds[0]! }))?.disputed).toBe(true);
    const { user } = renderApp(`/issues/${record.id}`, { administrationId: NL });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Resolved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Saved.')).toBeInTheDocument());
    for (const id of record.invoiceIds) expect(mock.store.db.invoices.findFirst((q) => q.where({ id }))?.disputed).toBe(false);
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText(/Anna de Vries changed Status from “Open” to “Resolved”/)).toBeInTheDocument();
  });

  it('keeps the user\'s choices when someone else saved first, and saves them over theirs on a second try', async () => {
    const record = openIssue();
    const { user } = renderApp(`/issues/${record.id}`, { administrationId: NL });
    const status = await screen.findByRole('combobox', { name: 'Status' });
    const url = `${TEST_API_ROOT}/administrations/${NL}/issues/${record.id}`;
    const etag = (await fetch(url)).headers.get('ETag') ?? '';
    const body = { status: 'in-progress', categoryId: record.categoryId, description: record.description, assignee: null };
    const theirs = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/json', 'If-Match': etag }, body: JSON.stringify(body) });
    expect(theirs.status).toBe(200);

    await user.selectOptions(status, 'Rejected');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/its status is now “In progress”/)).toHaveAttribute('role', 'alert');
    expect(status).toHaveValue('rejected');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Saved.')).toBeInTheDocument());
    expect(mock.store.db.issues.findFirst((q) => q.where({ id: record.id }))?.status).toBe('rejected');
  });

  it('lists the issue\'s tasks on its tasks tab, with "New task"', async () => {
    const record = openIssue();
    const { user } = renderApp(`/issues/${record.id}`, { administrationId: NL });
    const tabs = await screen.findByRole('navigation', { name: `Sections of ${recordTitle(record.number)}` });
    await user.click(within(tabs).getByRole('link', { name: 'Tasks' }));
    expect(await screen.findByRole('button', { name: 'New task' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: recordTitle(record.number) })).toBeInTheDocument();
  });

  it('lists the issue\'s invoices with their status now on its invoices tab', async () => {
    const record = openIssue();
    renderApp(`/issues/${record.id}/invoices`, { administrationId: NL });
    const invoice = mock.store.db.invoices.findFirst((q) => q.where({ id: record.invoiceIds[0]! }))!;
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getByRole('link', { name: invoice.number })).toBeInTheDocument();
    expect(await within(table).findAllByText('Disputed')).not.toHaveLength(0);
  });
});
