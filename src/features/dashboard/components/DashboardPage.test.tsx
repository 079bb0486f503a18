import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { holdRequests, serveMockApi } from '@tests/utils/mock-api';
import { createTestQueryClient, TEST_CONFIG } from '@tests/utils/render-app';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { ACCESS_TOKEN_KEY } from '@/api/tokens';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { DashboardPage } from './DashboardPage';

const mock = createMockServer({ now: () => new Date('2026-11-20T09:00:00Z') });
serveMockApi(mock);

const NL = SEED_IDS.administrations.nl;

/** The dashboard's cards alone, in a router of their own (the figures are links), as Anna unless a token says otherwise. */
function renderDashboard(accessToken?: string) {
  setRuntimeConfig(TEST_CONFIG);
  localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, NL);
  if (accessToken) localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
  const queryClient = createTestQueryClient();
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <DashboardPage administrationId={NL} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const card = (name: string) => screen.findByRole('region', { name });

beforeAll(() => i18n.changeLanguage('en-US'));
afterEach(() => localStorage.clear());

describe('the dashboard', () => {
  it('paints each card on its own (the balances show while the aging answer is held), each figure a link to its list', async () => {
    const release = holdRequests(mock, 'GET', (url) => url.includes('/dashboard/aging'));
    renderDashboard();
    const balances = await card('What is owed');
    const outstanding = await within(balances).findByRole('link', { name: /^Outstanding:\s*€[\d,]+\.\d\d$/ });
    expect(outstanding.getAttribute('href')).toContain('/invoices?');
    expect(await within(await card('Incoming mail')).findByRole('link', { name: /unread message/ })).toHaveAttribute('href', expect.stringContaining('/mailbox?status='));
    const aging = await card('How late');
    expect(aging).toHaveAttribute('aria-busy', 'true');
    expect(within(aging).getByRole('status')).toHaveTextContent('Loading…');
    release();
    expect(await within(aging).findByRole('table', { name: 'Outstanding by days past due (table)' })).toBeInTheDocument();
    expect(await within(aging).findByRole('img', { name: 'Outstanding by days past due' })).toBeInTheDocument();
    expect(within(aging).getAllByRole('row')).toHaveLength(6);
    expect(aging).toHaveAttribute('aria-busy', 'false');

    // DSO with its formula; the issues and broken arrangements that need attention.
    const dso = await card('Days sales outstanding (DSO)');
    expect(await within(dso).findByText(/^\d+(\.\d)? days$/)).toBeInTheDocument();
    expect(within(dso).getByText('DSO = outstanding ÷ invoiced in the last 90 days × 90')).toBeInTheDocument();
    expect(await within(await card('Issues needing attention')).findByRole('link', { name: /open more than 14 days/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/issues\?.*ageMin=%2215%22/),
    );
    expect(await within(await card('Broken arrangements')).findByRole('link', { name: /broken arrangement/ })).toBeInTheDocument();
    // My tasks: overdue ones lead to that quick view of /tasks with me as the assignee.
    expect(await within(await card('My tasks')).findByRole('link', { name: /overdue$/ })).toHaveAttribute('href', expect.stringMatching(/^\/tasks\?view=.*overdue.*&assignee=.*usr-anna/));
  });

  it('shows a card that failed with "Try again", and the others still', async () => {
    injectFault({ method: 'GET', path: '/dashboard/dso', status: 500, times: 1 });
    renderDashboard();
    const dso = await card('Days sales outstanding (DSO)');
    const alert = await within(dso).findByRole('alert');
    expect(alert).toHaveTextContent('This card could not be loaded.');
    expect(await within(await card('What is owed')).findAllByRole('link')).toHaveLength(5);
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await within(dso).findByText('DSO = outstanding ÷ invoiced in the last 90 days × 90')).toBeInTheDocument();
  });

  it('gives Pieter, who may open no list, the money figures as plain text and no card of an area', async () => {
    const { access_token } = await mock.issueTokens(SEED_IDS.users.pieter);
    renderDashboard(access_token);
    expect(await screen.findByText(/The lists behind them need permissions your account does not have/)).toBeInTheDocument();
    const balances = await card('What is owed');
    expect(await within(balances).findByText('Outstanding')).toBeInTheDocument();
    expect(await within(balances).findAllByText(/^€/)).toHaveLength(5);
    expect(within(balances).queryByRole('link')).toBeNull();
    expect(await card('How late')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Incoming mail' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Issues needing attention' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Broken arrangements' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'My tasks' })).toBeNull();
  });

  it('says what the journeys will make in the next seven days, each figure a link to /journeys', async () => {
    renderDashboard();
    const journeys = await card('What the journeys will do in the next 7 days');
    const emails = await within(journeys).findByRole('link', { name: /^\d+ emails?$/ });
    expect(emails).toHaveAttribute('href', '/journeys');
  });
});
