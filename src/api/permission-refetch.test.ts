import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';
import { getGetProfileQueryKey } from './generated/endpoints/administrations/administrations';
import { refetchPermissionsOnForbidden } from './permission-refetch';

const profile = getGetProfileQueryKey('adm-nl-001');
let queryClient: QueryClient;
let stop: () => void;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stop = refetchPermissionsOnForbidden(queryClient);
  queryClient.setQueryData(profile, { permissions: ['Manage_Customers'] });
});
afterEach(() => {
  stop();
  queryClient.clear();
});
const profileStale = () => queryClient.getQueryState(profile)?.isInvalidated;
const failRead = (error: ApiError) =>
  queryClient.fetchQuery({ queryKey: ['/administrations/adm-nl-001/customers', error.status, error.operation], queryFn: () => Promise.reject(error) }).catch(() => undefined);

describe('the permission refetch on a 403 (SPEC §4)', () => {
  it('marks the profile stale when a read is refused', async () => {
    await failRead(new ApiError(403, 'listCustomers'));
    expect(profileStale()).toBe(true);
  });

  it('marks it stale when a change is refused', async () => {
    await new MutationObserver(queryClient, { mutationFn: () => Promise.reject(new ApiError(403, 'updateCustomer')) }).mutate().catch(() => undefined);
    expect(profileStale()).toBe(true);
  });

  it('leaves it alone for other failures and for a refused profile itself (no loop)', async () => {
    await failRead(new ApiError(404, 'getCustomer'));
    await failRead(new ApiError(403, 'getProfile'));
    expect(profileStale()).toBe(false);
  });
});
