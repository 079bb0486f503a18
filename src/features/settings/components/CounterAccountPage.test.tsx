import { createMockServer, SEED_IDS } from '@mocks/node';
import { serveMockApi } from '@tests/utils/mock-api';
import { createTestQueryClient, TEST_CONFIG } from '@tests/utils/render-app';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { Suspense } from 'react';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { CounterAccountPage } from './CounterAccountPage';

const mock = createMockServer();
serveMockApi(mock);
const NL = SEED_IDS.administrations.nl;
const stored = () => JSON.parse(mock.store.db.settingsDocuments.findFirst((q) => q.where({ id: `${NL}:counter-account` }))!.body) as { iban: string };

/** The counter-account page alone (the form kit makes every settings page behave the same), and a page to leave for. */
function renderPage() {
  setRuntimeConfig(TEST_CONFIG);
  localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, NL);
  const root = createRootRoute({ component: () => <Suspense fallback="Loading">{<Outlet />}</Suspense> });
  const page = createRoute({ getParentRoute: () => root, path: '/settings/counteraccount', component: () => <CounterAccountPage administrationId={NL} /> });
  const elsewhere = createRoute({ getParentRoute: () => root, path: '/dashboard', component: () => <p>Elsewhere</p> });
  const router = createRouter({ routeTree: root.addChildren([page, elsewhere]), history: createMemoryHistory({ initialEntries: ['/settings/counteraccount'] }) });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

beforeAll(() => i18n.changeLanguage('en-US'));
afterEach(() => mock.reset());

describe('a settings page (counter account)', () => {
  it('says which check failed on the field, and a failed save keeps what was typed', async () => {
    const { user } = renderPage();
    const iban = await screen.findByRole('textbox', { name: 'IBAN' });
    await user.clear(iban);
    await user.type(iban, 'NL91 ABNA 0417 1643 01');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The check digits do not match. A character is probably mistyped.')).toBeInTheDocument();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban).toHaveFocus();

    mock.injectFault({ method: 'PUT', path: '/settings/counter-account', status: 500, times: 1 });
    await user.clear(iban);
    await user.type(iban, 'NL02ABNA0123456789');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(iban).toHaveValue('NL02ABNA0123456789');
    expect(stored().iban).toBe('NL91 ABNA 0417 1643 00');

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Settings saved.'));
    expect(stored().iban).toBe('NL02 ABNA 0123 4567 89');
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveValue('NL02 ABNA 0123 4567 89');
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    const { user, router } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Bank name' }), ' Zakelijk');
    void router.navigate({ to: '/dashboard' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Bank name' })).toHaveValue('ABN AMRO Zakelijk');

    void router.navigate({ to: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Leave and discard' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });
});
