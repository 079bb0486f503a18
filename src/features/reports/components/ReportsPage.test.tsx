import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { holdRequests, serveMockApi } from '@tests/utils/mock-api';
import { createTestQueryClient, TEST_CONFIG } from '@tests/utils/render-app';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { ACCESS_TOKEN_KEY } from '@/api/tokens';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { ReportsPage } from './ReportsPage';

const mock = createMockServer({ now: () => new Date('2026-11-20T09:00:00Z') });
serveMockApi(mock);

const NL = SEED_IDS.administrations.nl;

/** The reports alone, as Anna unless a token says otherwise, the aging report on `asAt`. */
function renderReports({ asAt, accessToken, onAsAtChange = () => {} }: { asAt?: string; accessToken?: string; onAsAtChange?: (asAt: string | undefined) => void } = {}) {
  setRuntimeConfig(TEST_CONFIG);
  localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, NL);
  if (accessToken) localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ReportsPage administrationId={NL} asAt={asAt} onAsAtChange={onAsAtChange} />
    </QueryClientProvider>,
  );
}

const report = (name: string) => screen.findByRole('region', { name });

beforeAll(() => i18n.changeLanguage('en-US'));
afterEach(() => localStorage.clear());

describe('the reports', () => {
  it('paints each report on its own, with a summary, a chart and its table; the aging report on the day asked', async () => {
    const releaseCei = holdRequests(mock, 'GET', (url) => url.includes('/reports/cei'));
    // The aging table (a row per customer) comes last: role queries over it are slow in a test DOM.
    const releaseAging = holdRequests(mock, 'GET', (url) => url.includes('/reports/aging-by-customer'));
    const onAsAtChange = vi.fn();
    renderReports({ asAt: '2026-10-31', onAsAtChange });
    const [dso, aging, collected, cei] = await Promise.all(
      ['Days sales outstanding (DSO) over 12 months', 'Aging by customer', 'Collected per month', 'Collection effectiveness index (CEI)'].map(report),
    );
    const table = await within(dso!).findByRole('table', { name: 'DSO at each month end (table)' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(dso!).getByText(/^DSO went from [\d.]+ days at the end of Dec 2025 to [\d.]+ days on Nov 20, 2026\.$/)).toBeInTheDocument();
    expect(within(dso!).getByText(/^DSO = outstanding ÷ invoiced in the last 90 days × 90/)).toBeInTheDocument();
    expect(await within(dso!).findByRole('img', { name: 'DSO at each month end, in days' })).toBeInTheDocument();
    expect(await within(collected!).findByRole('table', { name: 'Payments received per month (table)' })).toBeInTheDocument();

    expect(cei).toHaveAttribute('aria-busy', 'true');
    expect(within(cei!).getByRole('status')).toHaveTextContent('Loading…');
    releaseCei();
    expect(await within(cei!).findByRole('table', { name: 'CEI per month (table)' })).toBeInTheDocument();
    expect(within(cei!).getByText(/^CEI = \(opening receivables \+ credit sales − closing receivables\)/)).toBeInTheDocument();

    releaseAging();
    const agingTable = await within(aging!).findByRole('table', { name: 'Outstanding by customer and days past due on Oct 31, 2026 (table)' });
    const [head] = within(agingTable).getAllByRole('rowgroup');
    expect(within(head!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Customer', 'Not due', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days', 'Total']);
    expect(within(aging!).getByText('All customers')).toBeInTheDocument();
    expect(within(aging!).getByText(/^On Oct 31, 2026, €[\d,.]+ was outstanding at \d+ customers, €[\d,.]+ of it past due\.$/)).toBeInTheDocument();
    const asAt = within(aging!).getByLabelText('As at');
    expect(asAt).toHaveValue('2026-10-31');
    expect(asAt).toHaveAttribute('max', '2026-11-20');
    fireEvent.change(asAt, { target: { value: '2026-12-01' } });
    expect(onAsAtChange).not.toHaveBeenCalled();
    fireEvent.change(asAt, { target: { value: '2026-09-30' } });
    expect(onAsAtChange).toHaveBeenCalledWith('2026-09-30');
    expect(within(aging!).getByRole('button', { name: 'Download Aging by customer as CSV' })).toBeInTheDocument();
  });

  it('says so when nothing was outstanding on the day, and offers "Try again" for a report that failed', async () => {
    injectFault({ method: 'GET', path: '/reports/dso', status: 500, times: 1 });
    renderReports({ asAt: '2000-01-31' });
    const aging = await report('Aging by customer');
    expect(await within(aging).findByText('Nothing was outstanding on Jan 31, 2000.')).toBeInTheDocument();
    expect(within(aging).queryByRole('table')).toBeNull();
    expect(within(aging).queryByRole('button', { name: /Download/ })).toBeNull();
    const dso = await report('Days sales outstanding (DSO) over 12 months');
    const alert = await within(dso).findByRole('alert');
    expect(alert).toHaveTextContent('This report could not be loaded.');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await within(dso).findByRole('table', { name: 'DSO at each month end (table)' })).toBeInTheDocument();
  });

  it('gives Pieter, who may not work with invoices, the totals only and says why', async () => {
    const { access_token } = await mock.issueTokens(SEED_IDS.users.pieter);
    renderReports({ accessToken: access_token });
    expect(await screen.findByText(/need permission to work with invoices/)).toBeInTheDocument();
    expect(await within(await report('Collection effectiveness index (CEI)')).findByRole('table', { name: 'CEI per month (table)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aging by customer' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Collected per month' })).toBeNull();
  });
});
