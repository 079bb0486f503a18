import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from '@/api/errors';

/** Data cache rules of SPEC §9: unused data kept 60 s; no refetch on focus or reconnect. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
