import { createMockServer, injectFault, resetMockDb, SEED_IDS, SEED_TOKENS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import { ACCESS_TOKEN_KEY } from '@/api/tokens';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const { db } = mock.store;
const WAIT = { timeout: 10_000 };

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  mock.server.resetHandlers();
  localStorage.clear();
  await resetMockDb();
});
afterAll(() => mock.server.close());

/** An invoice of the Dutch administration and its customer, who was sent e-mails. */
function invoiceAndCustomer() {
  const invoice = db.invoices.all().find((i) => i.administrationId === NL && db.emails.all().some((e) => e.customerId === i.customerId))!;
  const customer = db.customers.findFirst((q) => q.where({ id: invoice.customerId }))!;
  return { invoice, customer };
}

/** Writes through the API as Anna (no token: the test backend's default user). */
async function post(path: string, body: unknown) {
  const response = await fetch(`${TEST_API_ROOT}/administrations/${NL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

const timeline = () => screen.findByRole('region', { name: 'Timeline' }, WAIT);

describe('a record’s timeline', () => {
  it('shows a comment written on an invoice on its customer, naming the invoice and linking to both', async () => {
    const { invoice, customer } = invoiceAndCustomer();
    await post(`/invoices/${invoice.id}/comments`, {
      text: 'Promised to pay on Friday.',
    });
    const { user } = renderApp(`/customers/${customer.id}`, {
      administrationId: NL,
    });

    const region = await timeline();
    const list = await within(region).findByRole('list', { name: 'Timeline' }, WAIT);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Comment');
    expect(within(first).getByRole('link', { name: 'Promised to pay on Friday.' })).toHaveAttribute('href', `/invoices/${invoice.id}/attachments`);
    expect(within(first).getByRole('link', { name: `Invoice ${invoice.number}` })).toHaveAttribute('href', `/invoices/${invoice.id}`);
    expect(first).toHaveTextContent('by Anna de Vries');
    expect(first.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Newest first: the times never go up down the list.
    const times = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('time')!.getAttribute('dateTime')!);
    expect(times).toEqual([...times].sort().reverse());

    // Only e-mails: the comment goes, every entry left is an e-mail linking to the sent e-mail.
    await user.click(within(region).getByRole('checkbox', { name: 'Email' }));
    await waitFor(
      () =>
        expect(
          within(region).queryByRole('link', {
            name: 'Promised to pay on Friday.',
          }),
        ).toBeNull(),
      WAIT,
    );
    const emails = within(await within(region).findByRole('list', { name: 'Timeline' }, WAIT)).getAllByRole('listitem');
    expect(emails.length).toBeGreaterThan(0);
    for (const item of emails) expect(within(item).getAllByRole('link').at(-1)!.getAttribute('href')).toMatch(/^\/communication\/emails\?messageId=/);
  });

  it('shows the issues opened and the arrangements agreed with a customer, each linking to its page', async () => {
    const issue = db.issues.all().find((i) => i.administrationId === NL && db.arrangements.all().some((a) => a.customerId === i.customerId))!;
    const plan = db.arrangements.all().find((a) => a.customerId === issue.customerId)!;
    const { user } = renderApp(`/customers/${issue.customerId}`, { administrationId: NL });

    const region = await timeline();
    await user.click(await within(region).findByRole('checkbox', { name: 'Issue' }, WAIT));
    await user.click(within(region).getByRole('checkbox', { name: 'Arrangement' }));
    const issueLink = await within(region).findByRole('link', { name: `${issue.number}: ${issue.description}` }, WAIT);
    expect(issueLink).toHaveAttribute('href', `/issues/${issue.id}`);
    expect(issueLink.closest('li')).toHaveTextContent(`by ${issue.createdByName}`);
    expect(within(region).getByRole('link', { name: plan.reference })).toHaveAttribute('href', `/arrangements/${plan.id}`);
    for (const item of within(within(region).getByRole('list', { name: 'Timeline' })).getAllByRole('listitem'))
      expect(item.querySelector('span')?.textContent).toMatch(/^(Issue|Arrangement)$/);
  });

  it('on the invoice itself names no other record, and says when nothing happened yet', async () => {
    const { invoice } = invoiceAndCustomer();
    db.comments.deleteMany((q) => q.where({ ownerId: invoice.id }));
    db.attachments.deleteMany((q) => q.where({ ownerId: invoice.id }));
    for (const name of ['emails', 'letters', 'calls'] as const) {
      for (const record of db[name].all().filter((r) => r.invoiceIds.includes(invoice.id))) Object.assign(record, { invoiceIds: [] });
    }
    for (const mail of db.mailMessages.all().filter((m) => m.invoices.some((i) => i.id === invoice.id))) Object.assign(mail, { invoices: [] });
    renderApp(`/invoices/${invoice.id}`, { administrationId: NL });
    expect(await within(await timeline()).findByText('Nothing has happened here yet.', {}, WAIT)).toBeInTheDocument();
  });

  it('offers only the kinds the user may read, and the server leaves the others out', async () => {
    // Sanne: invoices, messages, calls and the mailbox, no documents.
    const { invoice } = invoiceAndCustomer();
    // A file of the seed, moved onto the invoice (the test DOM's FormData cannot carry a file through msw).
    Object.assign(
      db.attachments.findFirst((q) => q.where({ administrationId: NL }))!,
      { ownerKind: 'invoice', ownerId: invoice.id, fileName: 'signed.pdf' },
    );
    localStorage.setItem(ACCESS_TOKEN_KEY, SEED_TOKENS.sanne.access);
    renderApp(`/invoices/${invoice.id}`, { administrationId: NL });

    const region = await timeline();
    await within(region).findByRole('checkbox', { name: 'Email' }, WAIT);
    expect(within(region).queryByRole('checkbox', { name: 'File' })).toBeNull();
    await within(region).findByRole('list', { name: 'Timeline' }, WAIT);
    expect(within(region).queryByRole('link', { name: 'signed.pdf' })).toBeNull();
  });

  it('shows a failure with a way to try again', async () => {
    const { customer } = invoiceAndCustomer();
    injectFault({ method: 'GET', path: '/timeline', status: 500, times: 1 });
    const { user } = renderApp(`/customers/${customer.id}`, {
      administrationId: NL,
    });
    const region = await timeline();
    expect(await within(region).findByText('The timeline could not be loaded.', {}, WAIT)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('list', { name: 'Timeline' }, WAIT)).toBeInTheDocument();
  });
});
