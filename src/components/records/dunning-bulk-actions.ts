import type { QueryClient } from '@tanstack/react-query';
import { runBulkOperation } from '@/components/list/query-result';
import type { BulkAction } from '@/components/list/types';
import type { BulkResult, BulkTarget } from '@/lib/list/selection';

/** The contract's bulk target for a list whose filter is `F`: the ids chosen, or the filter minus the rows left out. */
export type ContractBulkTarget<F> = { ids: string[] } | { matching: F; excludeIds?: string[] };

function contractTarget<F>(target: BulkTarget): ContractBulkTarget<F> {
  return 'ids' in target ? { ids: target.ids } : { matching: target.matching as F, excludeIds: target.excludeIds };
}

type Call<Body> = readonly [operationId: string, call: (body: Body, options: RequestInit) => Promise<BulkResult>];

type DunningBulkOptions<F> = {
  labels: { pause: string; resume: string; reason: string };
  /** The list's bulk pause and resume operations (customers', invoices'). */
  pause: Call<{ target: ContractBulkTarget<F>; reason: string }>;
  resume: Call<{ target: ContractBulkTarget<F> }>;
};

/**
 * Pausing (with the reason asked for) and resuming the dunning of every row a list's selection
 * covers: the same two bulk actions on every list of records that are dunned.
 */
export function dunningBulkActions<F>(queryClient: QueryClient, administrationId: string, { labels, pause, resume }: DunningBulkOptions<F>): BulkAction[] {
  return [
    {
      id: 'pause',
      label: labels.pause,
      reason: { label: labels.reason, maxLength: 500 },
      run: (target, { reason = '' }) =>
        runBulkOperation(queryClient, pause[0], administrationId, { target: contractTarget<F>(target), reason }, pause[1]),
    },
    {
      id: 'resume',
      label: labels.resume,
      run: (target) => runBulkOperation(queryClient, resume[0], administrationId, { target: contractTarget<F>(target) }, resume[1]),
    },
  ];
}
