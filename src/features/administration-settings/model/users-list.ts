/** The users list's state (the list kit's declaration), named as the contract's `listAdministrationUsers`. */
import { AdministrationUserSearchField, AdministrationUserSortField } from '@/api/generated/model';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';

export const usersListConfig = {
  sortable: Object.values(AdministrationUserSortField) as [AdministrationUserSortField, ...AdministrationUserSortField[]],
  searchFields: Object.values(AdministrationUserSearchField) as [AdministrationUserSearchField, ...AdministrationUserSearchField[]],
  filters: {},
  defaults: { sortBy: 'name', sortOrder: 'asc', searchField: 'name', perPage: 25 },
} as const satisfies ListDefinitionConfig;
