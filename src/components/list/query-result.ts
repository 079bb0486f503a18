import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import { invalidateAfterMutation } from '@/api/cache';
import type { PageCount, PageTotal } from '@/api/generated/model';
import { createIdempotencyKeys } from '@/lib/idempotency';
import type { BulkResult } from '@/lib/list/selection';
import type { ListResult } from './types';

/**
 * A list page from TanStack Query as the kit shows it. With `placeholderData: keepPreviousData`
 * the previous page stays on screen, marked as updating, while the next one loads. A failed
 * refetch of a page already shown is still a failure: the kit shows the error with "Try again".
 */
export function listResultFrom<Row>(query: UseQueryResult<{ items: readonly Row[]; total: number; totals?: readonly PageTotal[]; counts?: readonly PageCount[] }>): ListResult<Row> {
  if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  if (!query.data) return { status: 'pending' };
  return { status: 'success', items: query.data.items, total: query.data.total, totals: query.data.totals, counts: query.data.counts, updating: query.isPlaceholderData };
}

const bulkKeys = createIdempotencyKeys();

/**
 * Runs a bulk operation once — its `Idempotency-Key` stays the same for the same action on the
 * same target until it succeeded, so the user's retry after a lost answer acts once on the server —
 * then refreshes what the operation changed (its cache groups, as after any generated mutation).
 */
export async function runBulkOperation<Body>(
  queryClient: QueryClient,
  operationId: string,
  administrationId: string,
  body: Body,
  call: (body: Body, options: RequestInit) => Promise<BulkResult>,
): Promise<BulkResult> {
  const operation = { operationId, administrationId, body };
  const result = await call(body, { headers: { 'Idempotency-Key': bulkKeys.keyFor(operation) } });
  bulkKeys.succeeded(operation);
  await invalidateAfterMutation(queryClient, [operationId], { administrationId });
  return result;
}
