import { createMockServer, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

/**
 * The lists of the list kit's routes (customers, invoices, super debtors): entering one shows the
 * page with its title at once, the rows' skeletons standing in until the rows are there. The title
 * never waits for the data (issue 10's screens, `npm run bench`'s sidebar navigation).
 */
const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;

serveMockApi(mock);

/** Holds the list's requests until `release()`, then lets the mock backend answer them. */
function holdList(path: RegExp): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  mock.server.use(
    http.get('*', async ({ request }) => {
      if (path.test(new URL(request.url).pathname)) await released;
      return undefined; // on to the mock backend
    }),
  );
  return release;
}

const dataRows = (grid: HTMLElement) => within(grid).queryAllByRole('row').filter((row) => !row.hasAttribute('aria-hidden') && within(row).queryAllByRole('gridcell').length > 0);

describe.each([
  { url: '/customers', title: 'Customers', list: /\/administrations\/[^/]+\/customers$/ },
  { url: '/invoices', title: 'Invoices', list: /\/administrations\/[^/]+\/invoices$/ },
  { url: '/super-debtors', title: 'Super debtors', list: /\/administrations\/[^/]+\/super-debtors$/ },
])('$url', ({ url, title, list }) => {
  it('shows its title and skeleton rows while its rows are on their way, then the rows', async () => {
    const release = holdList(list);
    renderApp(url, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: title });
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading rows…')).toBeInTheDocument();
    expect(dataRows(grid)).toEqual([]);

    release();
    await waitFor(() => expect(dataRows(grid).length).toBeGreaterThan(0));
    expect(grid).not.toHaveAttribute('aria-busy', 'true');
  });
});
