import type { Invoice, InvoiceUpdate } from '@/api/generated/model';
import { createMockServer, injectFault, resetMockDb, SEED_IDS } from '@mocks/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, TEST_API_ROOT, TEST_CONFIG } from '@tests/utils/render-app';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import * as operationPermission from '@/api/generated/operation-permissions';
import { InvoiceEditForm, type InvoiceEditOutcome } from './InvoiceEditForm';
import { INVOICE_EDIT_PERMISSION } from './InvoiceOverview';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
/** Marks the requests this test makes as the other user, to tell them from the form's. */
const OTHER_USER = 'X-Test-Other-User';
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

/** An open Dutch invoice of the seed. */
function seededInvoiceId(): string {
  const invoice = mock.store.db.invoices.all().find((record) => record.administrationId === NL);
  if (!invoice) throw new Error('the seed has no Dutch invoice');
  return invoice.id;
}

const invoiceUrl = (id: string) => `${TEST_API_ROOT}/administrations/${NL}/invoices/${id}`;

async function fetchInvoice(id: string): Promise<Invoice> {
  const response = await fetch(invoiceUrl(id));
  expect(response.status).toBe(200);
  return (await response.json()) as Invoice;
}

/** Someone else saves the invoice (through the API, as another session would). */
async function changedByAnotherUser(id: string, changes: Partial<InvoiceUpdate>): Promise<Invoice> {
  const current = await fetchInvoice(id);
  const body: InvoiceUpdate = { reference: current.reference, dueDate: current.dueDate, tags: current.tags, ...changes };
  const response = await fetch(invoiceUrl(id), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'If-Match': current.etag, [OTHER_USER]: '1' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Invoice;
}

/** The saves the form sent (not those of the other user this test plays). */
const savesOf = (id: string) => requests.filter((request) => request.method === 'PUT' && request.url === invoiceUrl(id) && !request.headers.has(OTHER_USER));

/** The form alone, with the invoice as the page showed it when Edit was chosen. */
async function openForm(invoice: Invoice) {
  setRuntimeConfig(TEST_CONFIG);
  localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, NL);
  const closed: InvoiceEditOutcome[] = [];
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <InvoiceEditForm administrationId={NL} invoice={invoice} onClose={(how) => closed.push(how)} />
    </QueryClientProvider>,
  );
  const form = await screen.findByRole('form', { name: 'Edit details' });
  await waitFor(() => expect(within(form).getByLabelText('Reference')).toHaveFocus());
  const field = (label: string) => within(form).getByLabelText(label);
  const save = () => user.click(within(form).getByRole('button', { name: 'Save changes' }));
  return { user, form, field, save, closed };
}

afterEach(() => localStorage.clear());

describe('editing an invoice', () => {
  it('is offered with the permission updateInvoice needs (its x-permission)', () => {
    expect(INVOICE_EDIT_PERMISSION).toBe(operationPermission.updateInvoice);
  });

  it('saves the reference, due date, tags and custom fields against the version shown (If-Match)', async () => {
    const id = seededInvoiceId();
    const invoice = await fetchInvoice(id);
    const { user, field, save, closed } = await openForm(invoice);

    await user.clear(field('Reference'));
    await user.type(field('Reference'), 'PO-2026-77');
    await user.clear(field('Due date'));
    await user.type(field('Due date'), '2026-12-31');
    await user.clear(field('Tags'));
    await user.type(field('Tags'), 'horeca, vip, horeca');
    await user.clear(field('Kostenplaats'));
    await user.type(field('Kostenplaats'), 'Onderhoud');
    await save();

    await waitFor(() => expect(closed).toEqual(['saved']));
    const [sent] = savesOf(id);
    expect(sent!.headers.get('If-Match')).toBe(invoice.etag);
    expect(await sent!.json()).toEqual({
      reference: 'PO-2026-77',
      dueDate: '2026-12-31',
      tags: ['horeca', 'vip'],
      customFields: { kostenplaats: 'Onderhoud', projectnummer: invoice.customFields.find((f) => f.key === 'projectnummer')?.value ?? null },
    });
    const saved = await fetchInvoice(id);
    expect(saved).toMatchObject({ reference: 'PO-2026-77', dueDate: '2026-12-31', tags: ['horeca', 'vip'] });
    expect(saved.customFields.find((f) => f.key === 'kostenplaats')?.value).toBe('Onderhoud');
  });

  it('refuses a due date before the issue date at the field, without sending', async () => {
    const id = seededInvoiceId();
    const invoice = await fetchInvoice(id);
    const { user, field, save } = await openForm(invoice);
    await user.clear(field('Due date'));
    await user.type(field('Due date'), '2000-01-01');
    await save();
    expect(field('Due date')).toBeInvalid();
    expect(field('Due date')).toHaveAccessibleDescription(/The due date cannot be before the issue date\.$/);
    expect(field('Due date')).toHaveFocus();
    expect(savesOf(id)).toHaveLength(0);
  });

  it('puts the server’s field errors (problem+json 422) on the fields they name, keeping what was typed', async () => {
    const id = seededInvoiceId();
    const invoice = await fetchInvoice(id);
    const { user, form, field, save, closed } = await openForm(invoice);
    await user.clear(field('Projectnummer'));
    await user.type(field('Projectnummer'), 'P26-123');
    injectFault({
      method: 'PUT',
      path: `/invoices/${id}`,
      status: 422,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        title: 'Unprocessable Content',
        status: 422,
        errors: [
          { field: 'customFields.projectnummer', message: 'Required' },
          { field: 'dueDate', message: `Must not be before ${invoice.issueDate}` },
        ],
      }),
      times: 1,
    });
    await save();
    await waitFor(() => expect(field('Due date')).toHaveAccessibleDescription(/The due date cannot be before the issue date\.$/));
    expect(field('Projectnummer')).toHaveAccessibleDescription('Required');
    expect(field('Projectnummer')).toHaveValue('P26-123');
    // The first of them in the form gets focus, so it is read out.
    expect(field('Due date')).toHaveFocus();
    expect(closed).toEqual([]);
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('on a 412 shows what the other user changed, keeps my edits, and saves them on top of the latest version', async () => {
    const id = seededInvoiceId();
    const invoice = await fetchInvoice(id);
    const { user, form, field, save, closed } = await openForm(invoice);
    await user.clear(field('Reference'));
    await user.type(field('Reference'), 'Mijn referentie');

    const theirs = await changedByAnotherUser(id, { tags: ['betwist-later'] });
    await save();

    const panel = await within(form).findByRole('region', { name: 'Someone else changed this invoice' });
    const rows = within(within(panel).getByRole('table', { name: 'Fields changed by the other user' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Tags']);
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      invoice.tags.length ? invoice.tags.join(', ') : '(empty)',
      'betwist-later',
      'not changed by you',
    ]);
    // My edits are still in the form; nothing of theirs was overwritten.
    expect(field('Reference')).toHaveValue('Mijn referentie');
    expect((await fetchInvoice(id)).tags).toEqual(['betwist-later']);

    await user.click(within(panel).getByRole('button', { name: 'Apply my changes to the latest version' }));
    expect(field('Reference')).toHaveValue('Mijn referentie');
    expect(field('Tags')).toHaveValue('betwist-later');
    await save();
    await waitFor(() => expect(closed).toEqual(['saved']));
    expect(savesOf(id)[1]!.headers.get('If-Match')).toBe(theirs.etag);
    expect(await fetchInvoice(id)).toMatchObject({ reference: 'Mijn referentie', tags: ['betwist-later'] });
  });
});
