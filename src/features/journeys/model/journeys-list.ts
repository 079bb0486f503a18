/** The journeys list's URL state (the list kit's declaration), named as the contract's `listJourneys`. */
import { ListJourneysSearchField, ListJourneysSortBy } from '@/api/generated/model';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';

export const journeysListConfig = {
  sortable: Object.values(ListJourneysSortBy) as [ListJourneysSortBy, ...ListJourneysSortBy[]],
  searchFields: Object.values(ListJourneysSearchField) as [ListJourneysSearchField, ...ListJourneysSearchField[]],
  filters: {},
  defaults: { sortBy: 'name', sortOrder: 'asc', searchField: 'name', perPage: 25 },
} as const satisfies ListDefinitionConfig;
