import Big from 'big.js';
import { createMockServer, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import type { CustomerPage, SuperDebtor, SuperDebtorMemberPage } from '@/api/generated/model';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl; // Anna: every permission
const GROUP = 'sd-nl-01'; // Jansen Groep
const OTHER = 'sd-nl-02'; // Van der Meer Holding

serveMockApi(mock);

/** The API as another user (or the test itself) sees it, beside the app. */
async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${TEST_API_ROOT}/administrations/${NL}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (response.status === 204 ? undefined : await response.json()) as T };
}

const members = async (group = GROUP) => (await api<SuperDebtorMemberPage>('GET', `/super-debtors/${group}/members?per-page=1000`)).body.items;
/** A customer in no group whose name is unique enough to find by its first word. */
async function looseCustomer() {
  const customers = (await api<CustomerPage>('GET', '/customers?per-page=1000&sort-by=name')).body.items;
  const loose = customers.filter((c) => c.superDebtor === null && c.name.split(' ')[0]!.length >= 5);
  const unique = loose.find((c) => customers.filter((other) => other.name.toLowerCase().includes(c.name.split(' ')[0]!.toLowerCase())).length <= 3);
  if (!unique) throw new Error('the seed has no customer to add');
  return unique;
}

const grid = () => screen.findByRole('grid', { name: 'Customers of Jansen Groep' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').filter((row) => within(row).queryAllByRole('gridcell').length > 0);

describe('super debtor members tab', () => {
  it('lists the customers of the group with their balances, titled with the group', async () => {
    const expected = await members();
    renderApp(`/super-debtors/${GROUP}/debtors`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Super debtor Jansen Groep' })).toBeInTheDocument();
    const table = await grid();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(expected.length));
    expect(bodyRows(table).map((row) => within(row).getByRole('link').textContent)).toEqual(expected.map((m) => m.name));
    expect(within(table).getByRole('columnheader', { name: 'Customer' })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'In arrangement' })).toBeInTheDocument();
    expect(within(bodyRows(table)[0]!).getByRole('link', { name: expected[0]!.name })).toHaveAttribute('href', `/customers/${expected[0]!.id}`);
    // The member's status is a coloured badge with its words.
    expect(within(bodyRows(table)[0]!).getByText(/^(Active|Paused|Disputed|In arrangement|In collection|Closed)$/)).toHaveAttribute('data-tone');
    // Under the table: the group's balances summed over every member, in the columns' order.
    const euros = (cents: bigint) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(Number(cents) / 100);
    const sum = (field: 'outstanding' | 'overdue' | 'disputed' | 'inArrangement') =>
      euros(expected.reduce((total, member) => total + BigInt(new Big(member[field].amount).times(100).toFixed(0)), 0n));
    const sums = screen.getByRole('region', { name: `Totals of all ${expected.length} matching rows` });
    expect(within(sums).getAllByRole('term').map((term) => term.textContent)).toEqual(['Outstanding', 'Overdue', 'Disputed', 'In arrangement']);
    expect(within(sums).getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      sum('outstanding'),
      sum('overdue'),
      sum('disputed'),
      sum('inArrangement'),
    ]);
  });

  it('adds a customer found by name, and the list and the group count it', async () => {
    const customer = await looseCustomer();
    const before = (await api<SuperDebtor>('GET', `/super-debtors/${GROUP}`)).body.memberCount;
    const { user } = renderApp(`/super-debtors/${GROUP}/debtors`, { administrationId: NL });
    const table = await grid();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(before));

    const combobox = screen.getByRole('combobox', { name: 'Customer' });
    await user.type(combobox, customer.name.split(' ')[0]!);
    await user.click(await screen.findByRole('option', { name: new RegExp(customer.number) }));
    await user.click(screen.getByRole('button', { name: 'Add to group' }));

    expect(await screen.findByText(`${customer.name} was added to Jansen Groep.`)).toBeInTheDocument();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(before + 1));
    expect(within(table).getByRole('link', { name: customer.name })).toBeInTheDocument();
    expect((await api<SuperDebtor>('GET', `/super-debtors/${GROUP}`)).body.memberCount).toBe(before + 1);
  });

  it('offers customers of another group without letting them be chosen', async () => {
    const taken = (await members(OTHER))[0]!;
    const { user } = renderApp(`/super-debtors/${GROUP}/debtors`, { administrationId: NL });
    await grid();
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), taken.number);
    const option = await screen.findByRole('option', { name: new RegExp(`in Van der Meer Holding`) });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(option).toHaveTextContent(taken.name);
  });

  it('refuses to add a customer someone put in another group meanwhile, and says which', async () => {
    const customer = await looseCustomer();
    const { user } = renderApp(`/super-debtors/${GROUP}/debtors`, { administrationId: NL });
    const table = await grid();
    const count = (await members()).length;
    await waitFor(() => expect(bodyRows(table)).toHaveLength(count));

    await user.type(screen.getByRole('combobox', { name: 'Customer' }), customer.name.split(' ')[0]!);
    await user.click(await screen.findByRole('option', { name: new RegExp(customer.number) }));
    // Another user adds it to Van der Meer Holding before this one presses the button.
    expect((await api('POST', `/super-debtors/${OTHER}/members`, { customerId: customer.id })).status).toBe(200);
    await user.click(screen.getByRole('button', { name: 'Add to group' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(`${customer.name} already belongs to Van der Meer Holding. Remove it there first.`);
    expect(bodyRows(table)).toHaveLength(count);
    expect((await members()).map((m) => m.id)).not.toContain(customer.id);
  });

  it('asks before a customer is removed, and removes it only when confirmed', async () => {
    const [first, second] = await members();
    const { user } = renderApp(`/super-debtors/${GROUP}/debtors`, { administrationId: NL });
    const table = await grid();
    await within(table).findByRole('link', { name: first!.name });

    await user.click(within(table).getByRole('button', { name: `Remove ${first!.name} from the group` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Remove ${first!.name} from Jansen Groep?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect((await members()).map((m) => m.id)).toContain(first!.id);

    await user.click(within(table).getByRole('button', { name: `Remove ${second!.name} from the group` }));
    await user.click(within(await screen.findByRole('alertdialog', { name: `Remove ${second!.name} from Jansen Groep?` })).getByRole('button', { name: 'Remove customer' }));
    expect(await screen.findByText(`${second!.name} was removed from Jansen Groep.`)).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('link', { name: second!.name })).not.toBeInTheDocument());
    expect((await members()).map((m) => m.id)).not.toContain(second!.id);
  });

  it('a member someone else removed meanwhile is reported as gone, not as a failure', async () => {
    const [first] = await members();
    const { user } = renderApp(`/super-debtors/${GROUP}/debtors`, { administrationId: NL });
    const table = await grid();
    await within(table).findByRole('link', { name: first!.name });
    expect((await api('DELETE', `/super-debtors/${GROUP}/members/${first!.id}`)).status).toBe(204);

    await user.click(within(table).getByRole('button', { name: `Remove ${first!.name} from the group` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove customer' }));
    expect(await screen.findByText(`${first!.name} was no longer in Jansen Groep; the list shows the customers as they are now.`)).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('link', { name: first!.name })).not.toBeInTheDocument());
  });
});
