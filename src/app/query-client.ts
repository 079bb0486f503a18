import { MutationCache, QueryClient } from '@tanstack/react-query';
import { NetworkError } from '@/api/errors';

/**
 * Data cache rules of SPEC §9: unused data kept 60 s; no refetch on focus or reconnect. Every
 * successful mutation made through a generated hook invalidates the cache groups its operation
 * names in the contract (x-cache-group, x-invalidates), so no screen keeps its own list of keys.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // Returned, so a mutation stays pending until the answers on screen are fresh again: what is
      // "under way" ends when the user can see its result. The cache mapping (it grows with every
      // area) loads with the first change, not before the first paint.
      onSuccess: (_data, variables, _context, mutation) =>
        import('@/api/cache')
          .then(({ invalidateAfterMutation }) => invalidateAfterMutation(queryClient, mutation.options.mutationKey, variables))
          .catch((error: unknown) => console.error(`Cache invalidation after ${String(mutation.options.mutationKey?.[0])} failed`, error)),
    }),
    defaultOptions: {
      queries: {
        gcTime: 60_000,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // Only a dropped connection is worth one silent retry; server and contract errors are shown at once.
        retry: (failureCount, error) => error instanceof NetworkError && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
