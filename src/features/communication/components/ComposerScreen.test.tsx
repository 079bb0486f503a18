import { createMockServer, resetMockDb, SEED_IDS, SEED_TOKENS } from '@mocks/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import type { ComposerContext, EmailPage } from '@/api/generated/model';
import { ACCESS_TOKEN_KEY } from '@/api/tokens';
import { draftStorageKey, readKeptInput } from '@/lib/kept-drafts';

const mock = createMockServer();
const PREVIEW_TITLE = 'Preview of the message';
const NL = SEED_IDS.administrations.nl;

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  vi.restoreAllMocks();
  mock.server.resetHandlers();
  await resetMockDb();
});
afterAll(() => mock.server.close());

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${TEST_API_ROOT}/administrations/${NL}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** A seeded customer with an e-mail address and an open invoice. */
async function customerToWrite(): Promise<ComposerContext> {
  for (let n = 1; n < 30; n++) {
    const context = await get<ComposerContext>(`/communication/customers/cus-nl-${String(n).padStart(4, '0')}`);
    if (context.customer.email && context.invoices.length > 0) return context;
  }
  throw new Error('no seeded customer to write to');
}

const sentTo = async (customerId: string) => (await get<EmailPage>(`/emails?customer-id=${customerId}&per-page=1000`)).total;

async function openComposer(context: ComposerContext) {
  const invoice = context.invoices[0]!;
  const app = renderApp(`/communication/${context.customer.id}?invoiceId=${invoice.id}`, { administrationId: NL });
  expect(await screen.findByRole('heading', { level: 1, name: `New message to ${context.customer.name}` })).toBeInTheDocument();
  return { ...app, invoice };
}

async function generateFromTemplate(user: ReturnType<typeof renderApp>['user']) {
  const select = await screen.findByRole('combobox', { name: 'Template' });
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
  await user.selectOptions(select, within(select).getAllByRole('option')[1]!);
  await user.click(screen.getByRole('button', { name: 'Generate preview' }));
  await screen.findByTitle(PREVIEW_TITLE);
  return showSource(user);
}

/** The message's HTML source (an option beside the rich-text editor). */
async function showSource(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Edit the HTML source', pressed: false }));
  return (await screen.findByRole('textbox', { name: /Message \(HTML\)/ })) as HTMLTextAreaElement;
}

describe('composer', () => {
  it('checks the fields at the field with the generic messages, and sends nothing until they pass', async () => {
    const context = await customerToWrite();
    const before = await sentTo(context.customer.id);
    const { user, invoice } = await openComposer(context);
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: new RegExp(invoice.number) })).toBeChecked();

    const to = screen.getByRole('textbox', { name: 'To' });
    await user.clear(to);
    await user.type(to, 'not-an-address');
    await user.type(screen.getByRole('textbox', { name: /^Cc/ }), 'a@b.nl, nope');
    await user.click(screen.getByRole('button', { name: 'Send email' }));

    expect(await screen.findByRole('textbox', { name: 'To' })).toHaveAccessibleDescription(/Invalid email/);
    expect(screen.getByRole('textbox', { name: /^Cc/ })).toHaveAccessibleDescription(/Invalid email/);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(/Required/);
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveFocus();

    // A text message needs a phone number in international form instead.
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.clear(phone);
    await user.type(phone, '0612345678');
    await user.click(screen.getByRole('button', { name: 'Send SMS' }));
    expect(await screen.findByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(/international form/);
    expect(await sentTo(context.customer.id)).toBe(before);
  });

  it('a send whose answer is lost keeps everything entered, and sending again sends one e-mail with the same key', async () => {
    const context = await customerToWrite();
    const before = await sentTo(context.customer.id);
    const { user } = await openComposer(context);
    const message = await generateFromTemplate(user);
    expect(message.value).toContain(context.invoices[0]!.number);
    expect(screen.getByRole('textbox', { name: 'Subject' })).not.toHaveValue('');
    await user.type(message, '<p>Met vriendelijke groet</p>');
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Herinnering openstaande factuur');

    // The first send reaches the server, which sends the e-mail; its answer never comes back.
    const keys: string[] = [];
    const realFetch = globalThis.fetch;
    let dropped = false;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/emails')) {
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

    await user.click(screen.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/will not go out twice/);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Herinnering openstaande factuur');
    expect((screen.getByRole('textbox', { name: /Message \(HTML\)/ }) as HTMLTextAreaElement).value).toContain('Met vriendelijke groet');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue(context.customer.email);

    await user.click(screen.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByText(`The email to ${context.customer.name} is on its way.`)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
    vi.restoreAllMocks();
    expect(await sentTo(context.customer.id)).toBe(before + 1);
    const [latest] = (await get<EmailPage>(`/emails?customer-id=${context.customer.id}&per-page=1`)).items;
    expect(latest).toMatchObject({ subject: 'Herinnering openstaande factuur', status: 'queued' });
  });

  it('a refused send says so and keeps the form; the preview goes when the administration changes', async () => {
    const context = await customerToWrite();
    const { user } = await openComposer(context);
    await generateFromTemplate(user);
    const { http, HttpResponse } = await import('msw');
    mock.server.use(http.post('*/emails', () => HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500, headers: { 'Content-Type': 'application/problem+json' } })));
    await user.click(screen.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The message could not be sent. Everything you entered is kept');
    expect(screen.getByRole('textbox', { name: /Message \(HTML\)/ })).toBeInTheDocument();

    // Another administration chosen (here: by another tab): its templates and data, not these.
    localStorage.setItem('administrationId', SEED_IDS.administrations.gb);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'administrationId' })));
    // The preview is gone: the message is empty again and nothing is shown as sent.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Message \(HTML\)/ })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: /Message \(HTML\)/ })).toHaveAccessibleDescription(/choose a template and generate it/);
    expect(screen.queryByTitle(PREVIEW_TITLE)).not.toBeInTheDocument();
  });

  it('without Manage_Customers and Manage_Documents: the message goes to the customer\'s own address, and no file is offered', async () => {
    // Anna may read the customer's files: find one who has some, then write as Sanne (Manage_Messages only of the three).
    let context: ComposerContext | undefined;
    for (let n = 1; n <= 100 && !context; n++) {
      const found = await get<ComposerContext>(`/communication/customers/cus-nl-${String(n).padStart(4, '0')}`);
      if (found.attachments.length > 0 && found.customer.email && found.invoices.length > 0) context = found;
    }
    if (!context) throw new Error('no seeded customer with a file');
    localStorage.setItem(ACCESS_TOKEN_KEY, SEED_TOKENS.sanne.access);
    await openComposer(context);
    const to = screen.getByRole('textbox', { name: 'To' });
    expect(to).toHaveValue(context.customer.email);
    expect(to).toHaveAttribute('readonly');
    expect(to).toHaveAccessibleDescription("Messages go to the customer's address on file; writing to another address needs the customers permission.");
    expect(screen.queryByRole('textbox', { name: /^Cc/ })).toBeNull();
    expect(screen.getByText('Attaching files needs the documents permission.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Attachments' })).toBeNull();
    for (const file of context.attachments) expect(screen.queryByText(file.fileName)).toBeNull();
    // Whom the message is for stays in the breadcrumb, but not as a link to a page she may not open.
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText(context.customer.name)).toBeInTheDocument();
    expect(within(trail).queryByRole('link', { name: context.customer.name })).toBeNull();
  });

  it('the breadcrumb goes through the customer and the invoice written from, as links back to them', async () => {
    const context = await customerToWrite();
    const { invoice } = await openComposer(context);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/customers');
    expect(within(trail).getByRole('link', { name: context.customer.name })).toHaveAttribute('href', `/customers/${context.customer.id}`);
    expect(within(trail).getByRole('link', { name: invoice.number })).toHaveAttribute('href', `/invoices/${invoice.id}`);
    expect(within(trail).getByText('New message')).toHaveAttribute('aria-current', 'page');
  });

  it('warns at the send button, before sending, of placeholders without a value and of invoices not yet due', async () => {
    // An administration that keeps no bank account (afterEach re-seeds it).
    const administration = mock.store.db.administrations.findFirst((q) => q.where({ id: NL }))!;
    Object.assign(administration, { contactDetails: { ...administration.contactDetails!, iban: null } });
    const context = await customerToWrite();
    const { user, invoice } = await openComposer(context);
    const select = await screen.findByRole('combobox', { name: 'Template' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    // A Dutch reminder that asks for payment to the administration's bank account, which it does not keep here.
    const reminder = within(select)
      .getAllByRole('option')
      .find((option) => option.textContent?.startsWith('Eerste betalingsherinnering'))!;
    await user.selectOptions(select, reminder);
    await user.click(screen.getByRole('button', { name: 'Generate preview' }));
    const warnings = await screen.findByRole('region', { name: 'Check before sending' });
    expect(warnings).toHaveTextContent(/No value for .*administration\.iban/);
    expect(screen.getByRole('button', { name: 'Send email' })).toHaveAccessibleDescription(/administration\.iban/);
    expect((screen.getByTitle(/preview/i) as HTMLIFrameElement).getAttribute('srcdoc') ?? '').not.toContain('—');

    // An invoice whose due date has not come is named.
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const notDue = context.invoices.find((i) => i.dueDate >= iso);
    if (notDue && notDue.id !== invoice.id) await user.click(screen.getByRole('checkbox', { name: new RegExp(notDue.number) }));
    if (notDue) expect(screen.getByRole('region', { name: 'Check before sending' })).toHaveTextContent(`Invoice ${notDue.number} is not yet due`);
    else expect(screen.getByRole('region', { name: 'Check before sending' })).not.toHaveTextContent('not yet due');
  });

  it('another message starts with every field afresh: no subject, template or preview of the last one', async () => {
    const context = await customerToWrite();
    const { user } = await openComposer(context);
    await generateFromTemplate(user);
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Herinnering factuur');
    await user.click(screen.getByRole('button', { name: 'Send email' }));
    await user.click(await screen.findByRole('button', { name: 'Write another message' }));

    expect(await screen.findByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('');
    expect((await screen.findByRole('textbox', { name: 'Message' })).textContent).toBe('');
    expect(await showSource(user)).toHaveValue('');
    expect(screen.queryByTitle(PREVIEW_TITLE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Letter' }));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });

  it('edits the generated message in the rich-text editor, and the preview shows the edit', async () => {
    // jsdom lays nothing out: ProseMirror asks for the caret's rectangle to scroll it into view.
    const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    const rect = () => new DOMRect(0, 0, 0, 0);
    Object.assign(Range.prototype, { getClientRects: noRects, getBoundingClientRect: rect });
    onTestFinished(() => {
      delete (Range.prototype as Partial<Range>).getClientRects;
      delete (Range.prototype as Partial<Range>).getBoundingClientRect;
    });
    const context = await customerToWrite();
    const { user } = await openComposer(context);
    const select = await screen.findByRole('combobox', { name: 'Template' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(select, within(select).getAllByRole('option')[1]!);
    await user.click(screen.getByRole('button', { name: 'Generate preview' }));
    // The rich-text editor of the template editor (its own chunk), not a box of HTML, started
    // afresh from the generated message.
    await screen.findByTitle(PREVIEW_TITLE);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveTextContent(context.invoices[0]!.number));
    const editor = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Message \(HTML\)/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Insert placeholder' })).toBeNull();

    // Formatting in the editor: everything selected (the editor's own Ctrl+A) and made bold. Typing
    // is the browser journey's: jsdom's synthetic typing races ProseMirror's DOM observer.
    act(() => editor.focus());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    const frame = () => screen.getByTitle(PREVIEW_TITLE).getAttribute('srcdoc') ?? '';
    await waitFor(() => expect(frame()).toMatch(/<p><strong>Beste [^<]+,<\/strong><\/p>/));
    expect(frame()).toContain(context.invoices[0]!.number);
    // The administration's legal line, which sending adds, shows under the message and is not in the editor.
    expect(frame()).toMatch(/<strong>Beste[\s\S]*Op al onze leveringen zijn onze algemene voorwaarden van toepassing\.<\/p>/);
    expect(editor).not.toHaveTextContent('algemene voorwaarden');
    expect(screen.getByText('The last lines come from the administration’s content settings and are added when the email is sent.')).toBeInTheDocument();
  });

  it('offers the HTML source as an option, and the rich editor takes up what was written there', async () => {
    const context = await customerToWrite();
    const { user } = await openComposer(context);
    const rich = await screen.findByRole('textbox', { name: 'Message' });
    expect(rich).toHaveAccessibleDescription(/Write the message yourself/);
    const toggle = screen.getByRole('button', { name: 'Edit the HTML source' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const source = screen.getByRole('textbox', { name: /Message \(HTML\)/ });
    await user.type(source, '<p>Uw factuur staat <em>nog open</em>.</p>');
    await waitFor(() => expect(screen.getByTitle(PREVIEW_TITLE).getAttribute('srcdoc') ?? '').toContain('<em>nog open</em>'));

    await user.click(toggle);
    expect(screen.queryByRole('textbox', { name: /Message \(HTML\)/ })).toBeNull();
    const again = await screen.findByRole('textbox', { name: 'Message' });
    expect(again.querySelector('em')).toHaveTextContent('nog open');
  });

  it('shows a letter on its A4 page with the template\'s letterhead, the administration\'s logo inlined and its brand colour', async () => {
    const context = await customerToWrite();
    const { user } = await openComposer(context);
    await user.click(screen.getByRole('radio', { name: 'Letter' }));
    const select = await screen.findByRole('combobox', { name: 'Template' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    const withLogo = within(select)
      .getAllByRole('option')
      .find((option) => {
        const template = mock.store.db.templates.findFirst((q) => q.where({ id: (option as HTMLOptionElement).value }));
        return template?.headerFooterId?.endsWith('-classic');
      })!;
    await user.selectOptions(select, withLogo);
    await user.click(screen.getByRole('button', { name: 'Generate preview' }));
    await screen.findByTitle(PREVIEW_TITLE);
    // Read afresh each time: a changed document (the logo once fetched) comes in a new frame.
    const srcdoc = () => screen.getByTitle(PREVIEW_TITLE).getAttribute('srcdoc') ?? '';
    // The page of the template editor's letter preview: A4, header, body and footer placed by the record.
    expect(srcdoc()).toContain('width:210mm;height:297mm');
    // The administration's logo (its style) first in the header, its brand colour on the header's rule.
    expect(srcdoc()).toMatch(/<header class="page-header"><img class="page-logo"[^>]*><div class="letterhead">/);
    expect(srcdoc()).toContain('.page-header{border-bottom:3px solid #1d4ed8}');
    expect(srcdoc()).toMatch(/<main class="page-body">[\s\S]*Met vriendelijke groet/);
    expect(srcdoc()).toMatch(/<footer class="page-footer"><p>Van Dijk Installatietechniek B\.V\./);
    // The logo, an image of the administration (uploaded on its style page), fetched with the token and shown inline.
    await waitFor(() => expect(srcdoc()).toMatch(/<img[^>]+src="data:image\//));
  });

  it('sends a message written without a template', async () => {
    const context = await customerToWrite();
    const before = await sentTo(context.customer.id);
    const { user } = await openComposer(context);
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Uw betaling');
    await user.type(await showSource(user), 'Wij zagen uw betaling nog niet.');
    await user.click(screen.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByText(`The email to ${context.customer.name} is on its way.`)).toBeInTheDocument();
    expect(await sentTo(context.customer.id)).toBe(before + 1);
    const [latest] = (await get<EmailPage>(`/emails?customer-id=${context.customer.id}&per-page=1`)).items;
    expect(latest).toMatchObject({ subject: 'Uw betaling' });
  });

  it('a customer that does not exist is the not-found page, not a server failure', async () => {
    renderApp('/communication/cus-nl-9999', { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops, page not found.' })).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });
});

describe('a message typed when the session ends (issue 20 point 8)', () => {
  const kept = (customerId: string, invoiceId: string) => readKeptInput(draftStorageKey(SEED_IDS.users.anna, 'form', 'composer', NL, customerId, invoiceId));

  it('is kept per user as it is typed, offered back when the composer opens again, restored on request, and dropped once sent', async () => {
    const context = await customerToWrite();
    const first = await openComposer(context);
    const { invoice } = first;
    const other = context.invoices.find((candidate) => candidate.id !== invoice.id);
    await first.user.click(screen.getByRole('radio', { name: 'Letter' }));
    await first.user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Uw openstaande facturen');
    await first.user.type(await showSource(first.user), 'Wij zagen uw betaling nog niet.');
    if (other) await first.user.click(screen.getByRole('checkbox', { name: new RegExp(other.number) }));
    await waitFor(() => expect(kept(context.customer.id, invoice.id)?.values).toMatchObject({ media: 'letter', subject: 'Uw openstaande facturen', html: 'Wij zagen uw betaling nog niet.' }));
    // The session ends (a 401 on the retry sends the user to sign in): the page goes, the message stays kept.
    first.unmount();

    const { user } = await openComposer(context);
    const offer = screen.getByRole('region', { name: 'Unsaved changes' });
    expect(offer).toHaveTextContent(/^Restore your unsaved changes from /);
    // Never applied unasked.
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    await user.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Letter' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Uw openstaande facturen');
    // In the rich-text editor, where the collector goes on writing, and in its source.
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveTextContent('Wij zagen uw betaling nog niet.');
    expect(await showSource(user)).toHaveValue('Wij zagen uw betaling nog niet.');
    if (other) expect(screen.getByRole('checkbox', { name: new RegExp(other.number) })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Send letter' }));
    expect(await screen.findByText(new RegExp(`letter to ${context.customer.name}`))).toBeInTheDocument();
    expect(kept(context.customer.id, invoice.id)).toBeNull();
  });

  it('discarding the offer drops the kept message and leaves the composer empty', async () => {
    const context = await customerToWrite();
    const first = await openComposer(context);
    await first.user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Weg ermee');
    await waitFor(() => expect(kept(context.customer.id, first.invoice.id)).not.toBeNull());
    first.unmount();
    const { user, invoice } = await openComposer(context);
    await user.click(within(screen.getByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    expect(kept(context.customer.id, invoice.id)).toBeNull();
  });
});
