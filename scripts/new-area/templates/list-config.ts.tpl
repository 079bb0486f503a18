/** The __kebab__ list's URL state (the list kit's declaration), named as the contract's `list__Plural__`. */
import { List__Plural__SearchField, List__Plural__SortBy } from '@/api/generated/model';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';

export const __areaId__ListConfig = {
  sortable: Object.values(List__Plural__SortBy) as [List__Plural__SortBy, ...List__Plural__SortBy[]],
  searchFields: Object.values(List__Plural__SearchField) as [List__Plural__SearchField, ...List__Plural__SearchField[]],
  filters: {},
  defaults: { sortBy: 'name', sortOrder: 'asc', searchField: 'name', perPage: 25 },
} as const satisfies ListDefinitionConfig;
