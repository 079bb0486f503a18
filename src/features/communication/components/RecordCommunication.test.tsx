import { createMockServer, SEED_IDS } from '@mocks/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import { http, HttpResponse } from 'msw';
import type { CallPage, Customer, EmailPage, Invoice, LetterPage, SuperDebtorMemberPage } from '@/api/generated/model';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl; // Anna: every permission
const CUSTOMER = 'cus-nl-0001';

serveMockApi(mock);

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${TEST_API_ROOT}/administrations/${NL}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const bodyRows = (grid: HTMLElement) => within(grid).getAllByRole('row').filter((row) => within(row).queryAllByRole('gridcell').length > 0);
/** The subject column of a list of e-mails or letters, whichever columns precede it. */
function cellsOf(grid: HTMLElement, header: string): string[] {
  const column = within(grid).getAllByRole('columnheader').findIndex((cell) => cell.textContent?.startsWith(header));
  expect(column, header).toBeGreaterThanOrEqual(0);
  return bodyRows(grid).map((row) => within(row).getAllByRole('gridcell')[column]!.textContent ?? '');
}
const choice = () => screen.getByRole('group', { name: 'Kind of communication' });

/** Takes Manage_Calls from Anna in the Dutch administration (the seed has nobody who may send messages but not see calls). */
async function withoutCalls() {
  await mock.store.db.users.update((q) => q.where({ id: 'usr-anna' }), {
    data: (draft) => {
      for (const membership of draft.memberships) {
        if (membership.administrationId === NL) membership.permissions = membership.permissions.filter((p) => p !== 'Manage_Calls');
      }
    },
  });
}

describe("a record's communication tab", () => {
  it("a customer's tab lists its e-mails, letters and calls, one at a time, and opens them", async () => {
    const customer = await get<Customer>(`/customers/${CUSTOMER}`);
    const emails = await get<EmailPage>(`/emails?customer-id=${CUSTOMER}&per-page=100`);
    const letters = await get<LetterPage>(`/letters?customer-id=${CUSTOMER}&per-page=100`);
    const calls = await get<CallPage>(`/calls?customer-id=${CUSTOMER}&per-page=100`);
    // The whole administration has far more: a list that ignored the customer would show them.
    expect((await get<EmailPage>('/emails?per-page=1')).total).toBeGreaterThan(emails.total);
    expect(emails.total * letters.total * calls.total).toBeGreaterThan(0);

    const { user, router } = renderApp(`/customers/${CUSTOMER}/communication?action=email`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: `Customer ${customer.name}` })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Write a message' })).toHaveAttribute('href', `/communication/${CUSTOMER}`);

    const mails = await screen.findByRole('grid', { name: `Emails to ${customer.name}` });
    await waitFor(() => expect(cellsOf(mails, 'Subject')).toEqual(emails.items.map((email) => email.subject)));
    expect(within(mails).queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
    expect(within(choice()).getByRole('button', { name: 'Emails' })).toHaveAttribute('aria-pressed', 'true');
    // One customer's messages are not searched by customer name.
    expect(within(screen.getByRole('combobox', { name: 'Search in' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Subject', 'Recipient address']);

    // A row opens the e-mail as sent, in the sanitised frame.
    const first = emails.items[0]!;
    act(() => bodyRows(mails)[0]!.focus());
    await user.keyboard('{Enter}');
    const opened = await screen.findByRole('region', { name: first.subject });
    const frame = await within(opened).findByTitle(`Message as sent: ${first.subject}`);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<p>');
    expect(currentLocation(router).search).toEqual({ action: 'email', messageId: first.id });

    // Letters: another list, from its defaults; what the page was opened for stays.
    await user.click(within(choice()).getByRole('button', { name: 'Letters' }));
    expect(within(choice()).getByRole('button', { name: 'Letters' })).toHaveAttribute('aria-pressed', 'true');
    const posted = await screen.findByRole('grid', { name: `Letters to ${customer.name}` });
    await waitFor(() => expect(cellsOf(posted, 'Subject')).toEqual(letters.items.map((letter) => letter.subject)));
    expect(currentLocation(router).search).toEqual({ action: 'email', show: 'letters' });
    expect(screen.queryByRole('region', { name: first.subject })).not.toBeInTheDocument();

    // Calls: a row opens the call panel; closing it takes callId out of the address.
    await user.click(within(choice()).getByRole('button', { name: 'Calls' }));
    const logged = await screen.findByRole('grid', { name: `Calls with ${customer.name}` });
    await waitFor(() => expect(bodyRows(logged)).toHaveLength(calls.total));
    const call = calls.items[0]!;
    act(() => bodyRows(logged)[0]!.focus());
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: `Call with ${customer.name}` });
    expect(await within(panel).findByText(call.notes)).toBeInTheDocument();
    expect(currentLocation(router).search).toEqual({ action: 'email', show: 'calls', callId: call.id });
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentLocation(router).search).toEqual({ action: 'email', show: 'calls' }));
    expect(screen.queryByRole('region', { name: `Call with ${customer.name}` })).not.toBeInTheDocument();
  });

  it("an invoice's tab lists only what is about the invoice, and offers to write about it", async () => {
    // An invoice that some, not all, of its customer's e-mails name.
    const all = (await get<EmailPage>('/emails?per-page=1000')).items;
    const numbers = new Map<string, string[]>();
    for (const email of all) for (const number of email.invoiceNumbers) numbers.set(number, [...(numbers.get(number) ?? []), email.id]);
    const [number, ids] = [...numbers].find(([, about]) => {
      const customerId = all.find((email) => email.id === about[0])!.customer.id;
      return about.length < all.filter((email) => email.customer.id === customerId).length;
    })!;
    const invoice = (await get<{ items: Invoice[] }>(`/invoices?search-field=number&search-value=${encodeURIComponent(number)}`)).items.find((i) => i.number === number)!;

    renderApp(`/invoices/${invoice.id}/communication`, { administrationId: NL });
    const grid = await screen.findByRole('grid', { name: `Emails about invoice ${number}` });
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(ids.length));
    expect(cellsOf(grid, 'Invoices').every((cell) => cell.split(', ').includes(number))).toBe(true);
    // Each invoice a message names is a link to that invoice.
    for (const row of bodyRows(grid)) expect(within(row).getByRole('link', { name: number })).toHaveAttribute('href', `/invoices/${invoice.id}`);
    expect(screen.getByRole('link', { name: 'Write a message' })).toHaveAttribute('href', `/communication/${invoice.customer.id}?invoiceId=${invoice.id}`);
  });

  it("a super debtor's tab lists what its member customers got, naming the customer; no composer for a group", async () => {
    const members = new Set((await get<SuperDebtorMemberPage>('/super-debtors/sd-nl-02/members?per-page=1000')).items.map((m) => m.name));
    const expected = await get<CallPage>('/calls?super-debtor-id=sd-nl-02&per-page=100');
    expect(expected.total).toBeGreaterThan(1);

    renderApp('/super-debtors/sd-nl-02/communication?show=calls', { administrationId: NL });
    const grid = await screen.findByRole('grid', { name: 'Calls with the customers of Van der Meer Holding' });
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(expected.total));
    expect(cellsOf(grid, 'Customer').every((name) => members.has(name))).toBe(true);
    expect(screen.queryByRole('link', { name: 'Write a message' })).not.toBeInTheDocument();
    // The customer a row names links to that customer; the outcome is a badge with its words.
    const row = bodyRows(grid)[0]!;
    const customerLink = within(row).getAllByRole('link').find((link) => link.getAttribute('href')?.startsWith('/customers/'));
    expect(customerLink, 'customer link').toBeDefined();
    expect(expected.items.some((call) => `/customers/${call.customer.id}` === customerLink!.getAttribute('href') && call.customer.name === customerLink!.textContent)).toBe(true);
    const outcome = cellsOf(grid, 'Outcome')[0]!;
    expect(within(row).getByText(outcome)).toHaveAttribute('data-tone');
  });

  it("a super debtor's e-mails link each to its customer and show the status as a badge", async () => {
    const expected = await get<EmailPage>('/emails?super-debtor-id=sd-nl-02&per-page=100');
    expect(expected.total).toBeGreaterThan(0);
    renderApp('/super-debtors/sd-nl-02/communication?show=emails', { administrationId: NL });
    const grid = await screen.findByRole('grid', { name: 'Emails to the customers of Van der Meer Holding' });
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(Math.min(expected.total, 25)));
    for (const row of bodyRows(grid)) {
      const customerLink = within(row).getAllByRole('link').find((link) => link.getAttribute('href')?.startsWith('/customers/'));
      expect(customerLink, row.textContent ?? '').toBeDefined();
      expect(expected.items.some((email) => `/customers/${email.customer.id}` === customerLink!.getAttribute('href') && email.customer.name === customerLink!.textContent)).toBe(true);
    }
    const status = cellsOf(grid, 'Status')[0]!;
    expect(within(bodyRows(grid)[0]!).getByText(status)).toHaveAttribute('data-tone');
  });

  it('says plainly when a customer has no e-mails, letters or calls yet', async () => {
    const silent = (await get<{ items: Customer[] }>('/customers?per-page=100')).items.find(
      (c) => !all.emails.has(c.id) && !all.letters.has(c.id) && !all.calls.has(c.id),
    );
    expect(silent).toBeDefined();
    const { user } = renderApp(`/customers/${silent!.id}/communication`, { administrationId: NL });
    expect(await screen.findByRole('heading', { name: `No emails to ${silent!.name} yet` })).toBeInTheDocument();
    await user.click(within(choice()).getByRole('button', { name: 'Letters' }));
    expect(await screen.findByRole('heading', { name: `No letters to ${silent!.name} yet` })).toBeInTheDocument();
    await user.click(within(choice()).getByRole('button', { name: 'Calls' }));
    expect(await screen.findByRole('heading', { name: `No calls with ${silent!.name} yet` })).toBeInTheDocument();
  });

  it('without Manage_Calls the calls are refused there, and the e-mails still listed', async () => {
    await withoutCalls();
    const requests: string[] = [];
    mock.server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname));
    const customer = await get<Customer>(`/customers/${CUSTOMER}`);
    const { user } = renderApp(`/customers/${CUSTOMER}/communication`, { administrationId: NL });
    const mails = await screen.findByRole('grid', { name: `Emails to ${customer.name}` });
    await waitFor(() => expect(bodyRows(mails).length).toBeGreaterThan(0));
    await user.click(within(choice()).getByRole('button', { name: 'Calls' }));
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(requests.filter((path) => path.endsWith('/calls'))).toEqual([]);
    mock.server.events.removeAllListeners();
  });

  it('a list that fails to load says so and loads again on "Try again"', async () => {
    let failures = 1;
    mock.server.use(
      http.get('*/administrations/:administrationId/letters', () => {
        if (failures-- <= 0) return undefined;
        return HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500, headers: { 'Content-Type': 'application/problem+json' } });
      }),
    );
    const customer = await get<Customer>(`/customers/${CUSTOMER}`);
    const { user } = renderApp(`/customers/${CUSTOMER}/communication?show=letters`, { administrationId: NL });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    const grid = await screen.findByRole('grid', { name: `Letters to ${customer.name}` });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0));
  });
});

/** Which customers have e-mails, letters and calls at all (the seed, read once through the API). */
const all = { emails: new Set<string>(), letters: new Set<string>(), calls: new Set<string>() };
beforeAll(async () => {
  for (const list of ['emails', 'letters', 'calls'] as const) {
    for (const item of (await get<{ items: { customer: { id: string } }[] }>(`/${list}?per-page=1000`)).items) all[list].add(item.customer.id);
  }
});

describe('callId on a debtor page', () => {
  it('opens that call in the call panel on any tab; closing it keeps the action', async () => {
    const customer = await get<Customer>(`/customers/${CUSTOMER}`);
    const call = (await get<CallPage>(`/calls?customer-id=${CUSTOMER}&per-page=1`)).items[0]!;
    const { user, router } = renderApp(`/customers/${CUSTOMER}?action=call&callId=${call.id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: `Customer ${customer.name}` })).toBeInTheDocument();
    // `action=call` opens the call panel.
    expect(await within(await screen.findByRole('complementary', { name: 'Log a call' })).findByRole('combobox', { name: 'Who was called' })).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: `Call with ${customer.name}` });
    expect(await within(panel).findByText(call.notes)).toBeInTheDocument();
    expect(within(panel).getByText(call.phoneNumber)).toBeInTheDocument();

    // It stays open across tabs (the address keeps it), then closes.
    const tabs = screen.getByRole('navigation', { name: `Sections of Customer ${customer.name}` });
    await user.click(await within(tabs).findByRole('link', { name: 'Attachments' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Attachments' })).toBeInTheDocument();
    await user.click(within(await screen.findByRole('region', { name: `Call with ${customer.name}` })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentLocation(router).search).toEqual({ action: 'call' }));
    expect(currentLocation(router).pathname).toBe(`/customers/${CUSTOMER}/attachments`);
    expect(screen.queryByRole('region', { name: `Call with ${customer.name}` })).not.toBeInTheDocument();
    // The action's panel is not the call's: it stays.
    expect(screen.getByRole('complementary', { name: 'Log a call' })).toBeInTheDocument();
  });

  it("on a super debtor's page too; a call that does not exist says so, and without Manage_Calls it is refused", async () => {
    const call = (await get<CallPage>('/calls?super-debtor-id=sd-nl-01&per-page=1')).items[0]!;
    const first = renderApp(`/super-debtors/sd-nl-01?callId=${call.id}`, { administrationId: NL });
    expect(await within(await screen.findByRole('region', { name: `Call with ${call.customer.name}` })).findByText(call.notes)).toBeInTheDocument();
    first.unmount();

    const second = renderApp('/customers/cus-nl-0001/invoices?callId=cal-nl-99999', { administrationId: NL });
    expect(await screen.findByText('There is no call cal-nl-99999 in this administration.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    second.unmount();

    await withoutCalls();
    renderApp(`/customers/cus-nl-0001?callId=${call.id}`, { administrationId: NL });
    const panel = await screen.findByRole('region', { name: 'Call' });
    expect(await within(panel).findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
  });
});
