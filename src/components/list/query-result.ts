import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import { invalidateAfterMutation } from '@/api/cache';
import type { BulkResult } from '@/lib/list/selection';
import type { ListResult } from './types';

/**
 * A list page from TanStack Query as the kit shows it. With `placeholderData: keepPreviousData`
 * the previous page stays on screen, marked as updating, while the next one loads. A failed
 * refetch of a page already shown is still a failure: the kit shows the error with "Try again".
 */
export function listResultFrom<Row>(query: UseQueryResult<{ items: readonly Row[]; total: number }>): ListResult<Row> {
  if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  if (!query.data) return { status: 'pending' };
  return { status: 'success', items: query.data.items, total: query.data.total, updating: query.isPlaceholderData };
}

/**
 * Runs a bulk operation once — its `Idempotency-Key` makes a retried request (a dropped answer)
 * act once on the server — then refreshes what the operation changed (its cache groups, as after
 * any generated mutation).
 */
export async function runBulkOperation(
  queryClient: QueryClient,
  operationId: string,
  administrationId: string,
  call: (options: RequestInit) => Promise<BulkResult>,
): Promise<BulkResult> {
  const result = await call({ headers: { 'Idempotency-Key': crypto.randomUUID() } });
  await invalidateAfterMutation(queryClient, [operationId], { administrationId });
  return result;
}
