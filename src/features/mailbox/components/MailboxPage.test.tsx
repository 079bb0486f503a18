import { clearFaults, createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import type { InvoicePage, MailboxMessage, MailboxMessagePage } from '@/api/generated/model';
import { ACCESS_TOKEN_KEY } from '@/api/tokens';
import { holdRequests, serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;

serveMockApi(mock);

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${TEST_API_ROOT}/administrations/${NL}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const bodyRows = (grid: HTMLElement) => within(grid).getAllByRole('row').filter((row) => within(row).queryAllByRole('gridcell').length > 0);
const subjectsIn = (grid: HTMLElement) => bodyRows(grid).map((row) => within(row).getAllByRole('gridcell')[1]!.querySelector('button')!.textContent);

describe('the mailbox', () => {
  it('pages through the newest messages first; the address follows in the list kit’s words, replacing its entry as every list does', async () => {
    const first = await get<MailboxMessagePage>('/mailbox/messages?per-page=10');
    const second = await get<MailboxMessagePage>('/mailbox/messages?per-page=10&page=2');
    const { user, router } = renderApp('/mailbox', { administrationId: NL });
    const grid = await screen.findByRole('grid', { name: 'Mailbox' });
    await waitFor(() => expect(subjectsIn(grid)).toEqual(first.items.map((m) => m.subject)));
    const entries = router.history.length;
    expect(screen.getByText('Page 1 of 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // Unread messages stand out: bold sender and an "Unread" status.
    const unread = first.items.findIndex((m) => m.readDate === null);
    if (unread >= 0) expect(within(bodyRows(grid)[unread]!).getByText('Unread')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(subjectsIn(grid)).toEqual(second.items.map((m) => m.subject)));
    expect(currentLocation(router).search).toEqual({ page: 2 });
    await user.click(within(grid).getByRole('button', { name: 'Received' }));
    await waitFor(() => expect(currentLocation(router).search).toEqual({ sortOrder: 'asc' }));
    const oldest = await get<MailboxMessagePage>('/mailbox/messages?per-page=10&sort-order=asc');
    await waitFor(() => expect(subjectsIn(grid)).toEqual(oldest.items.map((m) => m.subject)));
    expect(router.history.length).toBe(entries);
  });

  it('fetches the next page ahead once a page has settled, so Next paints it without asking the server again', async () => {
    const second = await get<MailboxMessagePage>('/mailbox/messages?per-page=10&page=2');
    const pages: string[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/mailbox/messages')) pages.push(url.searchParams.get('page') ?? '1');
    });
    try {
      const { user } = renderApp('/mailbox', { administrationId: NL });
      const grid = await screen.findByRole('grid', { name: 'Mailbox' });
      await waitFor(() => expect(bodyRows(grid)).toHaveLength(10));
      await waitFor(() => expect(pages).toContain('2'));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(subjectsIn(grid)).toEqual(second.items.map((m) => m.subject)));
      expect(pages.filter((page) => page === '2')).toHaveLength(1);
      // And page 2, settled, fetches page 3 ahead.
      await waitFor(() => expect(pages).toContain('3'));
    } finally {
      mock.server.events.removeAllListeners();
    }
  });

  it('shows only the unread messages on "Unread only" (asked of the server, kept in the address), all again when cleared', async () => {
    const unread = await get<MailboxMessagePage>('/mailbox/messages?per-page=10&status=unread');
    const first = await get<MailboxMessagePage>('/mailbox/messages?per-page=10');
    expect(unread.total).toBeLessThan(first.total);
    const { user, router } = renderApp('/mailbox?page=2', { administrationId: NL });
    const grid = await screen.findByRole('grid', { name: 'Mailbox' });
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(10));
    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(currentLocation(router).search).toEqual({ status: ['unread'] }));
    await waitFor(() => expect(subjectsIn(grid)).toEqual(unread.items.map((m) => m.subject)));
    expect(bodyRows(grid).every((row) => within(row).queryByText('Unread') !== null)).toBe(true);
    // A subject is cut to one line on screen; its whole text is the button's name and title.
    const button = within(bodyRows(grid)[0]!).getByRole('button', { name: unread.items[0]!.subject });
    expect(button).toHaveAttribute('title', unread.items[0]!.subject);
    expect(button.className).toContain('truncate');
    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(currentLocation(router).search).toEqual({}));
    await waitFor(() => expect(subjectsIn(grid)).toEqual(first.items.map((m) => m.subject)));
  });

  it('searches the chosen field after a pause, with at least three characters', async () => {
    const all = (await get<MailboxMessagePage>('/mailbox/messages?per-page=200')).items;
    const linked = all.find((m) => m.invoices.length > 0)!;
    const number = linked.invoices[0]!.number;
    const expected = await get<MailboxMessagePage>(`/mailbox/messages?per-page=10&search-field=invoice-number&search-value=${number}`);
    const { user, router } = renderApp('/mailbox', { administrationId: NL });
    const grid = await screen.findByRole('grid', { name: 'Mailbox' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search in' }), 'invoice-number');
    await user.type(screen.getByRole('searchbox', { name: 'Search for' }), 'ab');
    expect(await screen.findByText('Type at least 3 characters.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search for' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search for' }), number);
    await waitFor(() => expect(currentLocation(router).search).toEqual({ searchField: 'invoice-number', search: number }));
    await waitFor(() => expect(subjectsIn(grid)).toEqual(expected.items.map((m) => m.subject)));
    expect(screen.getByText(expected.total === 1 ? '1 message found' : `${expected.total} messages found`)).toBeInTheDocument();
  });

  it('opens a message from the keyboard: sanitised body in a sandboxed frame, marked read, linked from a search, shown as links, a colleague’s change a conflict', async () => {
    const first = (await get<MailboxMessagePage>('/mailbox/messages?per-page=10')).items;
    const index = first.findIndex((m) => m.readDate === null && !m.completed);
    const target = first[index]!;
    // An issue of the customer whose invoice is linked below, and one of another customer.
    const issues = mock.store.db.issues.all().filter((i) => i.administrationId === NL);
    const own =
      issues.find((i) => i.customerId === 'cus-nl-0001') ??
      (await mock.store.db.issues.create({ ...issues[0]!, id: 'iss-nl-test', number: 'IS-90001', customerId: 'cus-nl-0001', invoiceIds: [] }));
    const foreign = issues.find((i) => i.customerId !== 'cus-nl-0001')!;
    const { user, router } = renderApp('/mailbox', { administrationId: NL });
    const grid = await screen.findByRole('grid', { name: 'Mailbox' });
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(10));
    bodyRows(grid)[0]!.focus();
    for (let i = 0; i < index; i++) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', { level: 2, name: target.subject });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(currentLocation(router).search).toEqual({ messageId: target.id });
    const frame = screen.getByTitle(`Message: ${target.subject}`);
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).not.toMatch(/<script|onerror|javascript:/i);
    await waitFor(async () => expect((await get<MailboxMessage>(`/mailbox/messages/${target.id}`)).readDate).not.toBeNull());
    await waitFor(() => expect(within(bodyRows(grid)[index]!).getByText('Read')).toBeInTheDocument());

    // Links are chosen from a search, not typed: what does not exist is not offered.
    const customerBox = screen.getByRole('combobox', { name: 'Customer' });
    await user.type(customerBox, 'D99999');
    expect(await screen.findByText('Nothing found for “D99999”.')).toBeInTheDocument();
    await user.clear(customerBox);

    const invoice = (await get<InvoicePage>('/invoices?customer-id=cus-nl-0001&per-page=1')).items[0]!;
    await user.type(screen.getByRole('combobox', { name: 'Invoices' }), invoice.number);
    await user.click(await screen.findByRole('option', { name: new RegExp(invoice.number) }));
    expect(within(screen.getByRole('list', { name: 'Chosen: Invoices' })).getByText(invoice.number)).toBeInTheDocument();
    // The issue is chosen among existing ones too; one of another customer is refused at the field (problem+json).
    await user.type(screen.getByRole('combobox', { name: 'Issue' }), foreign.number);
    await user.click(await screen.findByRole('option', { name: new RegExp(foreign.number) }));
    await user.click(screen.getByRole('button', { name: 'Save links' }));
    expect(await screen.findByText('Choose an existing issue of this customer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Remove ${foreign.number}` }));
    await user.type(screen.getByRole('combobox', { name: 'Issue' }), own.number);
    await user.click(await screen.findByRole('option', { name: new RegExp(own.number) }));
    await user.click(screen.getByRole('button', { name: 'Save links' }));
    expect(await screen.findByText('Links saved.')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows(grid)[index]!).toHaveTextContent(`D10001 · ${invoice.number} · ${own.number}`));
    // The linked issue is a link to its page.
    expect(within(screen.getByRole('article')).getByRole('link', { name: `Issue ${own.number}` })).toHaveAttribute('href', `/issues/${own.id}`);
    // In the list too, the customer and the invoice are links to their records.
    expect(within(bodyRows(grid)[index]!).getByRole('link', { name: 'Customer D10001' })).toHaveAttribute('href', '/customers/cus-nl-0001');
    expect(within(bodyRows(grid)[index]!).getByRole('link', { name: `Invoice ${invoice.number}` })).toHaveAttribute('href', `/invoices/${invoice.id}`);
    // The server named the invoice's customer; both show as links to their records.
    expect(within(screen.getByRole('list', { name: 'Chosen: Customer' })).getByText(/^D10001/)).toBeInTheDocument();
    const pane = screen.getByRole('article');
    expect(within(pane).getByRole('link', { name: 'Customer D10001' })).toHaveAttribute('href', '/customers/cus-nl-0001');
    expect(within(pane).getByRole('link', { name: `Invoice ${invoice.number}` })).toHaveAttribute('href', `/invoices/${invoice.id}`);
    expect(screen.getByRole('link', { name: 'Reply' })).toHaveAttribute('href', `/communication/cus-nl-0001?invoiceId=${invoice.id}`);

    // A colleague unlinks the message meanwhile: saving over it shows the conflict, nothing is lost.
    const current = await get<MailboxMessage>(`/mailbox/messages/${target.id}`);
    const theirs = await fetch(`${TEST_API_ROOT}/administrations/${NL}/mailbox/messages/${target.id}/links`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': current.etag },
      body: JSON.stringify({ customerNumber: null, invoiceNumbers: [], issueNumber: null }),
    });
    expect(theirs.status).toBe(200);
    await user.click(screen.getByRole('button', { name: `Remove ${invoice.number}` }));
    await user.click(screen.getByRole('button', { name: 'Save links' }));
    expect(await screen.findByRole('heading', { name: 'Someone else changed this message’s links' })).toBeInTheDocument();
    expect((await get<MailboxMessage>(`/mailbox/messages/${target.id}`)).issueNumber).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(currentLocation(router).search).toEqual({}));
    expect(screen.queryByRole('heading', { level: 2, name: target.subject })).not.toBeInTheDocument();
  }, 40_000);

  it('keeps what is typed in the links while the message is marked read, and saves it against the read version', async () => {
    const first = (await get<MailboxMessagePage>('/mailbox/messages?per-page=10')).items;
    const target = first.find((m) => m.readDate === null && !m.completed && m.invoices.length === 0)!;
    const invoice = (await get<InvoicePage>('/invoices?customer-id=cus-nl-0001&per-page=1')).items[0]!;
    // Opening an unread message marks it read: a new version of it, answered here only once the user has typed.
    const release = holdRequests(mock, 'PUT', (url) => url.endsWith(`/mailbox/messages/${target.id}/status`));
    const { user } = renderApp(`/mailbox?messageId=${target.id}`, { administrationId: NL });
    await screen.findByRole('heading', { level: 2, name: target.subject });
    const invoices = screen.getByRole('combobox', { name: 'Invoices' });
    await user.type(invoices, invoice.number);
    release();
    const grid = screen.getByRole('grid', { name: 'Mailbox' });
    const row = bodyRows(grid).find((each) => each.textContent?.includes(target.subject))!;
    await waitFor(() => expect(within(row).getByText('Read')).toBeInTheDocument());
    await waitFor(async () => expect((await get<MailboxMessage>(`/mailbox/messages/${target.id}`)).readDate).not.toBeNull());
    expect(screen.getByRole('combobox', { name: 'Invoices' })).toHaveValue(invoice.number);
    await user.click(await screen.findByRole('option', { name: new RegExp(invoice.number) }));
    await user.click(screen.getByRole('button', { name: 'Save links' }));
    // Against the version that is read: saved, not refused as a colleague's change.
    expect(await screen.findByText('Links saved.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /changed/i })).not.toBeInTheDocument();
    expect((await get<MailboxMessage>(`/mailbox/messages/${target.id}`)).invoices.map((each) => each.number)).toEqual([invoice.number]);
  });

  it('select all, then "not relevant": every row is handled and its links cleared', async () => {
    const { user } = renderApp('/mailbox', { administrationId: NL });
    const grid = await screen.findByRole('grid', { name: 'Mailbox' });
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(10));
    await user.click(within(grid).getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('10 rows selected')).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Actions on the selected rows' })).getByRole('button', { name: 'Not relevant' }));
    await waitFor(() => expect(bodyRows(grid).every((row) => within(row).queryByText('Not relevant') !== null)).toBe(true));
    expect(bodyRows(grid).every((row) => within(row).queryByText('Not linked') !== null)).toBe(true);
    const page = await get<MailboxMessagePage>('/mailbox/messages?per-page=10');
    expect(page.items.every((m) => m.completed && m.readDate !== null && m.invoices.length === 0 && m.customerNumber === null && m.issueNumber === null)).toBe(true);
    // A second select-all toggles back to none.
    await user.click(within(grid).getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(within(grid).getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.queryByText(/rows selected/)).not.toBeInTheDocument();
  });

  it('says when nothing matches, and when a page fails (try again)', async () => {
    const second = await get<MailboxMessagePage>('/mailbox/messages?per-page=10&page=2');
    // A link in the mailbox's former words (field, q) still opens the search it named.
    const { user } = renderApp('/mailbox?field=subject&q=no-such-subject-anywhere', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'Nothing matches this search and these filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const grid = await screen.findByRole('grid', { name: 'Mailbox' });
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(10));

    // Page 2 fails, whether asked for ahead (the prefetch) or on the click, until the fault is cleared.
    injectFault({ method: 'GET', path: '/mailbox/messages?page=2&', status: 500 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    clearFaults();
    await user.click(tryAgain);
    const again = await screen.findByRole('grid', { name: 'Mailbox' });
    await waitFor(() => expect(subjectsIn(again)).toEqual(second.items.map((m) => m.subject)));
  });

  it('lets Sanne (mailbox, no customers) find a customer to link and shows the customer as text, her invoices as links', async () => {
    const linked = (await get<MailboxMessagePage>('/mailbox/messages?per-page=200')).items.find((m) => m.customerId !== null && m.invoices.length > 0)!;
    localStorage.setItem(ACCESS_TOKEN_KEY, (await mock.issueTokens(SEED_IDS.users.sanne)).access_token);
    const { user } = renderApp(`/mailbox?messageId=${linked.id}`, { administrationId: NL });
    await screen.findByRole('heading', { level: 2, name: linked.subject });
    // Neither in the reading pane nor in the list is the customer a link for her.
    expect(screen.queryByRole('link', { name: `Customer ${linked.customerNumber}` })).not.toBeInTheDocument();
    expect(screen.getByText(`Customer ${linked.customerNumber}`)).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByRole('link', { name: `Invoice ${linked.invoices[0]!.number}` })).toHaveAttribute('href', `/invoices/${linked.invoices[0]!.id}`);
    // Issues are not hers to read: no issue to choose in the form.
    expect(screen.getByRole('combobox', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Issue' })).not.toBeInTheDocument();
    // Another customer, found by name through the mailbox's own search.
    await user.click(screen.getByRole('button', { name: `Remove ${linked.customerNumber}` }));
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'D1000');
    expect((await screen.findAllByRole('option')).length).toBeGreaterThan(0);
  }, 30_000);

  it('replies for real: "Reply" opens the composer with "Re: <subject>" (not doubled), to the sender, the original quoted, no template needed', async () => {
    const all = (await get<MailboxMessagePage>('/mailbox/messages?per-page=200')).items;
    const linked = all.find((m) => m.customerId === 'cus-nl-0001' && !/^re:/i.test(m.subject))!;
    const full = await get<MailboxMessage>(`/mailbox/messages/${linked.id}`);
    const { user } = renderApp(`/mailbox?messageId=${linked.id}`, { administrationId: NL });
    await screen.findByRole('heading', { level: 2, name: linked.subject });
    await user.click(screen.getByRole('link', { name: 'Reply' }));
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    await waitFor(() => expect(subject).toHaveValue(`Re: ${linked.subject}`));
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue(full.sender.email);
    // The quote is in the rich-text editor; its HTML source shows what is sent.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' }).querySelector('blockquote')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Edit the HTML source' }));
    const body = screen.getByRole('textbox', { name: 'Message (HTML)' }) as HTMLTextAreaElement;
    expect(body.value).toMatch(new RegExp(`^<p></p><p>${full.sender.name} wrote on .+:</p><blockquote>`));
    expect(body.value).not.toMatch(/<script|onerror/i);
  }, 30_000);

  it('files an incoming attachment to the linked customer or invoice: it then is among that record’s files and on its timeline; a failure says so and a retry files it once', async () => {
    // A message with a file, linked to customer D10001 and one of its invoices.
    const withFile = (await get<MailboxMessagePage>('/mailbox/messages?per-page=200')).items.find((m) => m.hasAttachments && !m.completed)!;
    const invoice = (await get<InvoicePage>('/invoices?customer-id=cus-nl-0001&per-page=1')).items[0]!;
    const version = (await get<MailboxMessage>(`/mailbox/messages/${withFile.id}`)).etag;
    const linked = await fetch(`${TEST_API_ROOT}/administrations/${NL}/mailbox/messages/${withFile.id}/links`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': version },
      body: JSON.stringify({ customerNumber: 'D10001', invoiceNumbers: [invoice.number], issueNumber: null }),
    });
    expect(linked.status).toBe(200);
    const [file] = ((await linked.json()) as MailboxMessage).attachments;
    const filesOf = async (path: string) => (await get<{ items: { fileName: string }[] }>(`${path}/attachments`)).items.filter((a) => a.fileName === file!.fileName);
    const before = { customer: (await filesOf('/customers/cus-nl-0001')).length, invoice: (await filesOf(`/invoices/${invoice.id}`)).length };

    const { user } = renderApp(`/mailbox?messageId=${withFile.id}`, { administrationId: NL });
    await screen.findByRole('heading', { level: 2, name: withFile.subject });
    const actions = screen.getByRole('group', { name: `File ${file!.fileName}` });
    await user.click(within(actions).getByRole('button', { name: 'File to customer D10001' }));
    expect(await within(actions).findByRole('status')).toHaveTextContent(`${file!.fileName} is filed to customer D10001.`);
    expect(within(actions).queryByRole('button', { name: 'File to customer D10001' })).not.toBeInTheDocument();
    expect(await filesOf('/customers/cus-nl-0001')).toHaveLength(before.customer + 1);
    const timeline = await get<{ items: { kind: string; summary: string; by: { name: string } }[] }>('/customers/cus-nl-0001/timeline?kind=file');
    expect(timeline.items[0]).toMatchObject({ kind: 'file', summary: file!.fileName, by: { name: 'Anna de Vries' } });

    // The answer of the first try to the invoice is lost: the user is told, and the retry files it once.
    const keys: string[] = [];
    const realFetch = globalThis.fetch;
    let dropped = false;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/filings')) {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        const answer = await realFetch(request);
        if (!dropped) {
          dropped = true;
          throw new TypeError('Failed to fetch');
        }
        return answer;
      }
      return realFetch(request);
    });
    await user.click(within(actions).getByRole('button', { name: `File to invoice ${invoice.number}` }));
    expect(await within(actions).findByRole('alert')).toHaveTextContent(`${file!.fileName} could not be filed. Try again.`);
    await user.click(within(actions).getByRole('button', { name: `File to invoice ${invoice.number}` }));
    await waitFor(() => expect(within(actions).getAllByRole('status').map((status) => status.textContent)).toContain(`${file!.fileName} is filed to invoice ${invoice.number}.`));
    vi.restoreAllMocks();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await filesOf(`/invoices/${invoice.id}`)).toHaveLength(before.invoice + 1);
  }, 40_000);

  it('offers no filing to Sanne (mailbox, no documents permission)', async () => {
    const linked = (await get<MailboxMessagePage>('/mailbox/messages?per-page=200')).items.find((m) => m.customerId !== null && m.hasAttachments && !m.completed);
    if (!linked) throw new Error('the seed has a linked message with a file');
    const [file] = (await get<MailboxMessage>(`/mailbox/messages/${linked.id}`)).attachments;
    localStorage.setItem(ACCESS_TOKEN_KEY, (await mock.issueTokens(SEED_IDS.users.sanne)).access_token);
    renderApp(`/mailbox?messageId=${linked.id}`, { administrationId: NL });
    await screen.findByRole('heading', { level: 2, name: linked.subject });
    expect(screen.getByRole('button', { name: `Download ${file!.fileName}` })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: `File ${file!.fileName}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^File to / })).not.toBeInTheDocument();
  }, 30_000);

  it('is closed to a member without Manage_Mailbox', async () => {
    // Pieter: a member of the Dutch administration with no permission beyond that.
    localStorage.setItem(ACCESS_TOKEN_KEY, (await mock.issueTokens(SEED_IDS.users.pieter)).access_token);
    renderApp('/mailbox', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
