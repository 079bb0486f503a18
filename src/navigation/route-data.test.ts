import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { ApiError } from '@/api/errors';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';
import { listRoute, recordRoute, recordTabRoute } from './route-data';

const config = {
  sortable: ['name', 'overdue'],
  searchFields: ['name', 'number'],
  filters: { status: { kind: 'multi', values: ['active', 'closed'] } },
  defaults: { sortBy: 'overdue', sortOrder: 'desc', searchField: 'name', perPage: 25 },
} as const satisfies ListDefinitionConfig;

/** Answers held until released, by query key path; every read counted. */
function fakeQueries() {
  const queryClient = new QueryClient();
  const reads: unknown[][] = [];
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  vi.spyOn(queryClient, 'ensureQueryData').mockImplementation(((options: { queryKey: unknown[] }) => {
    reads.push(options.queryKey);
    return new Promise((resolve, reject) => pending.set(JSON.stringify(options.queryKey), { resolve, reject }));
  }) as never);
  const settle = (index: number, outcome: { data?: unknown; error?: unknown }) => {
    const answer = pending.get(JSON.stringify(reads[index]));
    if (outcome.error) answer?.reject(outcome.error);
    else answer?.resolve(outcome.data);
  };
  return { queryClient, reads, settle };
}

/** A frame putting the context the app layout puts, and `page` (its options given) below it. */
function appWith(url: string, queryClient: QueryClient, options: object, path = 'records/$recordId/list') {
  const access = { administrationId: 'adm-1', permissions: vi.fn(async () => ['Manage_Home', 'Manage_Customers']) };
  const root = createRootRoute();
  const frame = createRoute({ getParentRoute: () => root, id: 'frame', beforeLoad: () => ({ access, queryClient }) });
  const page = createRoute({ getParentRoute: () => frame, path, ...options });
  const router = createRouter({ routeTree: root.addChildren([frame.addChildren([page])]), history: createMemoryHistory({ initialEntries: [url] }) });
  const pageMatch = () => router.state.matches.find((match) => match.routeId === page.id);
  return { router, access, pageMatch };
}

describe('listRoute', () => {
  const customers = listRoute({
    permission: 'Manage_Customers',
    namespaces: [],
    list: config,
    read: '/administrations/{administrationId}/customers',
    scope: { 'super-debtor-id': 'recordId' },
    open: (raw) => (typeof raw.callId === 'string' ? { callId: raw.callId } : {}),
  });

  it('reads the list kit keys from the URL, drops what is invalid, and keeps the keys that open something', () => {
    expect(customers.validateSearch({ sortBy: 'name', sortOrder: 'sideways', page: 2, status: ['active', 'nope'], callId: 'call-1', other: 'x' })).toEqual({
      sortBy: 'name',
      page: 2,
      status: ['active'],
      callId: 'call-1',
    });
  });

  it('starts the list call with the contract names and the scope when the route matches; entering waits for the permissions, not the rows', async () => {
    const { queryClient, reads } = fakeQueries();
    const { router, access, pageMatch } = appWith('/records/grp-1/list?sortBy=name&page=3', queryClient, customers);
    await router.load();
    expect(reads).toEqual([
      [
        '/administrations/adm-1/customers',
        { page: 3, 'per-page': 25, 'sort-by': 'name', 'sort-order': 'desc', 'super-debtor-id': 'grp-1' },
      ],
    ]);
    expect(access.permissions).toHaveBeenCalled();
    expect(pageMatch()?.status).toBe('success');
  });

  it('a new sort or page only starts its request: the page stays as it is, a failure is the list’s to show', async () => {
    const { queryClient, reads, settle } = fakeQueries();
    const { router, pageMatch } = appWith('/records/grp-1/list', queryClient, customers);
    await router.load();
    router.history.replace('/records/grp-1/list?page=2');
    await router.load();
    expect(reads).toHaveLength(2);
    settle(1, { error: new ApiError(500, 'listCustomers') });
    expect(pageMatch()?.status).toBe('success');
    // Opening a call changes no list key: the same list is asked for (the cache has it), no other.
    router.history.replace('/records/grp-1/list?page=2&callId=call-1');
    await router.load();
    expect(new Set(reads.map((key) => JSON.stringify(key))).size).toBe(2);
  });

  it('with waitForRows, entering waits for the rows and their failure is the route’s', async () => {
    const { queryClient, settle } = fakeQueries();
    const templates = listRoute({
      permission: null,
      namespaces: [],
      read: '/administrations/{administrationId}/templates',
      search: (raw) => ({ name: typeof raw.name === 'string' ? raw.name : undefined }),
      query: ({ name }) => (name ? { name } : {}),
      waitForRows: true,
    });
    const { router, pageMatch } = appWith('/records/grp-1/list?name=Reminder', queryClient, templates);
    const loaded = router.load();
    await vi.waitFor(() => expect(queryClient.ensureQueryData).toHaveBeenCalled());
    settle(0, { error: new ApiError(503, 'listTemplates') });
    await loaded;
    expect(pageMatch()?.status).toBe('error');
    expect(pageMatch()?.error).toMatchObject({ status: 503 });
  });
});

describe('recordRoute', () => {
  it('waits for the record; a record that does not exist is the route’s 404', async () => {
    const { queryClient, reads, settle } = fakeQueries();
    const record = recordRoute({ permission: 'Manage_Customers', read: '/administrations/{administrationId}/customers/{customerId}' });
    const { router, pageMatch } = appWith('/customers/cus-9', queryClient, record, 'customers/$customerId');
    const loaded = router.load();
    await vi.waitFor(() => expect(reads).toEqual([['/administrations/adm-1/customers/cus-9']]));
    settle(0, { error: new ApiError(404, 'getCustomer') });
    await loaded;
    expect(pageMatch()?.error).toMatchObject({ status: 404 });
  });
});

describe('recordTabRoute', () => {
  it('starts what the tab prefetches and does not wait for it', async () => {
    const { queryClient } = fakeQueries();
    const prefetch = vi.fn();
    const tab = recordTabRoute({ permission: null, namespaces: [], prefetch });
    const { router, pageMatch } = appWith('/records/grp-1/list', queryClient, tab);
    await router.load();
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ params: { recordId: 'grp-1' } }));
    expect(pageMatch()?.status).toBe('success');
  });
});
