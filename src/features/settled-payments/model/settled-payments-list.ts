/** The settled-payments list's URL state (the list kit's declaration), named as the contract's `listSettledPayments`. */
import { ListSettledPaymentsSearchField, ListSettledPaymentsSortBy, PaymentMatchStatus } from '@/api/generated/model';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';

export const MATCH_STATUSES = Object.values(PaymentMatchStatus);

export const settledPaymentsListConfig = {
  sortable: Object.values(ListSettledPaymentsSortBy) as [ListSettledPaymentsSortBy, ...ListSettledPaymentsSortBy[]],
  searchFields: Object.values(ListSettledPaymentsSearchField) as [ListSettledPaymentsSearchField, ...ListSettledPaymentsSearchField[]],
  filters: {
    'match-status': { kind: 'multi', values: MATCH_STATUSES },
  },
  // The latest money in first: what came in lately and may still need matching.
  defaults: { sortBy: 'received-on', sortOrder: 'desc', searchField: 'number', perPage: 25 },
} as const satisfies ListDefinitionConfig;
