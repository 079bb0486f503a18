import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { screen, waitFor } from '@testing-library/react';
import { serveMockApi } from '@tests/utils/mock-api';
import { renderApp } from '@tests/utils/render-app';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const { db } = mock.store;

serveMockApi(mock);
afterEach(() => vi.restoreAllMocks());

function firstInvoice() {
  return db.invoices.findFirst((q) => q.where({ administrationId: NL }))!;
}

/** Object URLs, which the test DOMs lack: the blob behind each URL handed out, and which were released. */
function objectUrls() {
  const blobs = new Map<string, Blob>();
  const revoked: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:http://localhost/pdf-${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  return { blobs, revoked };
}

describe("an invoice's PDF", () => {
  it('is shown on the page from the file fetched with the bearer token, and released when hidden', async () => {
    const invoice = firstInvoice();
    const urls = objectUrls();
    const { user } = renderApp(`/invoices/${invoice.id}`, { administrationId: NL });

    const show = await screen.findByRole('button', { name: 'Show PDF' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const frame = await screen.findByTitle(`Invoice ${invoice.number} (PDF)`);
    const src = frame.getAttribute('src')!;
    expect(src).toMatch(/^blob:/);
    const blob = urls.blobs.get(src)!;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.slice(0, 5).text()).toBe('%PDF-');

    await user.click(screen.getByRole('button', { name: 'Hide PDF' }));
    expect(screen.queryByTitle(`Invoice ${invoice.number} (PDF)`)).not.toBeInTheDocument();
    await waitFor(() => expect(urls.revoked).toContain(src));
  });

  it('says so when the PDF cannot be fetched, and tries again', async () => {
    const invoice = firstInvoice();
    objectUrls();
    injectFault({ method: 'GET', path: '/pdf', status: 503, times: 1 });
    const { user } = renderApp(`/invoices/${invoice.id}`, { administrationId: NL });

    await user.click(await screen.findByRole('button', { name: 'Show PDF' }));
    // An alert of its own: the page has others (the dunning control's, empty until it has something to say).
    expect(await screen.findByText(/The PDF could not be loaded\./)).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle(`Invoice ${invoice.number} (PDF)`)).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(screen.queryByText(/The PDF could not be loaded\./)).not.toBeInTheDocument();
  });
});
