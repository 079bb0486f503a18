import { clearFaults, createMockServer, injectFault, resetMockDb, SEED_IDS, SEED_TOKENS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { cleanupLayouts, renderLayout } from '../layout/layout-test-harness';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanupLayouts();
  localStorage.clear();
  clearFaults();
  await resetMockDb();
});
afterAll(() => mock.server.close());

const customer = () => mock.store.db.customers.all().find((c) => c.administrationId === NL)!;
const invoice = () => mock.store.db.invoices.all().find((i) => i.administrationId === NL)!;

async function openPalette(url = '/dashboard', accessToken?: string) {
  const rendered = renderLayout(url, { administrationId: NL, accessToken });
  await screen.findByRole('heading', { level: 1 });
  // The button's behaviour (and Ctrl K) loads once the page has settled; its placeholder stands in until then.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Search (Ctrl K)' })).toHaveAttribute('aria-keyshortcuts'), { timeout: 10_000 });
  const button = screen.getByRole('button', { name: 'Search (Ctrl K)' });
  await rendered.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Search' });
  const box = within(dialog).getByRole('combobox', { name: 'Search customers, invoices and pages' });
  await waitFor(() => expect(box).toHaveFocus());
  return { ...rendered, dialog, box, button };
}

describe('command palette', () => {
  it('opens with Ctrl K, finds a customer by number after a pause and opens it with Enter', async () => {
    const { user, router } = renderLayout('/dashboard', { administrationId: NL });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard page' });
    // Ctrl K works once the frame's deferred controls have loaded (after the page settled).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search (Ctrl K)' })).toHaveAttribute('aria-keyshortcuts'), { timeout: 10_000 });
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Search' });
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    const box = within(dialog).getByRole('combobox', { name: 'Search customers, invoices and pages' });
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, customer().number);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Searching…');
    const hit = await within(dialog).findByRole('option', { name: new RegExp(customer().name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    expect(within(dialog).getByRole('group', { name: 'Customers' })).toContainElement(hit);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant', hit.id));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/customers/${customer().id}`);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument());
  });

  it('asks for three characters before searching records, and finds pages from the first', async () => {
    const { user, dialog, box } = await openPalette();
    await user.type(box, 'cu');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Type at least 3 characters to search customers and invoices.');
    expect(within(dialog).getByRole('option', { name: 'Customers' })).toBeInTheDocument();
  });

  it('says when nothing is found', async () => {
    const { user, dialog, box } = await openPalette();
    await user.type(box, 'zzzqqq');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Nothing found for “zzzqqq”.'));
    expect(within(dialog).queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows a failed search with Try again, which asks again', async () => {
    injectFault({ method: 'GET', path: '/search', status: 500 });
    const { user, dialog, box } = await openPalette();
    await user.type(box, invoice().number);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The search did not work.');
    clearFaults();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('option', { name: new RegExp(invoice().number) })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers only what the user may open: Sanne finds invoices but no customers, nor the customers page', async () => {
    const { user, dialog, box } = await openPalette('/dashboard', SEED_TOKENS.sanne.access);
    await user.type(box, customer().number);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(`Nothing found for “${customer().number}”.`));
    await user.clear(box);
    await user.type(box, 'Invo');
    expect(await within(dialog).findByRole('option', { name: 'Invoices' })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'Custom');
    expect(within(dialog).queryByRole('option', { name: 'Customers' })).not.toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to the button', async () => {
    const { user, box } = await openPalette();
    await user.type(box, 'abc');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument());
    const button = screen.getByRole('button', { name: 'Search (Ctrl K)' });
    await waitFor(() => expect(button).toHaveFocus());
    // Opened again, it starts empty.
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(dialog).getByRole('combobox')).toHaveValue('');
  });
});

describe('keyboard shortcuts', () => {
  it('? lists the shortcuts of the areas the user may open; g then c goes to the customers', async () => {
    const { user, router } = renderLayout('/dashboard', { administrationId: NL });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard page' });
    // The shortcuts load once the page has settled.
    await waitFor(
      async () => {
        await user.keyboard('?');
        expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
      },
      { timeout: 5000 },
    );
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const action of ['Go to Customers', 'Go to Invoices', 'Go to Mailbox', 'Go to Templates', 'Go to Dashboard', 'Show these shortcuts']) {
      expect(within(dialog).getByRole('row', { name: new RegExp(action) })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('row', { name: /Go to Customers/ })).toHaveTextContent('gthenc');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('gc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customers');
  });

  it('lists no shortcut to an area the user may not open, and does not go there', async () => {
    const { user, router } = renderLayout('/dashboard', { administrationId: NL, accessToken: SEED_TOKENS.sanne.access });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard page' });
    await waitFor(
      async () => {
        await user.keyboard('?');
        expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
      },
      { timeout: 5000 },
    );
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByRole('row', { name: /Go to Invoices/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('row', { name: /Go to Customers/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('gc');
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
