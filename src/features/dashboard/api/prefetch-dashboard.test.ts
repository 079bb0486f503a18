import { createMockServer, SEED_IDS } from '@mocks/node';
import { serveMockApi } from '@tests/utils/mock-api';
import { createTestQueryClient, TEST_CONFIG } from '@tests/utils/render-app';
import {
  getGetDashboardAgingQueryKey,
  getGetDashboardArrangementsQueryKey,
  getGetDashboardBalancesQueryKey,
  getGetDashboardDsoQueryKey,
  getGetDashboardIssuesQueryKey,
  getGetDashboardMailQueryKey,
} from '@/api/generated/endpoints/dashboard/dashboard';
import type { RouteAccess } from '@/api/route-access';
import { setRuntimeConfig } from '@/lib/config';
import { prefetchDashboard } from './prefetch-dashboard';

const mock = createMockServer();
serveMockApi(mock);
const NL = SEED_IDS.administrations.nl;

const MONEY = [getGetDashboardBalancesQueryKey(NL), getGetDashboardDsoQueryKey(NL), getGetDashboardAgingQueryKey(NL)];
const AREAS = [getGetDashboardMailQueryKey(NL), getGetDashboardIssuesQueryKey(NL), getGetDashboardArrangementsQueryKey(NL)];

/** Permissions that arrive when the test says so, as the profile's answer does. */
function heldLater() {
  let grant: (held: readonly string[]) => void = () => undefined;
  const permissions = new Promise<readonly string[]>((resolve) => (grant = resolve));
  const access: RouteAccess = { administrationId: NL, permissions: () => permissions };
  return { access, grant };
}

beforeEach(() => setRuntimeConfig(TEST_CONFIG));

describe('the dashboard route starts its reads', () => {
  it('asks for the money figures at once, under the keys its cards read, and for the others once the permissions allow them', async () => {
    const queryClient = createTestQueryClient();
    const { access, grant } = heldLater();
    prefetchDashboard({ queryClient, administrationId: NL, access });

    for (const key of MONEY) expect(queryClient.getQueryState(key)?.fetchStatus, JSON.stringify(key)).toBe('fetching');
    for (const key of AREAS) expect(queryClient.getQueryState(key), JSON.stringify(key)).toBeUndefined();

    grant(['Manage_Home', 'Manage_Invoices', 'Manage_Issues']);
    await vi.waitFor(() => expect(queryClient.getQueryState(getGetDashboardIssuesQueryKey(NL))?.status).toBe('success'));
    for (const key of MONEY) await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
    // Not the user's to read: not asked for.
    expect(queryClient.getQueryState(getGetDashboardMailQueryKey(NL))).toBeUndefined();
    expect(queryClient.getQueryState(getGetDashboardArrangementsQueryKey(NL))).toBeUndefined();
  });

  it('asks again on the next visit, however recent the last answer', async () => {
    const queryClient = createTestQueryClient();
    const { access } = heldLater();
    prefetchDashboard({ queryClient, administrationId: NL, access });
    await vi.waitFor(() => expect(queryClient.getQueryState(MONEY[0]!)?.status).toBe('success'));
    const firstAnswer = queryClient.getQueryState(MONEY[0]!)!.dataUpdatedAt;

    prefetchDashboard({ queryClient, administrationId: NL, access });
    expect(queryClient.getQueryState(MONEY[0]!)?.fetchStatus).toBe('fetching');
    await vi.waitFor(() => expect(queryClient.getQueryState(MONEY[0]!)?.fetchStatus).toBe('idle'));
    expect(queryClient.getQueryState(MONEY[0]!)!.dataUpdatedAt).toBeGreaterThanOrEqual(firstAnswer);
  });
});
