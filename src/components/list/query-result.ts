import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import { invalidateAfterMutation } from '@/api/cache';
import type { BulkResult } from '@/lib/list/selection';
import type { ListResult } from './types';

/** A generated list query (kept previous data while a new page loads) as the kit's list result. */
export function listResultOf<Row>(query: UseQueryResult<{ items: readonly Row[]; total: number }>): ListResult<Row> {
  if (query.isSuccess) return { status: 'success', items: query.data.items, total: query.data.total, updating: query.isPlaceholderData };
  if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  return { status: 'pending' };
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
