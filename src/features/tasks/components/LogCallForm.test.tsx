import { createMockServer, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;

serveMockApi(mock);

/** A customer with a contact who has a phone and two invoices with something outstanding. */
function calledCustomer() {
  const db = mock.store.db;
  return db.customers
    .findMany((q) => q.where({ administrationId: NL }))
    .find((c) => db.contacts.findMany((q) => q.where({ customerId: c.id })).some((k) => k.phone) && db.invoices.findMany((q) => q.where({ customerId: c.id })).filter((i) => i.outstanding !== '0.00').length >= 2)!;
}

const inDays = (days: number) => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

async function openCallPanel(customerId: string) {
  const view = renderApp(`/customers/${customerId}?action=call`, { administrationId: NL });
  const panel = await screen.findByRole('complementary', { name: 'Log a call' });
  const contact = await within(panel).findByRole('combobox', { name: 'Who was called' });
  return { ...view, panel, contact };
}

describe('the call panel', () => {
  it('dials the chosen contact, asks a promise its amount and day, and the server makes the check-payment task on that day', async () => {
    const customer = calledCustomer();
    const phoned = mock.store.db.contacts.findMany((q) => q.where({ customerId: customer.id })).find((k) => k.phone)!;
    const { user, panel, contact } = await openCallPanel(customer.id);
    await user.selectOptions(contact, phoned.id);
    expect(within(panel).getByRole('link', { name: phoned.phone! })).toHaveAttribute('href', `tel:${phoned.phone!.replace(/\s+/g, '')}`);

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Outcome' }), 'promise-to-pay');
    await user.click(within(panel).getByRole('button', { name: 'Log call' }));
    expect(within(panel).getByRole('textbox', { name: /^Amount promised/ })).toHaveAccessibleDescription('Give the amount promised.');
    expect(within(panel).getByLabelText('Payment promised on')).toHaveAccessibleDescription('Choose the day the payment was promised for.');
    expect(mock.store.db.calls.count()).toBe(mock.store.db.calls.count());

    const before = mock.store.db.calls.count();
    await user.type(within(panel).getByRole('textbox', { name: /^Amount promised/ }), '1,250.50');
    await user.type(within(panel).getByLabelText('Payment promised on'), inDays(3));
    await user.click(within(panel).getByRole('button', { name: 'Log call' }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Log a call' })).not.toBeInTheDocument());
    expect(mock.store.db.calls.count()).toBe(before + 1);
    const logged = mock.store.db.calls.all().find((c) => c.customerId === customer.id && c.promise?.amount === '1250.50')!;
    expect(logged).toMatchObject({ outcome: 'promise-to-pay', contactName: phoned.name, phoneNumber: phoned.phone });
    expect(mock.store.db.tasks.findFirst((q) => q.where({ id: logged.taskId ?? '' }))).toMatchObject({ type: 'check-payment', dueDate: inDays(3), assignee: { id: SEED_IDS.users.anna } });
  });

  it('a dispute opens the issue panel with the invoices the call was about', async () => {
    const customer = calledCustomer();
    const { user, panel, contact, router } = await openCallPanel(customer.id);
    await user.selectOptions(contact, within(contact).getAllByRole('option')[1]!.getAttribute('value')!);
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Outcome' }), 'dispute');
    // An invoice an issue can be about (not handed over for collection).
    const chosen = mock.store.db.invoices.findMany((q) => q.where({ customerId: customer.id })).find((i) => i.outstanding !== '0.00' && !i.forCollection)!.number;
    await user.click(within(panel).getByRole('checkbox', { name: new RegExp(`^${chosen},`) }));
    await user.click(within(panel).getByRole('button', { name: 'Log call' }));
    const issuePanel = await screen.findByRole('complementary', { name: 'New issue' });
    await waitFor(() => expect(currentLocation(router).search).toMatchObject({ action: 'issue' }));
    expect(await within(issuePanel).findByRole('checkbox', { name: new RegExp(`^${chosen} `) }, { timeout: 5000 })).toBeChecked();
  });

  it('no answer offers a follow-up task, which the task panel starts for tomorrow', async () => {
    const customer = calledCustomer();
    const { user, panel, contact } = await openCallPanel(customer.id);
    await user.selectOptions(contact, within(contact).getAllByRole('option')[1]!.getAttribute('value')!);
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Outcome' }), 'no-answer');
    await user.click(within(panel).getByRole('button', { name: 'Log call' }));
    await user.click(await within(panel).findByRole('button', { name: 'Create a follow-up task' }));
    const taskPanel = await screen.findByRole('complementary', { name: 'New task' });
    expect(await within(taskPanel).findByRole('combobox', { name: 'Type' })).toHaveValue('follow-up');
    expect(within(taskPanel).getByLabelText('Due date')).toHaveValue(inDays(1));
    await user.click(within(taskPanel).getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(mock.store.db.tasks.all().some((t) => t.customerId === customer.id && t.type === 'follow-up' && t.dueDate === inDays(1) && t.title === 'Call back')).toBe(true));
  });
});
