import { createMockServer, SEED_IDS } from '@mocks/node';
import { screen, within } from '@testing-library/react';
import { renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

// The seed's reference day, so "overdue" is what the seed meant.
const mock = createMockServer({ now: () => new Date('2026-11-20T09:00:00Z') });
const NL = SEED_IDS.administrations.nl;

serveMockApi(mock);

const customerName = (customerId: string) => mock.store.db.customers.findFirst((q) => q.where({ id: customerId }))!.name;
const rowLabel = (invoice: { number: string; customerId: string }) => `Select Invoice ${invoice.number}, ${customerName(invoice.customerId)}`;

/** Two overdue invoices of different customers that nothing holds, and an invoice not due yet. */
function invoices() {
  const mine = mock.store.db.invoices.all().filter((i) => i.administrationId === NL && Number(i.outstanding) > 0 && !i.disputed && !i.forCollection && !i.inArrangement && !i.dunningPaused);
  const overdue = mine.filter((i) => i.dueDate < '2026-11-20');
  const first = overdue[0]!;
  const second = overdue.find((i) => i.customerId !== first.customerId)!;
  const notDue = mine.find((i) => i.dueDate > '2026-11-20')!;
  return { first, second, notDue };
}

async function selectAndAsk(user: ReturnType<typeof renderApp>['user'], numbers: readonly { number: string; customerId: string }[]) {
  const grid = await screen.findByRole('grid', { name: 'Invoices' });
  for (const invoice of numbers) await user.click(await within(grid).findByRole('checkbox', { name: rowLabel(invoice) }));
  await user.click(within(screen.getByRole('group', { name: 'Actions on the selected rows' })).getByRole('button', { name: 'Hand over to collection' }));
  return screen.findByRole('dialog', { name: 'Hand over to collection?' });
}

describe('Hand over to collection (a bulk action of the invoices list)', () => {
  it('asks first, naming what will happen and why, then makes one case per customer', async () => {
    const { first, second } = invoices();
    const { user } = renderApp('/invoices?status=overdue&perPage=100', { administrationId: NL });
    const dialog = await selectAndAsk(user, [first, second]);
    expect(dialog).toHaveTextContent('The 2 selected invoices go to the collection agency, one case per customer: no more reminders are sent for them and statutory collection costs are charged. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(mock.store.db.invoices.findFirst((q) => q.where({ id: first.id }))!.forCollection).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No reaction to three reminders');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await screen.findByText('Hand over to collection: 2 of 2 done.')).toBeInTheDocument();
    const cases = mock.store.db.forCollection.all().filter((c) => c.invoiceIds.includes(first.id) || c.invoiceIds.includes(second.id));
    expect(cases.map((c) => [c.stage, c.reason, c.invoiceIds])).toEqual([
      ['new', 'No reaction to three reminders', [first.id]],
      ['new', 'No reaction to three reminders', [second.id]],
    ]);
    expect(mock.store.db.invoices.findFirst((q) => q.where({ id: first.id }))!.forCollection).toBe(true);
  });

  it('names each invoice the server refuses, and hands none over', async () => {
    const { notDue } = invoices();
    const { user } = renderApp(`/invoices?search=${encodeURIComponent(notDue.number)}`, { administrationId: NL });
    const grid = await screen.findByRole('grid', { name: 'Invoices' });
    await user.click(await within(grid).findByRole('checkbox', { name: rowLabel(notDue) }));
    await user.click(within(screen.getByRole('group', { name: 'Actions on the selected rows' })).getByRole('button', { name: 'Hand over to collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over to collection?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Try');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await within(dialog).findByText('Nothing was sent for collection: one invoice cannot go.')).toBeInTheDocument();
    expect(within(dialog).getByText(`Invoice ${notDue.number}: not overdue`)).toBeInTheDocument();
    expect(mock.store.db.invoices.findFirst((q) => q.where({ id: notDue.id }))!.forCollection).toBe(false);
  });
});
