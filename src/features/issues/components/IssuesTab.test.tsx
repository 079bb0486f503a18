import { createMockServer, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;

serveMockApi(mock);

const { db } = mock.store;

/** A customer with at least two invoices that something is owed on and no issue disputes. */
function customerWithOpenInvoices() {
  const invoices = db.invoices.findMany((q) => q.where({ administrationId: NL })).filter((i) => !i.disputed && !i.inArrangement && !i.forCollection && Number(i.outstanding) > 0);
  const byCustomer = new Map<string, typeof invoices>();
  for (const invoice of invoices) byCustomer.set(invoice.customerId, [...(byCustomer.get(invoice.customerId) ?? []), invoice]);
  const [customerId, list] = [...byCustomer].find(([, rows]) => rows.length >= 2)!;
  return { customer: db.customers.findFirst((q) => q.where({ id: customerId }))!, invoices: list };
}

describe('issues tabs', () => {
  it('a customer\'s tab lists its issues and opens a new one about the invoices chosen: they are disputed at once', async () => {
    const { customer, invoices } = customerWithOpenInvoices();
    const { user, router } = renderApp(`/customers/${customer.id}/issues`, { administrationId: NL });
    await screen.findByRole('grid', { name: `Issues of ${customer.name}` });
    // "New issue" opens the page's issue panel (the one the actions menu opens), about this customer.
    await user.click(screen.getByRole('button', { name: 'New issue' }));
    const dialog = await screen.findByRole('complementary', { name: 'New issue' });
    await waitFor(() => expect(currentLocation(router).search).toMatchObject({ action: 'issue' }));
    // Nothing chosen: the form says what is missing.
    await user.click(await within(dialog).findByRole('button', { name: 'Open issue' }));
    expect(await within(dialog).findByText('Choose a category.')).toBeInTheDocument();
    expect(within(dialog).getByText('Describe the issue.')).toBeInTheDocument();

    const [first, second] = invoices;
    await user.click(await within(dialog).findByRole('checkbox', { name: new RegExp(`^${first!.number} `) }));
    await user.click(within(dialog).getByRole('checkbox', { name: new RegExp(`^${second!.number} `) }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Kwaliteitsklacht');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Assigned to' }), 'Credit control NL (department)');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Damaged on delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Open issue' }));

    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'New issue' })).not.toBeInTheDocument());
    expect(currentLocation(router).search).not.toHaveProperty('action');
    const created = db.issues.findMany((q) => q.where({ administrationId: NL, customerId: customer.id })).find((i) => i.description === 'Damaged on delivery')!;
    expect(created).toMatchObject({ status: 'open', categoryId: 'icat-nl-quality', assignee: { kind: 'department', id: 'dep-nl-credit' } });
    expect(created.invoiceIds.sort()).toEqual([first!.id, second!.id].sort());
    for (const id of created.invoiceIds) expect(db.invoices.findFirst((q) => q.where({ id }))?.disputed).toBe(true);
    // The list shows it (its cache was refreshed by the creation).
    expect(await screen.findByRole('link', { name: created.number })).toHaveAttribute('href', `/issues/${created.id}`);
  }, 30_000);

  it('an invoice\'s tab lists the issues about it, and its page says which issue pauses its dunning', async () => {
    const issue = db.issues.findMany((q) => q.where({ administrationId: NL })).find((i) => i.status === 'open' && i.invoiceIds.length > 0)!;
    const invoice = db.invoices.findFirst((q) => q.where({ id: issue.invoiceIds[0]! }))!;
    const { user } = renderApp(`/invoices/${invoice.id}/issues`, { administrationId: NL });
    const grid = await screen.findByRole('grid', { name: `Issues about invoice ${invoice.number}` });
    expect(await within(grid).findByRole('link', { name: issue.number })).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: `Sections of Invoice ${invoice.number}` })).getByRole('link', { name: 'Overview' }));
    expect(await screen.findByText('Dunning is paused while this issue is open:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: issue.number })).toHaveAttribute('href', `/issues/${issue.id}`);
  });

  it('a super debtor\'s tab lists the issues of its customers', async () => {
    const group = db.superDebtors.findMany((q) => q.where({ administrationId: NL })).find((sd) =>
      db.issues.findMany((q) => q.where({ administrationId: NL })).some((i) => db.customers.findFirst((c) => c.where({ id: i.customerId }))?.superDebtorId === sd.id),
    );
    if (!group) throw new Error('no super debtor with issues in the seed');
    const members = new Set(db.customers.findMany((q) => q.where({ administrationId: NL, superDebtorId: group.id })).map((c) => c.id));
    const theirs = db.issues.findMany((q) => q.where({ administrationId: NL })).filter((i) => members.has(i.customerId));
    renderApp(`/super-debtors/${group.id}/issues`, { administrationId: NL });
    const grid = await screen.findByRole('grid', { name: `Issues of the customers of ${group.name}` });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(Math.min(theirs.length, 25) + 1));
  });
});
