import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const GB = SEED_IDS.administrations.gb;

serveMockApi(mock);

function firstOf(administrationId: string, stage: 'new' | 'amicable' = 'amicable') {
  return mock.store.db.forCollection.findFirst((q) => q.where({ administrationId, stage }))!;
}
const customerOf = (record: ReturnType<typeof firstOf>) => mock.store.db.customers.findFirst((q) => q.where({ id: record.customerId }))!.name;
const recordTitle = (record: ReturnType<typeof firstOf>) => `Collection case ${record.reference} (${customerOf(record)})`;

describe('/for-collection/{forCollectionId}', () => {
  it('shows the case: its invoices as links, the costs with how they were computed, its history', async () => {
    const record = firstOf(NL);
    renderApp(`/for-collection/${record.id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: recordTitle(record) })).toBeInTheDocument();
    const invoices = screen.getByRole('heading', { name: 'Invoices' }).parentElement!;
    expect(within(invoices).getAllByRole('link')).toHaveLength(record.invoiceIds.length);
    const costs = screen.getByRole('table', { name: 'Statutory collection costs' });
    expect(within(costs).getAllByRole('row')[1]).toHaveTextContent(/^15% of €\s?[\d.,]+ \(the part from €\s?0[.,]00 to €\s?2[.,]500[.,]00\)/);
    expect(screen.getByText(/Dutch statutory scale/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'History' }).parentElement).toHaveTextContent('Sent for collection');
  });

  it('shows the British costs, a fixed sum per invoice, and the statutory interest beside them with how it was computed', async () => {
    const record = firstOf(GB);
    renderApp(`/for-collection/${record.id}`, { administrationId: GB });
    const costs = await screen.findByRole('table', { name: 'Statutory collection costs' });
    expect(within(costs).getAllByText(/^Fixed sum for /)).toHaveLength(record.invoiceIds.length);
    const interest = screen.getByRole('table', { name: 'Statutory interest' });
    expect(within(interest).getAllByText(/^Interest on .*: [\d.]+% a year on £[\d.,]+ from .* to .* \(\d+ days?, of a 365-day year\)$/)).toHaveLength(record.invoiceIds.length);
    expect(within(interest).getByRole('rowheader', { name: 'Total interest' })).toBeInTheDocument();
    expect(screen.getByText(/Late Payment of Commercial Debts Act: simple interest/)).toBeInTheDocument();
  });

  it('moves the case on after a confirmation that names what will happen, with the version shown', async () => {
    const record = firstOf(NL, 'new');
    const { user } = renderApp(`/for-collection/${record.id}`, { administrationId: NL });
    await user.click(await screen.findByRole('button', { name: 'Start amicable collection' }));
    const dialog = await screen.findByRole('dialog', { name: `Move ${record.reference} to “Amicable collection”?` });
    expect(dialog).toHaveTextContent('The agency starts writing to and calling the customer. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(firstOf(NL, 'new').id).toBe(record.id);

    await user.click(screen.getByRole('button', { name: 'Start amicable collection' }));
    const again = await screen.findByRole('dialog');
    await user.type(within(again).getByRole('textbox', { name: 'Note (optional)' }), 'Agency informed');
    await user.click(within(again).getByRole('button', { name: 'Start amicable collection' }));
    expect(await screen.findByText('The case is now at “Amicable collection”.')).toBeInTheDocument();
    const stored = mock.store.db.forCollection.findFirst((q) => q.where({ id: record.id }))!;
    expect(stored.stage).toBe('amicable');
    expect(stored.history.at(-1)).toMatchObject({ from: 'new', to: 'amicable', note: 'Agency informed' });
    expect(screen.getByRole('button', { name: 'Send statutory notice' })).toBeInTheDocument();
  });

  it('says so when someone else moved the case first, and shows their version', async () => {
    const record = firstOf(NL, 'new');
    const { user } = renderApp(`/for-collection/${record.id}`, { administrationId: NL });
    await screen.findByRole('button', { name: 'Start amicable collection' });
    const url = `${TEST_API_ROOT}/administrations/${NL}/for-collection/${record.id}`;
    const etag = (await fetch(url)).headers.get('ETag') ?? '';
    expect((await fetch(`${url}/stage`, { method: 'PUT', headers: { 'Content-Type': 'application/json', 'If-Match': etag }, body: JSON.stringify({ stage: 'amicable' }) })).status).toBe(200);

    await user.click(screen.getByRole('button', { name: 'Start amicable collection' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start amicable collection' }));
    expect(await screen.findByText(/Someone else changed this case meanwhile/)).toBeInTheDocument();
  });

  it.each([
    ['an unknown id', () => 'nope'],
    ['a case of another administration', () => firstOf(GB).id],
  ])('says "not found" for %s', async (_, idOf) => {
    renderApp(`/for-collection/${idOf()}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops, page not found.' })).toBeInTheDocument();
  });

  it('offers to try again when the case cannot be read', async () => {
    const record = firstOf(NL);
    injectFault({ method: 'GET', path: `/for-collection/${record.id}`, status: 500, times: 1 });
    const { user } = renderApp(`/for-collection/${record.id}`, { administrationId: NL });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: recordTitle(record) })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument());
  });
});
