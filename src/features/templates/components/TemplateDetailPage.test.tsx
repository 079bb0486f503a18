import { holdRequests } from '@tests/utils/mock-api';
import { createMockServer, injectFault, resetMockDb, SEED_IDS } from '@mocks/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import { previewDocument } from '@/components/SanitisedHtmlFrame';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const GB = SEED_IDS.administrations.gb;

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // Keep thumbnails out of these tests: nothing is ever in view.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  mock.server.resetHandlers();
  await resetMockDb();
});
afterAll(() => mock.server.close());

const HOSTILE = [
  '<p>Dear {{customer.name}},</p>',
  '<script>window.parent.stolen = true</script>',
  '<img src="x" onerror="window.parent.stolen = true">',
  '<a href="javascript:alert(1)">pay now</a>',
  '<iframe src="https://evil.example"></iframe>',
].join('');

/** Creates a template through the mock API (as usr-anna) and returns its id. */
async function createTemplate(administrationId: string, body: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${TEST_API_ROOT}/administrations/${administrationId}/templates`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const firstTemplate = (administrationId: string) => mock.store.db.templates.findFirst((q) => q.where({ administrationId }))!;

describe('template page (read-only, without Manage_Configuration)', () => {
  it('shows name, channels, language, last modified and the sanitised preview per channel, nothing to change', async () => {
    const template = firstTemplate(GB);
    renderApp(`/templates/${template.id}`, { administrationId: GB });
    expect(await screen.findByRole('heading', { level: 1, name: template.name })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'You can view this template but not change it: that needs the “Manage configuration” permission.',
    );
    expect(screen.getByRole('link', { name: 'Back to templates' })).toHaveAttribute('href', '/templates');
    expect(screen.getByText('Last modified', { selector: 'dt' })).toBeInTheDocument();
    // The preview starts on e-mail (SPEC §4).
    expect(screen.getByRole('tab', { name: /Email/, selected: true })).toBeInTheDocument();
    const frame = await screen.findByTitle(`Email preview of ${template.name}`);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(screen.queryByRole('button', { name: 'Save template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('an empty body is said, not framed', async () => {
    const template = firstTemplate(GB);
    await mock.store.db.templates.update((q) => q.where({ id: template.id }), { data: (draft) => void (draft.hml = '') });
    renderApp(`/templates/${template.id}`, { administrationId: GB });
    expect(await screen.findByText('This template has no body yet.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});

describe('template editor (Manage_Configuration)', () => {
  it('shows the template in the editor: name, channels toggled in and out, body, header/footer, preview on e-mail', async () => {
    const id = await createTemplate(NL, { name: 'Final notice', hml: HOSTILE, media: ['email', 'sms'], language: 'de' });
    const { user } = renderApp(`/templates/${id}`, { administrationId: NL });

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit template: Final notice' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Final notice');
    const channels = within(screen.getByRole('group', { name: 'Channels' }));
    expect(channels.getByRole('button', { name: 'Email' })).toHaveAttribute('aria-pressed', 'true');
    expect(channels.getByRole('button', { name: 'Letter' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(channels.getByRole('button', { name: 'Letter' }));
    await user.click(channels.getByRole('button', { name: 'SMS' }));
    expect(channels.getByRole('button', { name: 'Letter' })).toHaveAttribute('aria-pressed', 'true');
    expect(channels.getByRole('button', { name: 'SMS' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Unsaved changes');

    // The body editor (its own chunk) and the e-mail preview, sanitised in the sandboxed frame.
    expect(await screen.findByRole('textbox', { name: 'Body' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Email/, selected: true })).toBeInTheDocument();
    const frame = await screen.findByTitle('Email preview of Final notice');
    expect(frame).toHaveAttribute('sandbox', '');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    // The placeholder shows its sample value.
    expect(srcdoc).toContain('<p>Dear Bakkerij De Gouden Korenaar,</p>');
    expect(srcdoc).not.toMatch(/<script|onerror|javascript:|<iframe/i);

    // SMS: characters and messages counted.
    await user.click(screen.getByRole('tab', { name: /SMS/ }));
    expect(await screen.findByText(/characters · 1 message \(GSM-7\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('Header and footer')).toHaveValue('');
  });

  it('saves with If-Match; a failed save keeps the edits and says why', async () => {
    const template = firstTemplate(NL);
    const { user } = renderApp(`/templates/${template.id}`, { administrationId: NL });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Reminder, revised');

    injectFault({ method: 'PUT', path: `/templates/${template.id}`, status: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Your changes could not be saved. Please try again.')).toBeInTheDocument();
    expect(name).toHaveValue('Reminder, revised');

    // Someone else saves meanwhile: 412, our edits stay, we choose.
    const current = (await (await fetch(`${TEST_API_ROOT}/administrations/${NL}/templates/${template.id}`)).json()) as { etag: string; hml: string; media: string[] };
    const theirs = await fetch(`${TEST_API_ROOT}/administrations/${NL}/templates/${template.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': current.etag },
      body: JSON.stringify({ name: 'Their name', hml: current.hml, media: current.media }),
    });
    expect(theirs.status).toBe(200);
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(/Someone else saved this template \(now “Their name”\)/)).toBeInTheDocument();
    expect(name).toHaveValue('Reminder, revised');

    await user.click(screen.getByRole('button', { name: 'Keep my changes and save over theirs' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit template: Reminder, revised' })).toBeInTheDocument();
    expect(mock.store.db.templates.findFirst((q) => q.where({ id: template.id }))?.name).toBe('Reminder, revised');
  });

  it('a selected placeholder takes a fallback text, saved on its token, so the message says it where the value is missing', async () => {
    const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Object.assign(Range.prototype, { getClientRects: noRects, getBoundingClientRect: () => new DOMRect(0, 0, 0, 0) });
    onTestFinished(() => {
      delete (Range.prototype as Partial<Range>).getClientRects;
      delete (Range.prototype as Partial<Range>).getBoundingClientRect;
    });
    const id = await createTemplate(NL, { name: 'Call us', hml: '<p>{{customer.phone}} is the number we have.</p>', media: ['email'], language: 'nl' });
    const { user } = renderApp(`/templates/${id}`, { administrationId: NL });
    const body = await screen.findByRole('textbox', { name: 'Body' });
    expect(screen.queryByRole('textbox', { name: /has no value/ })).toBeNull();
    // The caret at the start, then right: the placeholder is selected as one piece.
    act(() => body.focus());
    await user.keyboard('{ArrowRight}');
    const fallback = await screen.findByRole('textbox', { name: 'Text when customer.phone has no value' });
    expect(fallback).toHaveAccessibleDescription(/left empty, nothing is written/);
    await user.type(fallback, 'ons kantoor');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    const saved = mock.store.db.templates.findFirst((q) => q.where({ id }))!.hml;
    expect(saved).toContain('<span data-placeholder="customer.phone" data-fallback="ons kantoor">{{customer.phone}}</span>');
  });

  it('a name is required, at the field', async () => {
    const template = firstTemplate(NL);
    const { user } = renderApp(`/templates/${template.id}`, { administrationId: NL });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(name).toHaveAccessibleDescription('Required');
    expect(mock.store.db.templates.findFirst((q) => q.where({ id: template.id }))?.name).toBe(template.name);
  });

  it('asks before leaving with unsaved changes; staying keeps them, leaving drops them', async () => {
    const template = firstTemplate(NL);
    const { user, router } = renderApp(`/templates/${template.id}`, { administrationId: NL });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(name, ' (draft)');

    await user.click(screen.getByRole('link', { name: 'Back to templates' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentLocation(router).pathname).toBe(`/templates/${template.id}`);
    expect(name).toHaveValue(`${template.name} (draft)`);

    await user.click(screen.getByRole('link', { name: 'Back to templates' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave and lose changes' }));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/templates'));
  });

  it('leaves without asking when nothing changed', async () => {
    const template = firstTemplate(NL);
    const { user, router } = renderApp(`/templates/${template.id}`, { administrationId: NL });
    await screen.findByRole('textbox', { name: /^Name/ });
    await user.click(screen.getByRole('link', { name: 'Back to templates' }));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/templates'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('restores unsaved edits after a reload, per administration and template, until the draft is discarded', async () => {
    const template = firstTemplate(NL);
    const first = renderApp(`/templates/${template.id}`, { administrationId: NL });
    await first.user.type(await screen.findByRole('textbox', { name: /^Name/ }), ' v2');
    await waitFor(() => expect(localStorage.getItem(`draft:usr-anna:template:${NL}:${template.id}`)).toContain(`${template.name} v2`));
    first.unmount();

    const { user } = renderApp(`/templates/${template.id}`, { administrationId: NL });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue(`${template.name} v2`);
    const notice = screen.getByRole('region', { name: 'Restored draft' });
    await user.click(within(notice).getByRole('button', { name: 'Discard draft' }));
    expect(name).toHaveValue(template.name);
    await waitFor(() => expect(localStorage.getItem(`draft:usr-anna:template:${NL}:${template.id}`)).toBeNull());
  });

  it('signing out with unsaved edits asks first: staying keeps the session and the edits; leaving signs out to a fresh sign-in page', async () => {
    const template = firstTemplate(NL);
    const draftKey = `draft:usr-anna:template:${NL}:${template.id}`;
    let signedIn = true;
    const signOut = vi.fn(async () => {
      signedIn = false;
    });
    const { user, router } = renderApp(`/templates/${template.id}`, { administrationId: NL, auth: { signOut, isAuthenticated: () => signedIn } });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), ' v2');
    await waitFor(() => expect(localStorage.getItem(draftKey)).toContain(`${template.name} v2`));

    await user.click(await screen.findByRole('button', { name: /^User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(signOut).not.toHaveBeenCalled();
    expect(currentLocation(router).pathname).toBe(`/templates/${template.id}`);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(`${template.name} v2`);
    expect(localStorage.getItem(draftKey)).toContain(`${template.name} v2`);

    await user.click(screen.getByRole('button', { name: /^User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave and lose changes' }));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/login'));
    // On purpose (the drafts go with the session), and the next sign-in does not return to the template.
    expect(signOut).toHaveBeenCalledExactlyOnceWith();
    expect(currentLocation(router).search).toEqual({});
    expect(localStorage.getItem(draftKey)).toBeNull();
  });

  it('manages headers and footers: numbers checked at the field, px by default, cm converted, the page checked', async () => {
    const template = firstTemplate(NL);
    const { user } = renderApp(`/templates/${template.id}`, { administrationId: NL });
    await user.click(await screen.findByRole('button', { name: 'Manage headers and footers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Headers and footers' });
    expect(await within(dialog).findByRole('list', { name: 'Headers and footers' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'New header and footer' }));

    expect(within(dialog).getByRole('radio', { name: 'Pixels (px)' })).toBeChecked();
    const left = within(dialog).getByRole('textbox', { name: 'Body left margin' });
    const right = within(dialog).getByRole('textbox', { name: 'Body right margin' });
    await user.clear(left);
    await user.type(left, '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save header and footer' }));
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Required');
    expect(left).toHaveAccessibleDescription('In pixels Number must be greater than or equal to 0');

    // Margins that leave no body on A4 (400 + 400 px is 21.2 cm of a 21 cm page).
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Wide margins');
    await user.clear(left);
    await user.type(left, '400');
    await user.clear(right);
    await user.type(right, '400');
    expect(right).toHaveAccessibleDescription('In pixels The left and right margins leave less than 2 cm for the text on an A4 page.');

    // cm: every length converted, so the page stays the same.
    await user.clear(right);
    await user.type(right, '96');
    await user.click(within(dialog).getByRole('radio', { name: 'Centimetres (cm)' }));
    expect(right).toHaveValue('2.54');
    expect(right).toHaveAccessibleDescription('In centimetres');
    await user.click(within(dialog).getByRole('button', { name: 'Save header and footer' }));
    await waitFor(() => expect(screen.getByLabelText('Header and footer')).toHaveDisplayValue('Wide margins'));
    const saved = mock.store.db.headersFooters.findFirst((q) => q.where({ name: 'Wide margins' }));
    expect(saved).toMatchObject({ metric: 'cm', 'body-right-margin': 2.54, administrationId: NL });
  });
});

describe('a header and footer changed by someone else meanwhile (412)', () => {
  type Record = { id: string; name: string; etag: string; 'header-html': string; 'footer-html': string };
  const recordsUrl = `${TEST_API_ROOT}/administrations/${NL}/headers-footers`;

  /** Someone else saves the record (through the API, as another session would). */
  async function changedByAnotherUser(id: string, changes: Partial<Record>): Promise<void> {
    const { items } = (await (await fetch(recordsUrl)).json()) as { items: Record[] };
    const { id: _id, etag, ...current } = items.find((record) => record.id === id)!;
    const response = await fetch(`${recordsUrl}/${id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': etag },
      body: JSON.stringify({ ...current, ...changes }),
    });
    expect(response.status).toBe(200);
  }

  async function openRecords() {
    const template = firstTemplate(NL);
    const record = mock.store.db.headersFooters.findFirst((q) => q.where({ administrationId: NL }))!;
    const app = renderApp(`/templates/${template.id}`, { administrationId: NL });
    await app.user.click(await screen.findByRole('button', { name: 'Manage headers and footers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Headers and footers' });
    const list = await within(dialog).findByRole('list', { name: 'Headers and footers' });
    return { ...app, dialog, list, record };
  }

  it('shows what they changed beside my edits, keeps my edits, and saves them on top of the latest version', async () => {
    const { user, dialog, list, record } = await openRecords();
    await user.click(within(list).getByRole('button', { name: `Edit ${record.name}` }));
    const footer = within(dialog).getByRole('textbox', { name: /^Footer \(HTML\)/ });
    await user.clear(footer);
    await user.type(footer, '<p>Mijn voet</p>');
    await changedByAnotherUser(record.id, { 'header-html': '<p>Hun kop</p>' });
    await user.click(within(dialog).getByRole('button', { name: 'Save header and footer' }));

    const panel = await within(dialog).findByRole('region', { name: 'Someone else changed this header and footer' });
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Someone else changed this header and footer' })).toHaveFocus());
    const rows = within(within(panel).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Header (HTML)']);
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([record['header-html'] || '(empty)', '<p>Hun kop</p>', 'not changed by you']);
    expect(footer).toHaveValue('<p>Mijn voet</p>');

    // Saving again before choosing does not overwrite their version.
    await user.click(within(dialog).getByRole('button', { name: 'Save header and footer' }));
    expect(await within(dialog).findByText('Choose first whether to apply or discard your changes.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Apply my changes to the latest version' }));
    expect(within(dialog).getByRole('textbox', { name: /^Header \(HTML\)/ })).toHaveValue('<p>Hun kop</p>');
    await user.click(within(dialog).getByRole('button', { name: 'Save header and footer' }));
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: /Someone else changed/ })).not.toBeInTheDocument());
    await within(dialog).findByRole('list', { name: 'Headers and footers' });
    expect(mock.store.db.headersFooters.findFirst((q) => q.where({ id: record.id }))).toMatchObject({ 'header-html': '<p>Hun kop</p>', 'footer-html': '<p>Mijn voet</p>' });
  });

  it('deleting one changed meanwhile deletes nothing and says so; deleting it again then works', async () => {
    const { user, dialog, list, record } = await openRecords();
    await changedByAnotherUser(record.id, { name: 'Hun briefpapier' });
    await user.click(within(list).getByRole('button', { name: `Delete ${record.name}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone else changed Hun briefpapier meanwhile. It is shown as it is now: delete it again if you still want to.');
    expect(within(list).getByRole('button', { name: 'Delete Hun briefpapier' })).toBeInTheDocument();
    expect(mock.store.db.headersFooters.findFirst((q) => q.where({ id: record.id }))).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Delete Hun briefpapier' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByRole('button', { name: 'Delete Hun briefpapier' })).not.toBeInTheDocument());
    expect(mock.store.db.headersFooters.findFirst((q) => q.where({ id: record.id }))).toBeFalsy();
  });
});

describe('template page states', () => {
  it('shows a loading state, then the template', async () => {
    const template = firstTemplate(NL);
    const release = holdRequests(mock, 'GET', (url) => url.endsWith(`/templates/${template.id}`));
    renderApp(`/templates/${template.id}`, { administrationId: NL });
    expect(await screen.findByRole('status', { name: 'Loading template' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: `Edit template: ${template.name}` })).toBeInTheDocument();
  });

  it('says "Template not found" for an unknown id, with the way back', async () => {
    const { user, router } = renderApp('/templates/does-not-exist', { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Template not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to templates' }));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/templates'));
  });

  it('shows the 500 panel on a failure; try again reloads', async () => {
    const template = firstTemplate(NL);
    injectFault({ method: 'GET', path: `/templates/${template.id}`, status: 500, times: 1 });
    const { user } = renderApp(`/templates/${template.id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'Oops... Something went wrong on our end' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Template' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: `Edit template: ${template.name}` })).toBeInTheDocument();
  });
});

describe('previewDocument', () => {
  it('removes scripts, handlers and javascript: links and forbids everything but images and styles', () => {
    const doc = previewDocument(HOSTILE);
    expect(doc).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    expect(doc).toContain('<a>pay now</a>');
    expect(doc).toContain("default-src 'none'");
  });
});
