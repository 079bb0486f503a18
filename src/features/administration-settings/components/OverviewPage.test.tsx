import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, TEST_API_ROOT, TEST_CONFIG } from '@tests/utils/render-app';
import { holdRequests, serveMockApi } from '@tests/utils/mock-api';
import type { AdministrationOverview } from '@/api/generated/model';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { OverviewPage } from './OverviewPage';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const GB = SEED_IDS.administrations.gb;

serveMockApi(mock);

function openPage(administrationId: string) {
  setRuntimeConfig(TEST_CONFIG);
  localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, administrationId);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <OverviewPage administrationId={administrationId} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function overviewOf(administrationId: string): Promise<AdministrationOverview> {
  return (await (await fetch(`${TEST_API_ROOT}/administrations/${administrationId}/settings/overview`)).json()) as AdministrationOverview;
}

/** The facts as term → description. */
function facts(panel: HTMLElement): Record<string, string> {
  const terms = within(panel).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('the administration settings overview', () => {
  it('shows it is loading, then says it failed with a way to try again, then the facts with links', async () => {
    const release = holdRequests(mock, 'GET', (address) => address.endsWith('/settings/overview'));
    injectFault({ method: 'GET', path: '/settings/overview', status: 500, times: 1 });
    const user = openPage(NL);
    const panel = await screen.findByRole('region', { name: 'The administration at a glance' });
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading');
    // The links to every page are there at once: they need no answer.
    expect(screen.getByRole('navigation', { name: 'Settings of this administration' })).toBeInTheDocument();
    release();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The overview could not be loaded.');

    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    await within(panel).findAllByRole('term');
    expect(panel).toHaveAttribute('aria-busy', 'false');
    expect(facts(panel)).toEqual({
      Name: 'Van Dijk Installatietechniek B.V.',
      Plan: 'Business',
      'Active users': '3',
      'Pending invitations': '1',
      // The product's name, not its id; the moment as the locale writes it.
      'Accounting package': 'Exact Online: connectedLast synchronised Nov 20, 2026, 8:00 AM',
    });
    expect(within(panel).getByRole('link', { name: 'Business' })).toHaveAttribute('href', `/administrations/${NL}/settings/subscription`);
    expect(within(panel).getByRole('link', { name: '3' })).toHaveAttribute('href', `/administrations/${NL}/settings/users`);
    // The counts are the server's: members less those still invited.
    const expected = await overviewOf(NL);
    expect([expected.activeUsers, expected.pendingInvitations]).toEqual([3, 1]);
    const pages = screen.getByRole('navigation', { name: 'Settings of this administration' });
    expect(within(pages).getAllByRole('link').map((link) => link.textContent)).toEqual(['Users', 'Subscription', 'Style', 'Permissions', 'Issue settings', 'Departments', 'Content settings']);
    expect(within(pages).getByRole('link', { name: 'Issue settings' })).toHaveAttribute('href', `/administrations/${NL}/settings/issues-settings`);
  });

  it('says so when the server refuses it, without a Try again that would fail again', async () => {
    injectFault({ method: 'GET', path: '/settings/overview', status: 403, times: 1 });
    openPage(NL);
    const panel = await screen.findByRole('region', { name: 'The administration at a glance' });
    expect(await within(panel).findByText(/may not manage the settings of this administration/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says when the last synchronisation of the accounting package failed (the British administration)', async () => {
    openPage(GB);
    const panel = await screen.findByRole('region', { name: 'The administration at a glance' });
    await within(panel).findAllByRole('term');
    expect(facts(panel)).toMatchObject({
      Name: (await overviewOf(GB)).name,
      'Accounting package': 'Xero: the last synchronisation failedLast synchronised Nov 19, 2026, 9:00 PM',
    });
  });
});
