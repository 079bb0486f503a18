import { createMockServer, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import type { CustomerPage, InvoicePage, SuperDebtorMemberPage } from '@/api/generated/model';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;

serveMockApi(mock);

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${TEST_API_ROOT}/administrations/${NL}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const bodyRows = (grid: HTMLElement) => within(grid).getAllByRole('row').filter((row) => within(row).queryAllByRole('gridcell').length > 0);
const numbersIn = (grid: HTMLElement) => bodyRows(grid).map((row) => within(row).getAllByRole('link')[0]!.textContent);

/** A customer with more invoices than one page of 10, so "select all N matching" spans pages. */
async function customerWithManyInvoices() {
  const customers = (await get<CustomerPage>('/customers?per-page=100')).items;
  for (const customer of customers) {
    const invoices = await get<InvoicePage>(`/invoices?customer-id=${customer.id}&per-page=1`);
    if (invoices.total > 12) return { customer, total: invoices.total };
  }
  throw new Error('the seed has no customer with more than 12 invoices');
}

describe("a record's invoices tab", () => {
  it("a customer's tab lists that customer's invoices only, without a customer column", async () => {
    const { customer, total } = await customerWithManyInvoices();
    const expected = await get<InvoicePage>(`/invoices?customer-id=${customer.id}&sort-by=days-overdue&sort-order=desc&per-page=25`);
    const { user } = renderApp(`/customers/${customer.id}/invoices`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: `Customer ${customer.name}` })).toBeInTheDocument();

    const grid = await screen.findByRole('grid', { name: `Invoices of ${customer.name}` });
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(Math.min(total, 25)));
    expect(numbersIn(grid)).toEqual(expected.items.map((invoice) => invoice.number));
    expect(within(grid).queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.getByText(`${total} rows`)).toBeInTheDocument();
    // The customer's invoices are disputed or handed over to collection from here as from the invoices list.
    await user.click(within(bodyRows(grid)[0]!).getByRole('checkbox'));
    const actions = screen.getByRole('group', { name: 'Actions on the selected rows' });
    expect(within(actions).getByRole('button', { name: 'Hand over to collection' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Open an issue' })).toBeInTheDocument();
  });

  it('"select all N matching" in a customer\'s tab pauses that customer\'s invoices and no other', async () => {
    const { customer, total } = await customerWithManyInvoices();
    const before = (await get<InvoicePage>('/invoices?per-page=1000')).items;
    const othersPausedBefore = before.filter((i) => i.customer.id !== customer.id && i.dunningPaused).length;
    // Paid, credited and handed-over invoices have no dunning to pause: the server refuses those rows.
    const pausable = before.filter((i) => i.customer.id === customer.id && !['paid', 'credited', 'for-collection'].includes(i.status));
    const { user } = renderApp(`/customers/${customer.id}/invoices?perPage=10`, { administrationId: NL });
    const grid = await screen.findByRole('grid', { name: `Invoices of ${customer.name}` });
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(10));

    await user.click(within(grid).getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: `Select all ${total} matching rows` }));
    await user.click(within(screen.getByRole('group', { name: 'Actions on the selected rows' })).getByRole('button', { name: 'Pause dunning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause dunning' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for pausing' }), 'Customer disputes the June deliveries');
    await user.click(within(dialog).getByRole('button', { name: 'Pause dunning' }));
    expect(await screen.findByText(`Pause dunning: ${pausable.length} of ${total} done.`)).toBeInTheDocument();

    const after = (await get<InvoicePage>('/invoices?per-page=1000')).items;
    const pausedNow = new Set(after.filter((i) => i.dunningPaused).map((i) => i.id));
    expect(pausable.length).toBeGreaterThan(0);
    expect(pausable.filter((i) => !pausedNow.has(i.id))).toEqual([]);
    expect(after.filter((i) => i.customer.id !== customer.id && i.dunningPaused)).toHaveLength(othersPausedBefore);
  });

  it("a super debtor's tab lists the invoices of its members, naming the customer", async () => {
    const members = new Set((await get<SuperDebtorMemberPage>('/super-debtors/sd-nl-01/members?per-page=1000')).items.map((m) => m.name));
    const expected = await get<InvoicePage>('/invoices?super-debtor-id=sd-nl-01&sort-by=days-overdue&sort-order=desc&per-page=25');
    const { user } = renderApp('/super-debtors/sd-nl-01/invoices', { administrationId: NL });
    const grid = await screen.findByRole('grid', { name: 'Invoices of the customers of Jansen Groep' });
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(expected.items.length));
    expect(numbersIn(grid)).toEqual(expected.items.map((invoice) => invoice.number));
    const customerColumn = within(grid).getAllByRole('columnheader').findIndex((header) => header.textContent === 'Customer');
    expect(customerColumn).toBeGreaterThan(0);
    const customers = bodyRows(grid).map((row) => within(row).getAllByRole('gridcell')[customerColumn]!.textContent);
    expect(customers.every((name) => members.has(name ?? ''))).toBe(true);
    // The group's invoices are handed over to collection from here as from the invoices list.
    await user.click(within(bodyRows(grid)[0]!).getByRole('checkbox'));
    expect(within(screen.getByRole('group', { name: 'Actions on the selected rows' })).getByRole('button', { name: 'Hand over to collection' })).toBeInTheDocument();
  });

  it('opens the view its address names: a filter and a sort within the customer', async () => {
    const { customer } = await customerWithManyInvoices();
    const all = (await get<InvoicePage>(`/invoices?customer-id=${customer.id}&per-page=1000`)).items;
    const status = all[0]!.status;
    const expected = await get<InvoicePage>(`/invoices?customer-id=${customer.id}&status=${status}&sort-by=amount&sort-order=asc&per-page=25`);
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(all.length + 1);
    renderApp(`/customers/${customer.id}/invoices?status=${status}&sortBy=amount&sortOrder=asc`, { administrationId: NL });
    const grid = await screen.findByRole('grid', { name: `Invoices of ${customer.name}` });
    await waitFor(() => expect(numbersIn(grid)).toEqual(expected.items.map((invoice) => invoice.number)));
    expect(within(grid).getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
  });
});
