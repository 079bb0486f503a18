import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { holdRequests, serveMockApi } from '@tests/utils/mock-api';
import { createTestQueryClient, TEST_CONFIG } from '@tests/utils/render-app';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { ACCESS_TOKEN_KEY } from '@/api/tokens';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { CreditReportPanel } from './CreditReportPanel';

const mock = createMockServer({ now: () => new Date('2026-11-20T09:00:00Z') });
serveMockApi(mock);

const NL = SEED_IDS.administrations.nl;

function renderPanel(accessToken?: string) {
  setRuntimeConfig(TEST_CONFIG);
  localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, NL);
  if (accessToken) localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <CreditReportPanel administrationId={NL} customerId="cus-nl-0001" />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Credit report' });
}

beforeAll(() => i18n.changeLanguage('en-US'));
afterEach(() => localStorage.clear());

describe('the credit report panel', () => {
  it('says it is loading, then shows the provider’s score, risk and advised limit', async () => {
    const release = holdRequests(mock, 'GET', (url) => url.includes('/credit-report'));
    const panel = renderPanel();
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading the credit report…');
    release();
    expect(await within(panel).findByText(/^\d+ of 100$/)).toBeInTheDocument();
    expect(within(panel).getByText(/^(Low|Moderate|High|Severe) risk$/)).toBeInTheDocument();
    expect(within(panel).getByText('Advised credit limit')).toBeInTheDocument();
    expect(within(panel).getByText(/^Reported by Dun & Bradstreet on .+ \(D-U-N-S \d{2}-\d{3}-\d{4}\)\.$/)).toBeInTheDocument();
  });

  it('offers "Try again" when the report failed', async () => {
    injectFault({ method: 'GET', path: '/credit-report', status: 500, times: 1 });
    const panel = renderPanel();
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('The credit report could not be loaded.');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await within(panel).findByText(/^\d+ of 100$/)).toBeInTheDocument();
  });

  it('says so when the account may not read credit reports', async () => {
    const { access_token } = await mock.issueTokens(SEED_IDS.users.pieter);
    const panel = renderPanel(access_token);
    expect(await within(panel).findByText('Your account may not read credit reports.')).toBeInTheDocument();
  });
});
