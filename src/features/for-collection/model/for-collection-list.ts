/** The for-collection list's URL state (the list kit's declaration), named as the contract's `listForCollection`. */
import { CollectionStage, ListForCollectionSearchField, ListForCollectionSortBy } from '@/api/generated/model';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';

export const COLLECTION_STAGES = Object.values(CollectionStage);

export const forCollectionListConfig = {
  sortable: Object.values(ListForCollectionSortBy) as [ListForCollectionSortBy, ...ListForCollectionSortBy[]],
  searchFields: Object.values(ListForCollectionSearchField) as [ListForCollectionSearchField, ...ListForCollectionSearchField[]],
  filters: {
    stage: { kind: 'multi', values: COLLECTION_STAGES },
  },
  // The latest handovers first.
  defaults: { sortBy: 'handedOverAt', sortOrder: 'desc', searchField: 'customerName', perPage: 25 },
} as const satisfies ListDefinitionConfig;
