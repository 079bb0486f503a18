import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { listResultFrom, runBulkOperation } from './query-result';

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return wrapper;
}

describe('listResultFrom', () => {
  it('pending, then the page; the previous page shows as updating while the next loads', async () => {
    let release: () => void = () => undefined;
    const { result, rerender } = renderHook(
      ({ page }: { page: number }) =>
        listResultFrom(
          useQuery({
            queryKey: ['rows', page],
            queryFn: () => (page === 1 ? Promise.resolve({ items: ['a'], total: 2 }) : new Promise<{ items: string[]; total: number }>((resolve) => (release = () => resolve({ items: ['b'], total: 2 })))),
            placeholderData: keepPreviousData,
          }),
        ),
      { wrapper: setup(), initialProps: { page: 1 } },
    );
    expect(result.current).toEqual({ status: 'pending' });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', items: ['a'], total: 2, updating: false }));
    rerender({ page: 2 });
    expect(result.current).toEqual({ status: 'success', items: ['a'], total: 2, updating: true });
    release();
    await waitFor(() => expect(result.current).toEqual({ status: 'success', items: ['b'], total: 2, updating: false }));
  });

  it('a failure, with a retry that asks again', async () => {
    let calls = 0;
    const { result } = renderHook(
      () =>
        listResultFrom(
          useQuery({
            queryKey: ['failing'],
            queryFn: () => {
              calls += 1;
              return Promise.reject(new Error('500'));
            },
          }),
        ),
      { wrapper: setup() },
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    if (result.current.status !== 'error') throw new Error('unreachable');
    expect(result.current.error).toEqual(new Error('500'));
    result.current.retry();
    await waitFor(() => expect(calls).toBe(2));
  });
});

describe('runBulkOperation', () => {
  const keyOf = (options: RequestInit) => new Headers(options.headers).get('Idempotency-Key');

  it('a retry after a lost answer sends the same Idempotency-Key; after success the next run is a new operation', async () => {
    const queryClient = new QueryClient();
    const keys: (string | null)[] = [];
    let answers = 0;
    const call = async (_body: { ids: string[] }, options: RequestInit) => {
      keys.push(keyOf(options));
      answers += 1;
      if (answers === 1) throw new TypeError('Failed to fetch');
      return { requested: 1, succeeded: 1, failed: [] };
    };
    const body = { ids: ['a'] };
    await expect(runBulkOperation(queryClient, 'bulkPauseInvoices', 'adm-nl-001', body, call)).rejects.toThrow('Failed to fetch');
    await runBulkOperation(queryClient, 'bulkPauseInvoices', 'adm-nl-001', { ids: ['a'] }, call);
    await runBulkOperation(queryClient, 'bulkPauseInvoices', 'adm-nl-001', { ids: ['a'] }, call);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
