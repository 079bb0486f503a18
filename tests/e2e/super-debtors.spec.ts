import type { Page } from '@playwright/test';
import Big from 'big.js';
import { ACCESS_TOKEN, ADMIN_NL, expect, expectNoSeriousA11yViolations, test } from './fixtures';

type Money = { amount: string; currency: string };
type Member = { id: string; number: string; name: string; outstanding: Money; overdue: Money; disputed: Money; inArrangement: Money };
type Customer = { id: string; number: string; name: string; superDebtor: { id: string; name: string } | null };
type Invoice = { id: string; number: string; customer: { id: string } };
type Paged<T> = { items: T[]; total: number };

const GROUP = { id: 'sd-nl-01', name: 'Jansen Groep' };

async function api<T>(stack: { apiRoot: string }, path: string): Promise<T> {
  const response = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}${path}`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const members = async (stack: { apiRoot: string }) => (await api<Paged<Member>>(stack, `/super-debtors/${GROUP.id}/members?per-page=1000`)).items;
const euro = (amount: Big) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(Number(amount.toFixed(2)));
const bodyRows = (page: Page, grid: string) => page.getByRole('grid', { name: grid }).getByRole('row').filter({ has: page.getByRole('gridcell') });

test.describe('super debtors', () => {
  test('a group: its balance is its members’ sum; customers are added and removed; a customer’s invoices tab shows its invoices only', async ({
    page,
    stack,
    consoleErrors,
  }) => {
    // A long journey (a group built, changed and checked from three pages): near 30 s on a loaded machine.
    test.slow();
    // From the list to the group, by its name.
    await page.goto('/super-debtors');
    await page.getByRole('grid', { name: 'Super debtors' }).getByRole('link', { name: GROUP.name }).click();
    await expect(page).toHaveURL(new RegExp(`/super-debtors/${GROUP.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Super debtor ${GROUP.name}` })).toBeVisible();

    // The balance is the sum of the members' balances, as the API gives them.
    const before = await members(stack);
    const balance = page.getByRole('region', { name: 'Balance of the group' });
    for (const [term, bucket] of [
      ['Outstanding', 'outstanding'],
      ['Overdue', 'overdue'],
      ['Disputed', 'disputed'],
      ['In arrangement', 'inArrangement'],
    ] as const) {
      const sum = before.reduce((total, member) => total.plus(member[bucket].amount), new Big(0));
      await expect(balance.getByRole('definition').filter({ has: page.locator(`xpath=preceding-sibling::dt[.="${term}"]`) })).toHaveText(euro(sum));
    }
    await expectNoSeriousA11yViolations(page, 'super debtor overview');

    // Add a customer that belongs to no group, found by its number.
    const customers = (await api<Paged<Customer>>(stack, '/customers?per-page=1000')).items;
    const loose = customers.find((customer) => customer.superDebtor === null);
    if (!loose) throw new Error('the seed has no customer outside a group');
    const tabs = page.getByRole('navigation', { name: `Sections of Super debtor ${GROUP.name}` });
    await tabs.getByRole('link', { name: 'Customers' }).click();
    const grid = `Customers of ${GROUP.name}`;
    await expect(bodyRows(page, grid)).toHaveCount(before.length);
    await expectNoSeriousA11yViolations(page, 'super debtor members');
    await page.getByRole('combobox', { name: 'Customer' }).fill(loose.number);
    await page.getByRole('option', { name: new RegExp(loose.number) }).click();
    await page.getByRole('button', { name: 'Add to group' }).click();
    await expect(page.getByText(`${loose.name} was added to ${GROUP.name}.`)).toBeVisible();
    await expect(bodyRows(page, grid)).toHaveCount(before.length + 1);
    await expect.poll(async () => (await members(stack)).map((member) => member.id)).toContain(loose.id);

    // Remove another one, after the confirmation.
    const leaving = before[0]!;
    await page.getByRole('grid', { name: grid }).getByRole('button', { name: `Remove ${leaving.name} from the group` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Remove ${leaving.name} from ${GROUP.name}?` });
    // The dialog's own element is a zero-size wrapper of the fixed panel: its button is what shows.
    await expect(dialog.getByRole('button', { name: 'Remove customer' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'remove member confirmation');
    await dialog.getByRole('button', { name: 'Remove customer' }).click();
    await expect(page.getByText(`${leaving.name} was removed from ${GROUP.name}.`)).toBeVisible();
    await expect(bodyRows(page, grid)).toHaveCount(before.length);
    await expect.poll(async () => (await members(stack)).map((member) => member.id)).not.toContain(leaving.id);

    // The group's invoices follow its members: the new member's are there now.
    await tabs.getByRole('link', { name: 'Invoices' }).click();
    const groupInvoices = await api<Paged<Invoice>>(stack, `/invoices?super-debtor-id=${GROUP.id}&per-page=1`);
    await expect(page.getByRole('grid', { name: `Invoices of the customers of ${GROUP.name}` })).toBeVisible();
    await expect(page.getByText(`${groupInvoices.total.toLocaleString('en-US')} rows`, { exact: true })).toBeAttached();
    await expectNoSeriousA11yViolations(page, 'super debtor invoices');

    // The new member's own invoices tab lists its invoices and no other.
    await tabs.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('grid', { name: grid }).getByRole('link', { name: loose.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Customer ${loose.name}` })).toBeVisible();
    await page.getByRole('navigation', { name: `Sections of Customer ${loose.name}` }).getByRole('link', { name: 'Invoices' }).click();
    const own = await api<Paged<Invoice>>(stack, `/invoices?customer-id=${loose.id}&sort-by=days-overdue&sort-order=desc&per-page=25`);
    expect(own.items.every((invoice) => invoice.customer.id === loose.id)).toBe(true);
    const invoicesGrid = `Invoices of ${loose.name}`;
    await expect(bodyRows(page, invoicesGrid)).toHaveCount(own.items.length);
    const shown = await bodyRows(page, invoicesGrid).evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent));
    expect(shown).toEqual(own.items.map((invoice) => invoice.number));
    await expect(page.getByText(`${own.total.toLocaleString('en-US')} ${own.total === 1 ? 'row' : 'rows'}`, { exact: true })).toBeAttached();
    await expectNoSeriousA11yViolations(page, 'customer invoices');
    expect(consoleErrors).toEqual([]);
  });

  test('a customer of another group cannot be chosen; the tasks tab lists the group\'s tasks', async ({ page, stack, consoleErrors }) => {
    const taken = (await api<Paged<Member>>(stack, '/super-debtors/sd-nl-02/members?per-page=1')).items[0]!;
    await page.goto(`/super-debtors/${GROUP.id}/debtors`);
    await page.getByRole('combobox', { name: 'Customer' }).fill(taken.number);
    await expect(page.getByRole('option', { name: /in Van der Meer Holding/ })).toHaveAttribute('aria-disabled', 'true');

    await page.goto(`/super-debtors/${GROUP.id}/tasks`);
    await expect(page.getByRole('button', { name: 'New task' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick views' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'super debtor tasks');

    // The issues tab lists the issues of the group's customers (no longer "comes later").
    await page.goto(`/super-debtors/${GROUP.id}/issues`);
    const issues = await api<Paged<{ id: string }>>(stack, `/issues?super-debtor=${GROUP.id}&per-page=1`);
    await expect(page.getByRole('grid', { name: `Issues of the customers of ${GROUP.name}` })).toBeVisible();
    await expect(page.getByText(`${issues.total.toLocaleString('en-US')} ${issues.total === 1 ? 'row' : 'rows'}`, { exact: true })).toBeAttached();
    expect(consoleErrors).toEqual([]);
  });
});
