import type { QueryClient } from '@tanstack/react-query';
import { listCustomers } from '@/api/generated/endpoints/customers/customers';
import { assignJourney } from '@/api/generated/endpoints/journeys/journeys';
import type { Journey, ListCustomersParams } from '@/api/generated/model';
import { runBulkOperation } from '@/components/list/query-result';
import type { BulkAction } from '@/components/list/types';
import type { BulkTarget } from '@/lib/list/selection';

const NONE = '-';
/** The contract assigns at most this many customers at once. */
const MAX = 1000;

/** The customers a target stands for: its ids, or those its filter matches now minus the exclusions. */
async function customerIds(administrationId: string, target: BulkTarget): Promise<string[]> {
  if ('ids' in target) return target.ids;
  const excluded = new Set(target.excludeIds ?? []);
  const page = await listCustomers(administrationId, { ...(target.matching as ListCustomersParams), page: 1, 'per-page': MAX });
  return page.items.map((customer) => customer.id).filter((id) => !excluded.has(id));
}

/** "Assign a journey": a choice of the administration's journeys (or none) for the customers chosen. */
export function journeyBulkAction(
  queryClient: QueryClient,
  administrationId: string,
  journeys: readonly Pick<Journey, 'id' | 'name'>[],
  labels: { action: string; choice: string; none: string },
): BulkAction {
  return {
    id: 'journey',
    label: labels.action,
    reason: {
      label: labels.action,
      withoutText: true,
      choice: { label: labels.choice, textFor: NONE, options: [{ value: NONE, label: labels.none }, ...journeys.map((journey) => ({ value: journey.id, label: journey.name }))] },
    },
    run: async (target, { choice }) => {
      const ids = await customerIds(administrationId, target);
      const body = { journeyId: choice && choice !== NONE ? choice : null, customerIds: ids };
      return runBulkOperation(queryClient, 'assignJourney', administrationId, body, (data, options) => assignJourney(administrationId, data, options));
    },
  };
}
