import type { Customer, CustomerUpdate } from '@/api/generated/model';
import { createMockServer, injectFault, resetMockDb, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import { draftStorageKey, readKeptInput } from '@/lib/kept-drafts';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;

/** Requests the app sent during a test, for asserting what went over the wire. */
let requests: Request[] = [];

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests = [];
  mock.server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
});
afterEach(async () => {
  mock.server.events.removeAllListeners();
  mock.server.resetHandlers();
  await resetMockDb();
});
afterAll(() => mock.server.close());

/** A Dutch company customer with at least two contacts (the seed gives most companies some). */
function seededCustomer(): { id: string; name: string } {
  const contactsPerCustomer = new Map<string, number>();
  for (const contact of mock.store.db.contacts.all()) contactsPerCustomer.set(contact.customerId, (contactsPerCustomer.get(contact.customerId) ?? 0) + 1);
  const customer = mock.store.db.customers
    .all()
    .find((c) => c.administrationId === NL && c.kind === 'company' && !c.closed && (contactsPerCustomer.get(c.id) ?? 0) >= 2);
  if (!customer) throw new Error('the seed has no Dutch company with two contacts');
  return { id: customer.id, name: customer.name };
}

/** Marks the requests this test makes as the other user, to tell them from the app's. */
const OTHER_USER = 'X-Test-Other-User';

const customerUrl = (id: string) => `${TEST_API_ROOT}/administrations/${NL}/customers/${id}`;

async function fetchCustomer(id: string): Promise<Customer> {
  const response = await fetch(customerUrl(id));
  expect(response.status).toBe(200);
  return (await response.json()) as Customer;
}

/** Someone else saves the customer (through the API, as another session would). */
async function changedByAnotherUser(id: string, changes: Partial<CustomerUpdate>): Promise<Customer> {
  const current = await fetchCustomer(id);
  const body: CustomerUpdate = {
    name: current.name,
    kind: current.kind,
    email: current.email,
    phone: current.phone,
    address: current.address,
    language: current.language as CustomerUpdate['language'],
    tone: current.tone,
    paymentTermDays: current.paymentTermDays,
    creditLimit: current.creditLimit,
    tags: current.tags,
    ...changes,
  };
  const response = await fetch(customerUrl(id), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'If-Match': current.etag, [OTHER_USER]: '1' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Customer;
}

async function openEditor(id: string, name: string) {
  const app = renderApp(`/customers/${id}`, { administrationId: NL });
  expect(await screen.findByRole('heading', { level: 1, name: new RegExp(escape(name)) })).toBeInTheDocument();
  await app.user.click(screen.getByRole('button', { name: 'Edit details' }));
  const form = await screen.findByRole('form', { name: 'Edit details' });
  await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveFocus());
  return { ...app, form };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The saves the app sent (not those of the other user this test plays). */
const savesOf = (id: string) => requests.filter((request) => request.method === 'PUT' && request.url === customerUrl(id) && !request.headers.has(OTHER_USER));

describe('editing a customer', () => {
  it('says at each field what is wrong, focuses the first one, and saves once it is right', async () => {
    const { id, name } = seededCustomer();
    const { user, form } = await openEditor(id, name);
    const field = (label: string) => within(form).getByLabelText(label);

    await user.clear(field('Name'));
    await user.clear(field('Email address'));
    await user.type(field('Email address'), 'not-an-address');
    await user.clear(field('Country code'));
    await user.type(field('Country code'), 'X1');
    await user.clear(field('Payment term in days'));
    await user.type(field('Payment term in days'), '400');
    await user.clear(field('Credit limit in EUR'));
    await user.type(field('Credit limit in EUR'), '-5');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(field('Name')).toHaveAccessibleDescription('Required');
    expect(field('Name')).toBeInvalid();
    expect(field('Name')).toHaveFocus();
    expect(field('Email address')).toHaveAccessibleDescription('Invalid email');
    expect(field('Country code')).toHaveAccessibleDescription(/Enter a two-letter country code/);
    expect(field('Payment term in days')).toHaveAccessibleDescription('Number must be less than or equal to 365');
    expect(field('Credit limit in EUR')).toHaveAccessibleDescription(/The credit limit cannot be negative\./);
    expect(savesOf(id)).toHaveLength(0);

    await user.type(field('Name'), 'Bakkerij Nieuw B.V.');
    // A corrected field clears at once.
    expect(field('Name')).toBeValid();
    await user.clear(field('Email address'));
    await user.type(field('Email address'), 'debiteuren@nieuw.nl');
    await user.clear(field('Country code'));
    await user.type(field('Country code'), 'be');
    await user.clear(field('Payment term in days'));
    await user.type(field('Payment term in days'), '14');
    await user.clear(field('Credit limit in EUR'));
    await user.type(field('Credit limit in EUR'), '2,500.5');
    await user.clear(field('Tags'));
    await user.type(field('Tags'), 'horeca, vip');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The customer’s details were saved.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit details' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit details' })).toHaveFocus();
    const sent = (await savesOf(id)[0]!.json()) as CustomerUpdate;
    expect(sent).toMatchObject({ name: 'Bakkerij Nieuw B.V.', email: 'debiteuren@nieuw.nl', paymentTermDays: 14, creditLimit: { amount: '2500.50', currency: 'EUR' }, tags: ['horeca', 'vip'] });
    expect(sent.address.country).toBe('BE');
    const saved = await fetchCustomer(id);
    expect(saved).toMatchObject({ name: 'Bakkerij Nieuw B.V.', email: 'debiteuren@nieuw.nl', paymentTermDays: 14, creditLimit: { amount: '2500.50' } });
    // The overview shows what was saved.
    expect(await screen.findByText('debiteuren@nieuw.nl')).toBeInTheDocument();
    expect(screen.getByText('14 days')).toBeInTheDocument();
  });

  it('sends the version it edits as If-Match', async () => {
    const { id, name } = seededCustomer();
    const before = await fetchCustomer(id);
    const { user, form } = await openEditor(id, name);
    await user.type(within(form).getByLabelText('Phone number'), '1');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('The customer’s details were saved.');
    expect(savesOf(id)[0]!.headers.get('If-Match')).toBe(before.etag);
  });

  it('keeps everything typed when the save fails, says why, and saves on the next try', async () => {
    const { id, name } = seededCustomer();
    const { user, form } = await openEditor(id, name);
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Bakkerij Nieuw B.V.');
    const tagsBefore = (within(form).getByLabelText('Tags') as HTMLInputElement).value;
    await user.type(within(form).getByLabelText('Tags'), ', nieuw');

    injectFault({ method: 'PUT', path: `/customers/${id}`, status: 500, times: 1 });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Your changes could not be saved. Please try again.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('Bakkerij Nieuw B.V.');
    expect(within(form).getByLabelText('Tags')).toHaveValue(`${tagsBefore}, nieuw`);

    injectFault({ method: 'PUT', path: `/customers/${id}`, networkError: true, times: 1 });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(/The server could not be reached/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('Bakkerij Nieuw B.V.');

    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The customer’s details were saved.')).toBeInTheDocument();
    expect((await fetchCustomer(id)).tags).toContain('nieuw');
  });

  it('puts the server’s field errors (422) on the fields they name', async () => {
    const { id, name } = seededCustomer();
    const { user, form } = await openEditor(id, name);
    injectFault({
      method: 'PUT',
      path: `/customers/${id}`,
      status: 422,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        title: 'Unprocessable Content',
        status: 422,
        errors: [
          { field: 'customFields.kvk', message: 'Required' },
          { field: 'creditLimit.currency', message: 'Expected EUR' },
          { field: 'address.city', message: 'Unknown city' },
        ],
      }),
      times: 1,
    });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('The credit limit must be in the administration’s currency.')).toBeInTheDocument();
    expect(within(form).getByLabelText('KvK-nummer')).toHaveAccessibleDescription('Required');
    expect(within(form).getByLabelText('City')).toHaveAccessibleDescription('This value is not valid.');
    // The first of them in the form gets focus, so it is read out.
    expect(within(form).getByLabelText('City')).toHaveFocus();
  });
});

describe('edits kept across a sign-in, a closed tab or a lost connection', () => {
  const kept = (id: string) => readKeptInput(draftStorageKey(SEED_IDS.users.anna, 'form', 'customer', NL, id));

  it('are offered back when the customer opens again: the form opens by itself, restores on request, and the save lands', async () => {
    const { id, name } = seededCustomer();
    const first = await openEditor(id, name);
    await first.user.clear(within(first.form).getByLabelText('Name'));
    await first.user.type(within(first.form).getByLabelText('Name'), 'Bakkerij Bewaard B.V.');
    expect(kept(id)?.values).toEqual({ name: 'Bakkerij Bewaard B.V.' });
    // The session ends (or the tab closes): the page goes, the edit stays kept.
    first.unmount();
    expect(kept(id)?.values).toEqual({ name: 'Bakkerij Bewaard B.V.' });

    const { user } = renderApp(`/customers/${id}`, { administrationId: NL });
    const form = await screen.findByRole('form', { name: 'Edit details' });
    const offer = within(form).getByRole('region', { name: 'Unsaved changes' });
    expect(offer).toHaveTextContent(/^Restore your unsaved changes from /);
    // Never applied unasked.
    expect(within(form).getByLabelText('Name')).toHaveValue(name);
    await user.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(within(form).getByLabelText('Name')).toHaveValue('Bakkerij Bewaard B.V.');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The customer’s details were saved.')).toBeInTheDocument();
    expect((await fetchCustomer(id)).name).toBe('Bakkerij Bewaard B.V.');
    expect(kept(id)).toBeNull();
  });

  it('are dropped when the user cancels the edit: the page opens as usual next time', async () => {
    const { id, name } = seededCustomer();
    const first = await openEditor(id, name);
    await first.user.type(within(first.form).getByLabelText('Name'), ' X');
    await first.user.click(within(first.form).getByRole('button', { name: 'Cancel' }));
    expect(kept(id)).toBeNull();
    first.unmount();
    renderApp(`/customers/${id}`, { administrationId: NL });
    expect(await screen.findByRole('button', { name: 'Edit details' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit details' })).not.toBeInTheDocument();
  });

  it('stay kept while a version conflict waits for the user’s choice', async () => {
    const { id, name } = seededCustomer();
    const { user, form } = await openEditor(id, name);
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Mijn naam B.V.');
    await changedByAnotherUser(id, { email: 'hun@voorbeeld.nl' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await within(form).findByRole('region', { name: 'Someone else changed this customer' });
    expect(kept(id)?.values).toEqual({ name: 'Mijn naam B.V.' });
  });
});

describe('a customer changed by someone else meanwhile (412)', () => {
  it('shows what they changed beside what I typed, keeps my edits, and re-applies them on the latest version', async () => {
    const { id, name } = seededCustomer();
    const { user, form } = await openEditor(id, name);
    const before = await fetchCustomer(id);
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Mijn naam B.V.');
    await user.clear(within(form).getByLabelText('Payment term in days'));
    await user.type(within(form).getByLabelText('Payment term in days'), '21');

    const theirs = await changedByAnotherUser(id, { name: 'Hun naam B.V.', email: 'hun@voorbeeld.nl' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    const panel = await within(form).findByRole('region', { name: 'Someone else changed this customer' });
    expect(within(panel).getByRole('heading', { name: 'Someone else changed this customer' })).toHaveFocus();
    const rows = within(within(panel).getByRole('table', { name: 'Fields changed by the other user' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Name', 'Email address']);
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      before.name,
      'Hun naam B.V.',
      expect.stringContaining('Mijn naam B.V.You changed this too'),
    ]);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([before.email ?? '(empty)', 'hun@voorbeeld.nl', 'not changed by you']);
    // My edits are still in the form.
    expect(within(form).getByLabelText('Name')).toHaveValue('Mijn naam B.V.');
    expect(within(form).getByLabelText('Payment term in days')).toHaveValue('21');
    // The page behind shows the record as it is now.
    expect(screen.getByRole('heading', { level: 1, name: /Hun naam B\.V\./ })).toBeInTheDocument();

    // Saving again without choosing does not overwrite their version.
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Choose first whether to apply or discard your changes.')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Someone else changed this customer' })).toHaveFocus();
    expect(savesOf(id)).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Apply my changes to the latest version' }));
    expect(within(form).queryByRole('region', { name: 'Someone else changed this customer' })).not.toBeInTheDocument();
    expect(within(form).getByText('Your changes are now on top of the latest version. Check them and save again.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('Mijn naam B.V.');
    expect(within(form).getByLabelText('Email address')).toHaveValue('hun@voorbeeld.nl');
    expect(within(form).getByLabelText('Payment term in days')).toHaveValue('21');
    expect(within(form).getByRole('button', { name: 'Save changes' })).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The customer’s details were saved.')).toBeInTheDocument();
    expect(savesOf(id)[1]!.headers.get('If-Match')).toBe(theirs.etag);
    expect(await fetchCustomer(id)).toMatchObject({ name: 'Mijn naam B.V.', email: 'hun@voorbeeld.nl', paymentTermDays: 21 });
  });

  it('takes their value of a field both changed when asked, and discards my changes when asked', async () => {
    const { id, name } = seededCustomer();
    const { user, form } = await openEditor(id, name);
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Mijn naam B.V.');
    await changedByAnotherUser(id, { name: 'Hun naam B.V.' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    const panel = await within(form).findByRole('region', { name: 'Someone else changed this customer' });
    await user.click(within(panel).getByRole('button', { name: 'Use their value for Name' }));
    expect(within(form).getByLabelText('Name')).toHaveValue('Hun naam B.V.');
    expect(within(panel).getByText('You made the same change.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Discard my changes' }));
    expect(await screen.findByText('Your changes were discarded. This is the latest version of the customer.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit details' })).not.toBeInTheDocument();
    expect(savesOf(id)).toHaveLength(1);
    expect((await fetchCustomer(id)).name).toBe('Hun naam B.V.');
  });

  it('says so when only something outside the form changed (the dunning was paused)', async () => {
    const { id, name } = seededCustomer();
    const { user, form } = await openEditor(id, name);
    const current = await fetchCustomer(id);
    const paused = await fetch(`${customerUrl(id)}/pause`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'If-Match': current.etag },
      body: JSON.stringify({ reason: 'Checking a delivery' }),
    });
    expect(paused.status).toBe(200);
    await user.type(within(form).getByLabelText('Phone number'), '5');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    const panel = await within(form).findByRole('region', { name: 'Someone else changed this customer' });
    expect(panel).toHaveTextContent('none of the fields in this form');
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Apply my changes to the latest version' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The customer’s details were saved.')).toBeInTheDocument();
    expect(await fetchCustomer(id)).toMatchObject({ dunning: { paused: true } });
  });
});

describe('pausing the dunning of a customer changed by someone else meanwhile (412)', () => {
  it('shows the customer as the server has it now, keeps the reason typed, and pauses against that version', async () => {
    const customer = mock.store.db.customers.all().find((c) => c.administrationId === NL && c.kind === 'company' && !c.closed && !c.dunningPaused);
    if (!customer) throw new Error('the seed has no Dutch company whose dunning runs');
    const app = renderApp(`/customers/${customer.id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(escape(customer.name)) })).toBeInTheDocument();
    const dunning = screen.getByRole('region', { name: 'Dunning' });
    // Without a reason the pause is refused at the field, and nothing is sent.
    await app.user.click(within(dunning).getByRole('button', { name: 'Pause dunning' }));
    expect(within(dunning).getByRole('textbox', { name: 'Reason for pausing' })).toHaveAccessibleDescription('Say why dunning is paused.');
    expect(within(dunning).getByRole('textbox', { name: 'Reason for pausing' })).toHaveFocus();
    await app.user.type(within(dunning).getByRole('textbox', { name: 'Reason for pausing' }), 'Waiting for a credit note');

    const theirs = await changedByAnotherUser(customer.id, { name: 'Hun naam B.V.' });
    await app.user.click(within(dunning).getByRole('button', { name: 'Pause dunning' }));

    expect(await within(dunning).findByText(/Someone changed this record meanwhile/)).toBeInTheDocument();
    // The page shows the server's version; the reason typed is still there.
    expect(screen.getByRole('heading', { level: 1, name: /Hun naam B\.V\./ })).toBeInTheDocument();
    expect(within(dunning).getByRole('textbox', { name: 'Reason for pausing' })).toHaveValue('Waiting for a credit note');
    expect((await fetchCustomer(customer.id)).dunning.paused).toBe(false);

    await app.user.click(within(dunning).getByRole('button', { name: 'Pause dunning' }));
    expect(await within(dunning).findByText(/Reason: Waiting for a credit note/)).toBeInTheDocument();
    const pauses = requests.filter((request) => request.url === `${customerUrl(customer.id)}/pause` && !request.headers.has(OTHER_USER));
    // The first against the version shown when typing, the second against theirs.
    expect(pauses).toHaveLength(2);
    expect(pauses[0]!.headers.get('If-Match')).not.toBe(theirs.etag);
    expect(pauses[1]!.headers.get('If-Match')).toBe(theirs.etag);
    expect(await fetchCustomer(customer.id)).toMatchObject({ dunning: { paused: true, pauseReason: 'Waiting for a credit note' } });
  });
});

describe('pausing with a reason from the list and an end day', () => {
  it('pauses for a reason from the list until a day, then says why, until when, and who paused it on which day', async () => {
    const customer = mock.store.db.customers.all().find((c) => c.administrationId === NL && c.kind === 'company' && !c.closed && !c.dunningPaused);
    if (!customer) throw new Error('the seed has no Dutch company whose dunning runs');
    const app = renderApp(`/customers/${customer.id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(escape(customer.name)) })).toBeInTheDocument();
    const dunning = screen.getByRole('region', { name: 'Dunning' });
    const reason = within(dunning).getByRole('combobox', { name: 'Reason' });
    expect(within(reason).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Customer asked for time',
      'Payment promised',
      'Arrangement being agreed',
      'Complaint being checked',
      'Insolvency',
      'Other (say why)',
    ]);
    await app.user.selectOptions(reason, 'Payment promised');
    const until = within(dunning).getByLabelText('Paused until (optional)');
    // A day that has passed is refused at the field, and nothing is sent.
    await app.user.type(until, '2020-01-31');
    await app.user.click(within(dunning).getByRole('button', { name: 'Pause dunning' }));
    expect(until).toHaveAccessibleDescription(expect.stringContaining('Choose a day after today.'));
    expect(requests.filter((request) => request.url.endsWith('/pause'))).toHaveLength(0);

    await app.user.clear(until);
    await app.user.type(until, '2099-12-31');
    await app.user.click(within(dunning).getByRole('button', { name: 'Pause dunning' }));
    const said = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;
    expect(await within(dunning).findByText(said('Dunning is paused until Dec 31, 2099. Reason: Payment promised'))).toBeInTheDocument();
    expect(within(dunning).getByText(/^Paused by Anna de Vries on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/)).toBeInTheDocument();
    const [sent] = requests.filter((request) => request.url === `${customerUrl(customer.id)}/pause`);
    expect(await sent!.json()).toEqual({ reasonCode: 'payment-promised', until: '2099-12-31' });
    expect(await fetchCustomer(customer.id)).toMatchObject({ dunning: { paused: true, pauseReasonCode: 'payment-promised', pausedUntil: '2099-12-31', pausedByUser: { name: 'Anna de Vries' } } });
  });

  it('"Other" needs words of its own', async () => {
    const customer = mock.store.db.customers.all().find((c) => c.administrationId === NL && c.kind === 'company' && !c.closed && !c.dunningPaused);
    if (!customer) throw new Error('the seed has no Dutch company whose dunning runs');
    const app = renderApp(`/customers/${customer.id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(escape(customer.name)) })).toBeInTheDocument();
    const dunning = screen.getByRole('region', { name: 'Dunning' });
    await app.user.selectOptions(within(dunning).getByRole('combobox', { name: 'Reason' }), 'Other (say why)');
    await app.user.click(within(dunning).getByRole('button', { name: 'Pause dunning' }));
    expect(within(dunning).getByRole('textbox', { name: 'Reason for pausing' })).toHaveAccessibleDescription('Say why dunning is paused.');
    expect(requests.filter((request) => request.url.endsWith('/pause'))).toHaveLength(0);
  });
});

describe("a customer's address", () => {
  it("reads in its country's order, with the country named when it is abroad", async () => {
    const { id, name } = seededCustomer();
    await changedByAnotherUser(id, { address: { street: '164 Mill Lane', postalCode: 'YO1 4KG', city: 'York', country: 'GB' } });
    renderApp(`/customers/${id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(escape(name)) })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('164 Mill Lane, York, YO1 4KG, United Kingdom')).toBeInTheDocument());
  });

  it("does not name the administration's own country", async () => {
    const { id, name } = seededCustomer();
    await changedByAnotherUser(id, { address: { street: 'Dorpsstraat 12', postalCode: '3511 AB', city: 'Utrecht', country: 'NL' } });
    renderApp(`/customers/${id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(escape(name)) })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Dorpsstraat 12, 3511 AB Utrecht')).toBeInTheDocument());
  });
});

describe("a customer's custom fields", () => {
  it("read in the user's conventions: a date as a date, not as the API's ISO text", async () => {
    const { id, name } = seededCustomer();
    await changedByAnotherUser(id, { customFields: { 'klant-sinds': '2019-04-01' } });
    renderApp(`/customers/${id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(escape(name)) })).toBeInTheDocument();
    expect(await screen.findByText('Apr 1, 2019')).toBeInTheDocument();
    expect(screen.queryByText('2019-04-01')).not.toBeInTheDocument();
  });
});
