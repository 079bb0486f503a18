/** The payments-underway list's URL state (the list kit's declaration), named as the contract's `listPaymentsUnderway`. */
import { ListPaymentsUnderwaySearchField, ListPaymentsUnderwaySortBy, ProviderStatus } from '@/api/generated/model';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';

export const PROVIDER_STATUSES = Object.values(ProviderStatus);

export const paymentsUnderwayListConfig = {
  sortable: Object.values(ListPaymentsUnderwaySortBy) as [ListPaymentsUnderwaySortBy, ...ListPaymentsUnderwaySortBy[]],
  searchFields: Object.values(ListPaymentsUnderwaySearchField) as [ListPaymentsUnderwaySearchField, ...ListPaymentsUnderwaySearchField[]],
  filters: {
    'provider-status': { kind: 'multi', values: PROVIDER_STATUSES },
  },
  // What is expected soonest first.
  defaults: { sortBy: 'expected-on', sortOrder: 'asc', searchField: 'customer', perPage: 25 },
} as const satisfies ListDefinitionConfig;
