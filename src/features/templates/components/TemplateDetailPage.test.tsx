import { createMockServer, injectFault, resetMockDb, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import { previewDocument } from '@/components/SanitizedFrame/TemplateBodyPreview';

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

describe('template page (read-only)', () => {
  it('shows name, channels, language, last modified and the sanitised body in a sandboxed frame', async () => {
    const id = await createTemplate(NL, { name: 'Final notice', hml: HOSTILE, media: ['email', 'sms'], language: 'de' });
    renderApp(`/templates/${id}`, { administrationId: NL });

    expect(await screen.findByRole('heading', { level: 1, name: 'Final notice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to templates' })).toHaveAttribute('href', '/templates');
    const channels = screen.getByRole('list', { name: 'Channels' });
    expect(within(channels).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['E-mail', 'SMS']);
    expect(screen.getByText('German')).toBeInTheDocument();
    expect(screen.getByText('Last modified', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('The editor is not available yet');

    const frame = screen.getByTitle('Preview of Final notice');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('<p>Dear {{customer.name}},</p>');
    expect(srcdoc).not.toMatch(/<script|onerror|javascript:|<iframe/i);
  });

  it('says so when the user may view but not change the template', async () => {
    const id = mock.store.db.templates.findFirst((q) => q.where({ administrationId: GB }))!.id;
    renderApp(`/templates/${id}`, { administrationId: GB });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'You can view this template but not change it: that needs the “Manage configuration” permission.',
    );
  });

  it('an empty body is said, not framed', async () => {
    const id = await createTemplate(NL, { name: 'Blank', hml: '' });
    renderApp(`/templates/${id}`, { administrationId: NL });
    expect(await screen.findByText('This template has no body yet.')).toBeInTheDocument();
    expect(screen.queryByTitle('Preview of Blank')).not.toBeInTheDocument();
  });

  it('shows a loading state, then the template', async () => {
    const template = mock.store.db.templates.findFirst((q) => q.where({ administrationId: NL }))!;
    injectFault({ method: 'GET', path: `/templates/${template.id}`, delayMs: 300, times: 1 });
    renderApp(`/templates/${template.id}`, { administrationId: NL });
    expect(await screen.findByRole('status', { name: 'Loading template' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: template.name })).toBeInTheDocument();
  });

  it('says "Template not found" for an unknown id, with the way back', async () => {
    const { user, router } = renderApp('/templates/does-not-exist', { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Template not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to templates' }));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/templates'));
  });

  it('shows the 500 panel on a failure; try again reloads', async () => {
    const template = mock.store.db.templates.findFirst((q) => q.where({ administrationId: NL }))!;
    injectFault({ method: 'GET', path: `/templates/${template.id}`, status: 500, times: 1 });
    const { user } = renderApp(`/templates/${template.id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'Oops... Something went wrong on our end' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Template' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: template.name })).toBeInTheDocument();
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
