/** The export definitions list's URL state (the list kit's declaration), named as the contract's `listExportDefinitions`. */
import { ListExportDefinitionsSearchField, ListExportDefinitionsSortBy } from '@/api/generated/model';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';

export const exportsListConfig = {
  sortable: Object.values(ListExportDefinitionsSortBy) as [ListExportDefinitionsSortBy, ...ListExportDefinitionsSortBy[]],
  searchFields: Object.values(ListExportDefinitionsSearchField) as [ListExportDefinitionsSearchField, ...ListExportDefinitionsSearchField[]],
  filters: {},
  defaults: { sortBy: 'name', sortOrder: 'asc', searchField: 'name', perPage: 25 },
} as const satisfies ListDefinitionConfig;
