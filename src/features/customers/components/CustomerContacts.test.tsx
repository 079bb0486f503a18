import type { Contact } from '@/api/generated/model';
import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;

serveMockApi(mock);

/** A Dutch customer with exactly `count` contacts in the seed. */
function customerWithContacts(count: number): { id: string; name: string } {
  const perCustomer = new Map<string, number>();
  for (const contact of mock.store.db.contacts.all()) perCustomer.set(contact.customerId, (perCustomer.get(contact.customerId) ?? 0) + 1);
  const customer = mock.store.db.customers.all().find((c) => c.administrationId === NL && !c.closed && (perCustomer.get(c.id) ?? 0) === count);
  if (!customer) throw new Error(`the seed has no Dutch customer with ${count} contacts`);
  return { id: customer.id, name: customer.name };
}

async function contactsOf(customerId: string): Promise<Contact[]> {
  const response = await fetch(`${TEST_API_ROOT}/administrations/${NL}/customers/${customerId}/contacts`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Contact[] }).items;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openCustomer(id: string, name: string) {
  const app = renderApp(`/customers/${id}`, { administrationId: NL });
  expect(await screen.findByRole('heading', { level: 1, name: new RegExp(escape(name)) })).toBeInTheDocument();
  const section = screen.getByRole('region', { name: 'Contacts' });
  const list = await within(section).findByRole('list', { name: 'Contacts' });
  return { ...app, section, list };
}

/** The list items' names, the primary one marked. */
const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');

describe('a customer’s contacts', () => {
  it('adds a contact after checking its fields; the list and the server have it, the primary one unchanged', async () => {
    const { id, name } = customerWithContacts(2);
    const before = await contactsOf(id);
    const primary = before.find((c) => c.primary)!;
    const { user, section } = await openCustomer(id, name);

    await user.click(within(section).getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'New contact' });
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    const primaryBox = within(dialog).getByRole('checkbox', { name: 'Primary contact' });
    expect(primaryBox).not.toBeChecked();
    expect(primaryBox).toHaveAccessibleDescription(`Makes this the primary contact instead of ${primary.name}.`);
    await user.type(within(dialog).getByLabelText('Email address'), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Required');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Email address')).toHaveAccessibleDescription('Invalid email');

    await user.type(within(dialog).getByLabelText('Name'), 'Marieke Jansen');
    await user.type(within(dialog).getByLabelText('Job title'), 'Controller');
    await user.clear(within(dialog).getByLabelText('Email address'));
    await user.type(within(dialog).getByLabelText('Email address'), 'm.jansen@example.nl');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Reminders' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Statements' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New contact' })).not.toBeInTheDocument());
    const list = within(section).getByRole('list', { name: 'Contacts' });
    await waitFor(() => expect(namesIn(list)).toContain('Marieke Jansen'));
    expect(within(section).getByText('Controller · m.jansen@example.nl')).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Marieke Jansen was added.');
    const after = await contactsOf(id);
    expect(after).toHaveLength(3);
    expect(after.find((c) => c.name === 'Marieke Jansen')).toMatchObject({ primary: false, receives: ['invoices', 'statements'], function: 'Controller', phone: null });
    expect(after.filter((c) => c.primary).map((c) => c.id)).toEqual([primary.id]);
  });

  it('moves the primary flag to the contact made primary (exactly one primary, as the server keeps it)', async () => {
    const { id, name } = customerWithContacts(2);
    const [first, second] = await contactsOf(id);
    expect(first!.primary).toBe(true);
    const { user, list } = await openCustomer(id, name);
    expect(namesIn(list)).toEqual([`${first!.name}(primary contact)`, second!.name]);
    // The primary contact cannot be deleted while there are others, nor made primary again.
    expect(within(list).queryByRole('button', { name: `Delete ${first!.name}` })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: `Make primary: ${first!.name}` })).not.toBeInTheDocument();
    expect(within(list).getByText('Make another contact primary before deleting this one.')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: `Make primary: ${second!.name}` }));
    await waitFor(() => expect(namesIn(list)).toEqual([`${second!.name}(primary contact)`, first!.name]));
    expect(within(list).getByRole('button', { name: `Make primary: ${first!.name}` })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: `Delete ${first!.name}` })).toBeInTheDocument();
    expect((await contactsOf(id)).filter((c) => c.primary).map((c) => c.id)).toEqual([second!.id]);
  });

  it('edits a contact; the primary contact’s flag is not cleared from the form', async () => {
    const { id, name } = customerWithContacts(2);
    const [primary] = await contactsOf(id);
    const { user, list } = await openCustomer(id, name);

    await user.click(within(list).getByRole('button', { name: `Edit ${primary!.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue(primary!.name);
    const box = within(dialog).getByRole('checkbox', { name: 'Primary contact' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('This is the primary contact. To change that, make another contact primary.');
    await user.clear(within(dialog).getByLabelText('Phone number'));
    await user.type(within(dialog).getByLabelText('Phone number'), '+31 6 9999 0000');
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit contact' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(list).getByText(/\+31 6 9999 0000/)).toBeInTheDocument());
    expect((await contactsOf(id)).find((c) => c.id === primary!.id)).toMatchObject({ phone: '+31 6 9999 0000', primary: true });
  });

  it('deletes a contact after asking; cancelling keeps it', async () => {
    const { id, name } = customerWithContacts(2);
    const [, other] = await contactsOf(id);
    const { user, list, section } = await openCustomer(id, name);

    await user.click(within(list).getByRole('button', { name: `Delete ${other!.name}` }));
    let confirm = await screen.findByRole('alertdialog', { name: `Delete ${other!.name}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await contactsOf(id)).toHaveLength(2);

    await user.click(within(list).getByRole('button', { name: `Delete ${other!.name}` }));
    confirm = await screen.findByRole('alertdialog', { name: `Delete ${other!.name}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Delete contact' }));
    await waitFor(() => expect(namesIn(list)).toHaveLength(1));
    expect(within(section).getByRole('status')).toHaveTextContent(`${other!.name} was deleted.`);
    // The button that opened the dialog is gone: focus is back on the list's heading, not lost.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(section).getByRole('heading', { name: 'Contacts' })).toHaveFocus());
    expect((await contactsOf(id)).map((c) => c.id)).not.toContain(other!.id);
    // The last contact, primary, can be deleted.
    const [last] = await contactsOf(id);
    expect(within(list).getByRole('button', { name: `Delete ${last!.name}` })).toBeInTheDocument();
  });

  it('makes a customer’s first contact the primary one, and says so', async () => {
    const { id, name } = customerWithContacts(0);
    const { user } = renderApp(`/customers/${id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(escape(name)) })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Contacts' });
    expect(await within(section).findByText('No contacts yet.')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'New contact' });
    const box = within(dialog).getByRole('checkbox', { name: 'Primary contact' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('The first contact of a customer is always the primary one.');
    await user.type(within(dialog).getByLabelText('Name'), 'Sanne de Boer');
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    const list = await within(section).findByRole('list', { name: 'Contacts' });
    expect(namesIn(list)).toEqual(['Sanne de Boer(primary contact)']);
    expect(await contactsOf(id)).toMatchObject([{ name: 'Sanne de Boer', primary: true }]);
  });

  it('keeps the dialog and what was typed when saving fails', async () => {
    const { id, name } = customerWithContacts(1);
    const { user, section } = await openCustomer(id, name);
    await user.click(within(section).getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'New contact' });
    await user.type(within(dialog).getByLabelText('Name'), 'Piet Pieters');
    injectFault({ method: 'POST', path: `/customers/${id}/contacts`, status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(await within(dialog).findByText('Your changes could not be saved. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Piet Pieters');
    expect(await contactsOf(id)).toHaveLength(1);
  });
});

/** Someone else changes a contact (through the API, as another session would). */
async function changedByAnotherUser(customerId: string, contactId: string, changes: Partial<Contact>): Promise<Contact> {
  const current = (await contactsOf(customerId)).find((c) => c.id === contactId)!;
  const response = await fetch(`${TEST_API_ROOT}/administrations/${NL}/customers/${customerId}/contacts/${contactId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'If-Match': current.etag },
    body: JSON.stringify({ name: current.name, function: current.function, email: current.email, phone: current.phone, primary: current.primary, receives: current.receives, ...changes }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Contact;
}

describe('a contact changed by someone else meanwhile (412)', () => {
  it('shows what they changed beside what I typed, keeps my edits, and saves them on top of the latest version', async () => {
    const { id, name } = customerWithContacts(2);
    const [, contact] = await contactsOf(id);
    const { user, list } = await openCustomer(id, name);
    await user.click(within(list).getByRole('button', { name: `Edit ${contact!.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    await user.clear(within(dialog).getByLabelText('Job title'));
    await user.type(within(dialog).getByLabelText('Job title'), 'Hoofd administratie');

    const theirs = await changedByAnotherUser(id, contact!.id, { phone: '+31 6 4444 5555', function: 'Inkoper' });
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));

    const panel = await within(dialog).findByRole('region', { name: 'Someone else changed this contact' });
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Someone else changed this contact' })).toHaveFocus());
    const rows = within(within(panel).getByRole('table', { name: 'Fields changed by the other user' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Job title', 'Phone number']);
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([contact!.function ?? '(empty)', 'Inkoper', expect.stringContaining('Hoofd administratie')]);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([contact!.phone ?? '(empty)', '+31 6 4444 5555', 'not changed by you']);
    // My edit is still in the form; the list behind shows the contact as it is now.
    expect(within(dialog).getByLabelText('Job title')).toHaveValue('Hoofd administratie');
    expect(within(list).getByText(/\+31 6 4444 5555/)).toBeInTheDocument();

    // Saving again before choosing does not overwrite their version.
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(await within(dialog).findByText('Choose first whether to apply or discard your changes.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Apply my changes to the latest version' }));
    expect(within(dialog).queryByRole('region', { name: 'Someone else changed this contact' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Job title')).toHaveValue('Hoofd administratie');
    expect(within(dialog).getByLabelText('Phone number')).toHaveValue('+31 6 4444 5555');
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit contact' })).not.toBeInTheDocument());
    const saved = (await contactsOf(id)).find((c) => c.id === contact!.id);
    expect(saved).toMatchObject({ function: 'Hoofd administratie', phone: '+31 6 4444 5555' });
    expect(saved!.etag).not.toBe(theirs.etag);
  });

  it('discarding my changes closes the dialog; the list shows the latest version', async () => {
    const { id, name } = customerWithContacts(2);
    const [, contact] = await contactsOf(id);
    const { user, list, section } = await openCustomer(id, name);
    await user.click(within(list).getByRole('button', { name: `Edit ${contact!.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Mijn naam');
    await changedByAnotherUser(id, contact!.id, { name: 'Hun naam' });
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));

    const panel = await within(dialog).findByRole('region', { name: 'Someone else changed this contact' });
    await user.click(within(panel).getByRole('button', { name: 'Use their value for Name' }));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Hun naam');
    await user.click(within(panel).getByRole('button', { name: 'Discard my changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit contact' })).not.toBeInTheDocument());
    expect(within(section).getByRole('status')).toHaveTextContent('Your changes were discarded. The list shows the latest version of Hun naam.');
    expect(namesIn(list)).toContain('Hun naam');
    expect((await contactsOf(id)).find((c) => c.id === contact!.id)?.name).toBe('Hun naam');
  });

  it('making primary or deleting a contact changed meanwhile changes nothing and says so, with the contact as it is now', async () => {
    const { id, name } = customerWithContacts(2);
    const [primary, other] = await contactsOf(id);
    const { user, list, section } = await openCustomer(id, name);

    await changedByAnotherUser(id, other!.id, { phone: '+31 6 1212 3434' });
    await user.click(within(list).getByRole('button', { name: `Make primary: ${other!.name}` }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(`Someone else changed ${other!.name} meanwhile. It is shown as it is now: check it, then try again.`);
    expect(within(list).getByText(/\+31 6 1212 3434/)).toBeInTheDocument();
    expect((await contactsOf(id)).find((c) => c.primary)?.id).toBe(primary!.id);

    await changedByAnotherUser(id, other!.id, { function: 'Inkoper' });
    await user.click(within(list).getByRole('button', { name: `Delete ${other!.name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: `Delete ${other!.name}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Delete contact' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(list).getByText(/Inkoper/)).toBeInTheDocument());
    expect(within(section).getByRole('alert')).toHaveTextContent(`Someone else changed ${other!.name} meanwhile.`);
    expect(await contactsOf(id)).toHaveLength(2);

    // Against the version shown now, it works.
    await user.click(within(list).getByRole('button', { name: `Delete ${other!.name}` }));
    await user.click(within(await screen.findByRole('alertdialog', { name: `Delete ${other!.name}?` })).getByRole('button', { name: 'Delete contact' }));
    await waitFor(() => expect(namesIn(list)).toHaveLength(1));
  });
});
