import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

// The seed's reference day: statuses (a missed instalment breaks a plan) are those the seed meant.
const mock = createMockServer({ now: () => new Date('2026-11-20T09:00:00Z') });
const NL = SEED_IDS.administrations.nl;
const GB = SEED_IDS.administrations.gb;

serveMockApi(mock);

function firstOf(administrationId: string, status?: 'active' | 'broken' | 'proposed') {
  return mock.store.db.arrangements.findFirst((q) => q.where(status ? { administrationId, status } : { administrationId }))!;
}

/** The record page's title (the record frame's, with the record's reference). */
const recordTitle = (reference: string) => `Arrangement ${reference}`;

describe('/arrangements/{arrangementId}', () => {
  it('shows the plan: customer, status, instalments and invoices, in the area’s breadcrumb', async () => {
    const record = firstOf(NL, 'active');
    renderApp(`/arrangements/${record.id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: recordTitle(record.reference) })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Arrangements' })).toHaveAttribute('href', '/arrangements');
    expect(screen.getByRole('link', { name: mock.store.db.customers.findFirst((q) => q.where({ id: record.customerId }))!.name })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(record.instalments.length + 1);
    for (const id of record.invoiceIds) {
      const number = mock.store.db.invoices.findFirst((q) => q.where({ id }))!.number;
      expect(screen.getByRole('link', { name: number })).toHaveAttribute('href', `/invoices/${id}`);
    }
  });

  it('says since when a broken plan is broken, and offers no payment or cancel', async () => {
    const record = firstOf(NL, 'broken');
    renderApp(`/arrangements/${record.id}`, { administrationId: NL });
    const [year, month, day] = record.brokenSince!.split('-').map(Number);
    const date = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    expect(await screen.findByText(`Broken since ${date}`)).toBeInTheDocument();
    expect(screen.getAllByText('Missed').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel arrangement' })).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown id', () => 'nope'],
    ['a record of another administration', () => firstOf(GB).id],
  ])('says "not found" for %s', async (_, idOf) => {
    renderApp(`/arrangements/${idOf()}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops, page not found.' })).toBeInTheDocument();
  });

  it('offers to try again when the record cannot be read', async () => {
    const record = firstOf(NL);
    injectFault({ method: 'GET', path: `/arrangements/${record.id}`, status: 500, times: 1 });
    const { user } = renderApp(`/arrangements/${record.id}`, { administrationId: NL });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: recordTitle(record.reference) })).toBeInTheDocument();
  });

  it('records a partial payment: the first instalment shows partly paid', async () => {
    const record = firstOf(NL, 'active');
    const open = record.instalments.find((instalment) => Number(instalment.paid) < Number(instalment.amount))!;
    const { user } = renderApp(`/arrangements/${record.id}`, { administrationId: NL });
    await user.type(await screen.findByRole('textbox', { name: 'Amount received' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Enter an amount of more than zero.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Amount received' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount received' }), '1.50');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('€1.50 recorded.')).toBeInTheDocument();
    const row = within(screen.getByRole('table')).getAllByRole('row')[open.number]!;
    expect(row).toHaveTextContent('Partly paid');
    expect(mock.store.db.arrangements.findFirst((q) => q.where({ id: record.id }))!.instalments[open.number - 1]!.paid).toBe('1.50');
  });

  it('cancels only the version shown: after someone else changed it the page shows theirs', async () => {
    const record = firstOf(NL, 'proposed');
    const { user } = renderApp(`/arrangements/${record.id}`, { administrationId: NL });
    await screen.findByRole('heading', { level: 1, name: recordTitle(record.reference) });
    // Another user activates the plan the page has loaded.
    const url = `${TEST_API_ROOT}/administrations/${NL}/arrangements/${record.id}`;
    const etag = (await fetch(url)).headers.get('ETag') ?? '';
    const theirs = await fetch(`${url}/status`, { method: 'PUT', headers: { 'Content-Type': 'application/json', 'If-Match': etag }, body: JSON.stringify({ status: 'active' }) });
    expect(theirs.status).toBe(200);

    await user.click(screen.getByRole('button', { name: 'Cancel arrangement' }));
    expect(await screen.findByText(/Someone else changed this arrangement meanwhile/)).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument());
    expect(mock.store.db.arrangements.findFirst((q) => q.where({ id: record.id }))!.status).toBe('active');

    await user.click(screen.getByRole('button', { name: 'Cancel arrangement' }));
    expect(await screen.findByText('The arrangement is cancelled: dunning resumes for its invoices.')).toBeInTheDocument();
    expect(mock.store.db.arrangements.findFirst((q) => q.where({ id: record.id }))!.status).toBe('cancelled');
  });
});
