import { createMockServer, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import Big from 'big.js';
import { http, HttpResponse } from 'msw';
import type { SuperDebtorMember, SuperDebtorMemberPage } from '@/api/generated/model';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const MEMBERS = `${TEST_API_ROOT}/administrations/${NL}/super-debtors/sd-nl-01/members`;

serveMockApi(mock);

const euro = (amount: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(Number(amount));
/** The amount shown under a term of the balance. */
const shown = (region: HTMLElement, term: string) => within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('super debtor overview', () => {
  it("shows the group's balance as the sum of its members' balances", async () => {
    const members = ((await (await fetch(`${MEMBERS}?per-page=1000`)).json()) as SuperDebtorMemberPage).items;
    const sum = (bucket: 'outstanding' | 'overdue' | 'disputed' | 'inArrangement') =>
      members.reduce((total, member) => total.plus(member[bucket].amount), new Big(0)).toFixed(2);
    renderApp('/super-debtors/sd-nl-01', { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Super debtor Jansen Groep' })).toBeInTheDocument();

    const balance = await screen.findByRole('region', { name: 'Balance of the group' });
    await waitFor(() => expect(within(balance).queryByText('Outstanding', { selector: 'dt' })).toBeInTheDocument());
    expect(shown(balance, 'Outstanding')).toBe(euro(sum('outstanding')));
    expect(shown(balance, 'Overdue')).toBe(euro(sum('overdue')));
    expect(shown(balance, 'Disputed')).toBe(euro(sum('disputed')));
    expect(shown(balance, 'In arrangement')).toBe(euro(sum('inArrangement')));
    expect(screen.getByRole('link', { name: `Show its ${members.length} customers` })).toHaveAttribute('href', '/super-debtors/sd-nl-01/debtors');
    expect(screen.getByRole('link', { name: 'Show the invoices of the group' })).toHaveAttribute('href', '/super-debtors/sd-nl-01/invoices');
  });

  it('does not add up amounts of different currencies', async () => {
    const member = (id: string, currency: string, outstanding: string): SuperDebtorMember => {
      const money = (amount: string) => ({ amount, currency });
      return { id, number: id, name: id, city: 'Utrecht', status: 'active', outstanding: money(outstanding), overdue: money('0.00'), disputed: money('0.00'), inArrangement: money('0.00') };
    };
    const items = [member('cus-a', 'EUR', '100.10'), member('cus-b', 'GBP', '50.00'), member('cus-c', 'EUR', '0.20')];
    mock.server.use(http.get(MEMBERS, () => HttpResponse.json({ items, total: items.length, page: 1, perPage: 1000 } satisfies SuperDebtorMemberPage)));
    renderApp('/super-debtors/sd-nl-01', { administrationId: NL });

    const balance = await screen.findByRole('region', { name: 'Balance of the group' });
    expect(await within(balance).findByText('The customers owe in 2 currencies. Amounts in different currencies are not added together.')).toBeInTheDocument();
    const euros = within(balance).getByRole('heading', { level: 4, name: 'In EUR (2 customers)' }).parentElement!;
    const pounds = within(balance).getByRole('heading', { level: 4, name: 'In GBP (1 customer)' }).parentElement!;
    expect(shown(euros, 'Outstanding')).toBe('€100.30');
    expect(shown(pounds, 'Outstanding')).toBe('£50.00');
  });

  it('says when the balances cannot be loaded, and tries again on request', async () => {
    let calls = 0;
    mock.server.use(
      http.get(MEMBERS, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ type: 'about:blank', title: 'Server error', status: 500 }, { status: 500 }) : undefined;
      }),
    );
    const { user } = renderApp('/super-debtors/sd-nl-01', { administrationId: NL });
    const balance = await screen.findByRole('region', { name: 'Balance of the group' });
    expect(await within(balance).findByRole('alert')).toHaveTextContent('The balances of the customers could not be loaded.');
    await user.click(within(balance).getByRole('button', { name: 'Try again' }));
    expect(await within(balance).findByText('Outstanding', { selector: 'dt' })).toBeInTheDocument();
    expect(within(balance).queryByRole('alert')).not.toBeInTheDocument();
  });
});
