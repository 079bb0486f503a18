/** The arrangements list's URL state (the list kit's declaration), named as the contract's `listArrangements`. */
import { ArrangementStatus, ListArrangementsSearchField, ListArrangementsSortBy } from '@/api/generated/model';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';

export const ARRANGEMENT_STATUSES = Object.values(ArrangementStatus);

export const arrangementsListConfig = {
  sortable: Object.values(ListArrangementsSortBy) as [ListArrangementsSortBy, ...ListArrangementsSortBy[]],
  searchFields: Object.values(ListArrangementsSearchField) as [ListArrangementsSearchField, ...ListArrangementsSearchField[]],
  filters: {
    status: { kind: 'multi', values: ARRANGEMENT_STATUSES },
  },
  // The newest plans first: what was agreed lately.
  defaults: { sortBy: 'createdAt', sortOrder: 'desc', searchField: 'customerName', perPage: 25 },
} as const satisfies ListDefinitionConfig;
