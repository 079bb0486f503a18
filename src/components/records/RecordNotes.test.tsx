import { createMockServer, injectFault, resetMockDb, SEED_IDS, SEED_TOKENS } from '@mocks/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, renderApp, TEST_API_ROOT, TEST_CONFIG } from '@tests/utils/render-app';
import { installUploadXhr } from '@tests/utils/upload-xhr';
import { ACCESS_TOKEN_KEY } from '@/api/tokens';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { invoiceNotes } from './invoice-notes';
import { RecordNotes } from './RecordNotes';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const { db } = mock.store;
const requests: string[] = [];

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // jsdom's XMLHttpRequest cannot carry a file through msw; this one sends it with fetch.
  installUploadXhr();
  requests.length = 0;
  mock.server.events.on('request:start', ({ request }) => requests.push(`${request.method} ${new URL(request.url).pathname.replace('/v1.0', '')}`));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  mock.server.events.removeAllListeners();
  mock.server.resetHandlers();
  await resetMockDb();
});
afterAll(() => mock.server.close());

/** A customer of the Dutch administration with no comments or files but the test's own. */
function blankCustomer(): string {
  const id = db.customers.findFirst((q) => q.where({ administrationId: NL }))!.id;
  db.comments.deleteMany((q) => q.where({ ownerId: id }));
  db.attachments.deleteMany((q) => q.where({ ownerId: id }));
  return id;
}

const commentsUrl = (customerId: string) => `${TEST_API_ROOT}/administrations/${NL}/customers/${customerId}/comments`;

/**
 * Writes a comment through the API as Anna (no token: the test backend's default user), dated
 * `minutesAgo` back (the server stamps whole seconds: a comment edited in the same second would
 * not look edited). `as: 'sanne'` makes it a colleague's: Sanne Bakker wrote it (she no longer
 * works customer records, so the API would not take it from her today).
 */
async function writeComment(customerId: string, text: string, as: 'anna' | 'sanne' = 'anna', minutesAgo = 60, url = commentsUrl(customerId)): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text }) });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const author = as === 'sanne' ? { authorId: SEED_IDS.users.sanne, authorName: 'Sanne Bakker' } : {};
  Object.assign(db.comments.findFirst((q) => q.where({ id }))!, { createdAt: at, updatedAt: at, ...author });
}

function openTab(customerId: string) {
  return renderApp(`/customers/${customerId}/attachments`, { administrationId: NL, userEventOptions: { applyAccept: false } });
}

const commentsSection = () => screen.getByRole('region', { name: 'Comments' });
const filesSection = () => screen.getByRole('region', { name: 'Files' });
const pdf = (name: string, size?: number) => {
  const head = '%PDF-1.7\n';
  const trailer = '\n%%EOF\n';
  // A real PDF ends with its trailer (the server refuses one that does not).
  const body = size === undefined ? `${head}1 0 obj${trailer}` : head + 'x'.repeat(size - head.length - trailer.length) + trailer;
  return new File([body], name, { type: 'application/pdf' });
};

describe('comments on a record', () => {
  it('lists them newest first with author and time, and adds one', async () => {
    const id = blankCustomer();
    await writeComment(id, 'Belde met de boekhouding.', 'sanne', 120);
    await writeComment(id, 'Betaling toegezegd voor vrijdag.', 'anna', 60);
    const { user } = openTab(id);

    const list = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole('list', { name: 'Comments' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Betaling toegezegd voor vrijdag.', 'Belde met de boekhouding.']);
    expect(items[0]).toHaveTextContent('Anna de Vries');
    expect(items[1]).toHaveTextContent('Sanne Bakker');
    expect(items[0]!.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/);

    await user.type(within(commentsSection()).getByRole('textbox', { name: 'New comment' }), 'Klant belt maandag terug.');
    await user.click(within(commentsSection()).getByRole('button', { name: 'Add comment' }));

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Klant belt maandag terug.');
    expect(within(commentsSection()).getByRole('textbox', { name: 'New comment' })).toHaveValue('');
    expect(within(commentsSection()).getByRole('status')).toHaveTextContent('Comment added.');
  });

  it('keeps a comment being written until it is added, and offers it back when the record opens again', async () => {
    const id = blankCustomer();
    const first = openTab(id);
    const field = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole('textbox', { name: 'New comment' });
    await first.user.type(field, 'Klant belt maandag terug.');
    first.unmount();

    const { user } = openTab(id);
    const offer = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole('region', { name: 'Unsaved changes' });
    expect(within(commentsSection()).getByRole('textbox', { name: 'New comment' })).toHaveValue('');
    await user.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(within(commentsSection()).getByRole('textbox', { name: 'New comment' })).toHaveValue('Klant belt maandag terug.');
    await user.click(within(commentsSection()).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(within(commentsSection()).getByRole('textbox', { name: 'New comment' })).toHaveValue(''));
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });

  it('checks the text at the field before sending: required, and at most the contract’s 5,000 characters', async () => {
    const id = blankCustomer();
    const { user } = openTab(id);
    expect(await within(await screen.findByRole('region', { name: 'Comments' })).findByText('No comments yet.')).toBeInTheDocument();
    const field = within(commentsSection()).getByRole('textbox', { name: 'New comment' });
    expect(field).toHaveAccessibleDescription('At most 5,000 characters.');

    await user.type(field, '   ');
    await user.click(within(commentsSection()).getByRole('button', { name: 'Add comment' }));
    expect(field).toHaveAccessibleDescription('At most 5,000 characters. Required');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(5001));
    expect(field).toHaveAccessibleDescription('At most 5,000 characters. String must contain at most 5,000 character(s)');
    await user.click(within(commentsSection()).getByRole('button', { name: 'Add comment' }));
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it('a failed save keeps the text and says why', async () => {
    const id = blankCustomer();
    injectFault({ method: 'POST', path: '/comments', status: 500, times: 1 });
    const { user } = openTab(id);
    const field = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole('textbox', { name: 'New comment' });
    await user.type(field, 'Afspraak gemaakt.');
    await user.click(within(commentsSection()).getByRole('button', { name: 'Add comment' }));

    expect(await within(commentsSection()).findByRole('alert')).toHaveTextContent('Your changes could not be saved. Please try again.');
    expect(field).toHaveValue('Afspraak gemaakt.');
    expect(within(commentsSection()).getByText('No comments yet.')).toBeInTheDocument();

    // Trying again sends what was kept.
    await user.click(within(commentsSection()).getByRole('button', { name: 'Add comment' }));
    expect(await within(commentsSection()).findByText('Afspraak gemaakt.', { selector: 'li p' })).toBeInTheDocument();
  });

  it('the author edits and deletes their own comment (after confirming); another’s offers neither', async () => {
    const id = blankCustomer();
    await writeComment(id, 'Van Sanne.', 'sanne', 120);
    await writeComment(id, 'Eerste versie.');
    const { user } = openTab(id);
    const list = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole('list', { name: 'Comments' });
    const [mine, hers] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(hers).queryByRole('button')).toBeNull();

    await user.click(within(mine).getByRole('button', { name: /^Edit the comment of Anna de Vries/ }));
    const field = within(mine).getByRole('textbox', { name: /^Comment of Anna de Vries/ });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Eerste versie.');
    await user.clear(field);
    await user.type(field, 'Tweede versie.');
    await user.click(within(mine).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Tweede versie.'));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/edited/);
    expect(within(commentsSection()).getByRole('status')).toHaveTextContent('Comment saved.');

    const first = () => within(list).getAllByRole('listitem')[0]!;
    await user.click(within(first()).getByRole('button', { name: /^Delete the comment of Anna de Vries/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    expect(dialog).toHaveTextContent('“Tweede versie.”');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(first()).getByRole('button', { name: /^Delete the comment of Anna de Vries/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByRole('listitem')).toHaveTextContent('Van Sanne.');
    expect(within(commentsSection()).getByRole('status')).toHaveTextContent('Comment deleted.');
  });

  it('a failed edit keeps the edited text in the form', async () => {
    const id = blankCustomer();
    await writeComment(id, 'Origineel.');
    injectFault({ method: 'PUT', path: '/comments/', status: 503 });
    const { user } = openTab(id);
    const list = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole('list', { name: 'Comments' });
    await user.click(within(list).getByRole('button', { name: /^Edit the comment/ }));
    const field = within(list).getByRole('textbox', { name: /^Comment of/ });
    await user.type(field, ' Aangevuld.');
    await user.click(within(list).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent('Your changes could not be saved.');
    expect(field).toHaveValue('Origineel. Aangevuld.');
  });
});

describe('attachments of a record', () => {
  it('lists the files with type, size per language, uploader and time', async () => {
    const id = blankCustomer();
    const { user } = openTab(id);
    expect(await within(await screen.findByRole('region', { name: 'Files' })).findByText('No files yet.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Upload files'), pdf('afspraak.pdf', 48213));
    const table = await within(filesSection()).findByRole('table', { name: 'Files' });
    const row = within(table).getByRole('row', { name: /afspraak\.pdf/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'PDF document',
      '47 kB',
      'Anna de Vries',
      expect.stringMatching(/\d/),
      'DownloadDelete',
    ]);
  });

  it('a refused file says why, and nothing is sent', async () => {
    const id = blankCustomer();
    const { user } = openTab(id);
    await within(await screen.findByRole('region', { name: 'Files' })).findByText('No files yet.');
    requests.length = 0;
    const input = screen.getByLabelText('Upload files');

    await user.upload(input, pdf('scan.pdf', 10 * 1024 * 1024 + 1));
    const uploads = await within(filesSection()).findByRole('list', { name: 'Uploads' });
    expect(await within(uploads).findByRole('alert')).toHaveTextContent('scan.pdf was not uploaded: it is 10.1 MB, and files may be at most 10 MB.');

    await user.upload(input, new File(['MZ'], 'factuur.exe', { type: 'application/x-msdownload' }));
    await waitFor(() => expect(within(uploads).getAllByRole('alert')).toHaveLength(2));
    expect(within(uploads).getAllByRole('alert')[1]).toHaveTextContent(
      'factuur.exe was not uploaded: only PDF, PNG, JPEG, Word (DOCX), Excel (XLSX), CSV and text files are accepted.',
    );

    await user.upload(input, new File(['not a png'], 'foto.png', { type: 'image/png' }));
    await waitFor(() => expect(within(uploads).getAllByRole('alert')).toHaveLength(3));
    expect(within(uploads).getAllByRole('alert')[2]).toHaveTextContent('foto.png was not uploaded: it is not a valid .png file, its content is of another type.');

    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([]);
    await user.click(within(uploads).getByRole('button', { name: 'Dismiss the message about scan.pdf' }));
    expect(within(uploads).getAllByRole('alert')).toHaveLength(2);
  });

  it('a refusal by the server (413) says why', async () => {
    const id = blankCustomer();
    injectFault({ method: 'POST', path: '/attachments', status: 413 });
    const { user } = openTab(id);
    await within(await screen.findByRole('region', { name: 'Files' })).findByText('No files yet.');
    await user.upload(screen.getByLabelText('Upload files'), pdf('contract.pdf'));
    const uploads = await within(filesSection()).findByRole('list', { name: 'Uploads' });
    expect(await within(uploads).findByRole('alert')).toHaveTextContent('contract.pdf was refused by the server: files may be at most 10 MB.');
    expect(requests).toContain(`POST /administrations/${NL}/customers/${id}/attachments`);
    expect(within(filesSection()).getByText('No files yet.')).toBeInTheDocument();
  });

  it('a refusal by the server (415) says why', async () => {
    const id = blankCustomer();
    injectFault({ method: 'POST', path: '/attachments', status: 415 });
    const { user } = openTab(id);
    await within(await screen.findByRole('region', { name: 'Files' })).findByText('No files yet.');
    await user.upload(screen.getByLabelText('Upload files'), pdf('contract.pdf'));
    expect(await within(filesSection()).findByRole('alert')).toHaveTextContent(
      'contract.pdf was refused by the server: only PDF, PNG, JPEG, Word (DOCX), Excel (XLSX), CSV and text files are accepted.',
    );
  });

  it('shows the progress of an upload, then the file in the list', async () => {
    const id = blankCustomer();
    const xhr = installUploadXhr({ manual: true });
    const { user } = openTab(id);
    await within(await screen.findByRole('region', { name: 'Files' })).findByText('No files yet.');
    await user.upload(screen.getByLabelText('Upload files'), pdf('afspraak.pdf', 2 * 1024 * 1024));

    const upload = await xhr.next();
    expect(upload.headers.Authorization).toBeUndefined(); // the test backend's default user needs none; the client adds one when there is a token
    act(() => upload.progress(0.4));
    const bar = await within(filesSection()).findByRole('progressbar', { name: 'Uploading afspraak.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(bar).toHaveAttribute('aria-valuetext', '40% · 819 kB of 2 MB');
    expect(within(filesSection()).getByRole('button', { name: 'Cancel the upload of afspraak.pdf' })).toBeInTheDocument();

    act(() => upload.finish());
    const table = await within(filesSection()).findByRole('table', { name: 'Files' });
    expect(within(table).getByRole('row', { name: /afspraak\.pdf/ })).toHaveTextContent('2 MB');
    await waitFor(() => expect(within(filesSection()).queryByRole('progressbar')).toBeNull());
    expect(within(filesSection()).getByRole('status')).toHaveTextContent('afspraak.pdf uploaded.');
  });

  it('an upload can be cancelled: nothing is stored', async () => {
    const id = blankCustomer();
    const xhr = installUploadXhr({ manual: true });
    const { user } = openTab(id);
    await within(await screen.findByRole('region', { name: 'Files' })).findByText('No files yet.');
    await user.upload(screen.getByLabelText('Upload files'), pdf('afspraak.pdf'));
    const upload = await xhr.next();
    act(() => upload.progress(0.5));
    await user.click(await within(filesSection()).findByRole('button', { name: 'Cancel the upload of afspraak.pdf' }));
    expect(await within(filesSection()).findByText('Upload cancelled.')).toBeInTheDocument();
    expect(within(filesSection()).queryByRole('progressbar')).toBeNull();
    expect(db.attachments.findFirst((q) => q.where({ ownerId: id }))).toBeUndefined();
  });

  it('downloads a file with its name and bytes, and deletes one after confirming', async () => {
    const id = blankCustomer();
    const { user } = openTab(id);
    await within(await screen.findByRole('region', { name: 'Files' })).findByText('No files yet.');
    const sent = pdf('afspraak juni.pdf');
    await user.upload(screen.getByLabelText('Upload files'), sent);
    const table = await within(filesSection()).findByRole('table', { name: 'Files' });

    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:http://localhost/saved';
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    await user.click(within(table).getByRole('button', { name: 'Download afspraak juni.pdf' }));
    await waitFor(() => expect(clicked).toEqual(['afspraak juni.pdf blob:http://localhost/saved']));
    expect(await new Response(saved).text()).toBe(await sent.text());

    await user.click(within(table).getByRole('button', { name: 'Delete afspraak juni.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete afspraak juni.pdf?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    expect(await within(filesSection()).findByText('No files yet.')).toBeInTheDocument();
    expect(within(filesSection()).getByRole('status')).toHaveTextContent('afspraak juni.pdf deleted.');
  });
});

describe('what the user may do follows the contract’s permissions', () => {
  it('without Manage_Documents the files are not shown, nor offered, while the comments are', async () => {
    // Sanne: Manage_Invoices, no Manage_Documents (the tab itself needs it: the panels stand alone here).
    const id = db.invoices.findFirst((q) => q.where({ administrationId: NL }))!.id;
    db.comments.deleteMany((q) => q.where({ ownerId: id }));
    await writeComment(id, 'Van Anna.', 'anna', 60, `${TEST_API_ROOT}/administrations/${NL}/invoices/${id}/comments`);
    setRuntimeConfig(TEST_CONFIG);
    localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, NL);
    localStorage.setItem(ACCESS_TOKEN_KEY, SEED_TOKENS.sanne.access);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RecordNotes api={invoiceNotes} administrationId={NL} ownerId={id} />
      </QueryClientProvider>,
    );
    expect(await within(screen.getByRole('region', { name: 'Files' })).findByText('You do not have permission to see these files.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload files' })).toBeNull();
    const list = await within(commentsSection()).findByRole('list', { name: 'Comments' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Van Anna.');
    expect(within(list).queryByRole('button')).toBeNull(); // not hers
    expect(requests.some((r) => r.endsWith('/attachments'))).toBe(false);

    await user.type(within(commentsSection()).getByRole('textbox', { name: 'New comment' }), 'Van Sanne.');
    await user.click(within(commentsSection()).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: /^Edit the comment of Sanne Bakker/ })).toBeInTheDocument();
    localStorage.clear();
  });
});

describe('a comment changed elsewhere meanwhile (412)', () => {
  /** The author saves the comment in another window (through the API, against its current version). */
  async function changedElsewhere(customerId: string, text: string): Promise<void> {
    const { items } = (await (await fetch(commentsUrl(customerId))).json()) as { items: { id: string; etag: string }[] };
    const [comment] = items;
    const response = await fetch(`${commentsUrl(customerId)}/${comment!.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': comment!.etag },
      body: JSON.stringify({ text }),
    });
    expect(response.status).toBe(200);
  }
  const storedText = (customerId: string) => db.comments.findFirst((q) => q.where({ ownerId: customerId }))?.text;

  it('keeps my edit beside the text saved meanwhile, and saves mine on top of it when asked', async () => {
    const id = blankCustomer();
    await writeComment(id, 'Eerste versie.');
    const { user } = openTab(id);
    const list = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole('list', { name: 'Comments' });
    await user.click(within(list).getByRole('button', { name: /^Edit the comment of Anna de Vries/ }));
    const field = within(list).getByRole('textbox', { name: /^Comment of Anna de Vries/ });
    await user.clear(field);
    await user.type(field, 'Mijn versie.');
    await changedElsewhere(id, 'Andere versie.');
    await user.click(within(list).getByRole('button', { name: 'Save' }));

    const panel = await within(list).findByRole('region', { name: 'This comment was changed elsewhere' });
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'This comment was changed elsewhere' })).toHaveFocus());
    const [row] = within(within(panel).getByRole('table')).getAllByRole('row').slice(1);
    expect(within(row!).getByRole('rowheader')).toHaveTextContent('Text');
    expect(within(row!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Eerste versie.', 'Andere versie.', expect.stringContaining('Mijn versie.')]);
    expect(field).toHaveValue('Mijn versie.');
    expect(storedText(id)).toBe('Andere versie.');

    await user.click(within(panel).getByRole('button', { name: 'Apply my changes to the latest version' }));
    expect(within(list).queryByRole('region', { name: 'This comment was changed elsewhere' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Mijn versie.'));
    expect(storedText(id)).toBe('Mijn versie.');
  });

  it('discarding my edit shows the comment as it is now', async () => {
    const id = blankCustomer();
    await writeComment(id, 'Eerste versie.');
    const { user } = openTab(id);
    const list = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole('list', { name: 'Comments' });
    await user.click(within(list).getByRole('button', { name: /^Edit the comment of Anna de Vries/ }));
    await user.type(within(list).getByRole('textbox', { name: /^Comment of Anna de Vries/ }), ' Aangevuld.');
    await changedElsewhere(id, 'Andere versie.');
    await user.click(within(list).getByRole('button', { name: 'Save' }));
    const panel = await within(list).findByRole('region', { name: 'This comment was changed elsewhere' });
    await user.click(within(panel).getByRole('button', { name: 'Discard my changes' }));
    await waitFor(() => expect(within(list).queryByRole('textbox')).not.toBeInTheDocument());
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Andere versie.');
    expect(within(commentsSection()).getByRole('status')).toHaveTextContent('Your changes were discarded. The comment is shown as it is now.');
    expect(storedText(id)).toBe('Andere versie.');
  });

  it('deleting a comment changed meanwhile deletes nothing, and shows it as it is now', async () => {
    const id = blankCustomer();
    await writeComment(id, 'Eerste versie.');
    const { user } = openTab(id);
    const list = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole('list', { name: 'Comments' });
    await changedElsewhere(id, 'Andere versie.');
    await user.click(within(list).getByRole('button', { name: /^Delete the comment of Anna de Vries/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(list).findByRole('alert')).toHaveTextContent('This comment was changed elsewhere meanwhile. It is shown as it is now: delete it again if you still want to.');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Andere versie.');
    expect(storedText(id)).toBe('Andere versie.');

    await user.click(within(list).getByRole('button', { name: /^Delete the comment of Anna de Vries/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(within(commentsSection()).queryByRole('list')).not.toBeInTheDocument());
    expect(storedText(id)).toBeUndefined();
  });
});
