/** The users list's state (the list kit's declaration), named as the contract's `listAdministrationUsers`. */
import type { AdministrationUserSearchField, AdministrationUserSortField } from '@/api/generated/model';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';

// Written out (typed by the contract) rather than read from the generated enums: this module travels
// with the settings' screens (vite.config.ts), and a value read from another chunk at load could be
// read before that chunk has run.
const SORTABLE = ['name', 'email'] as const satisfies readonly AdministrationUserSortField[];
const SEARCH_FIELDS = ['name', 'email'] as const satisfies readonly AdministrationUserSearchField[];

export const usersListConfig = {
  sortable: SORTABLE,
  searchFields: SEARCH_FIELDS,
  filters: {},
  defaults: { sortBy: 'name', sortOrder: 'asc', searchField: 'name', perPage: 25 },
} as const satisfies ListDefinitionConfig;
