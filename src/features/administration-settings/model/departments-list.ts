/** The departments list's state (the list kit's declaration), named as the contract's `listDepartments`. */
import type { DepartmentSearchField, DepartmentSortField } from '@/api/generated/model';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';

// Written out (typed by the contract) rather than read from the generated enums: those would be a chunk of their own.
const SORTABLE = ['name', 'memberCount'] as const satisfies readonly DepartmentSortField[];
const SEARCH_FIELDS = ['name'] as const satisfies readonly DepartmentSearchField[];

export const departmentsListConfig = {
  sortable: SORTABLE,
  searchFields: SEARCH_FIELDS,
  filters: {},
  defaults: { sortBy: 'name', sortOrder: 'asc', searchField: 'name', perPage: 25 },
} as const satisfies ListDefinitionConfig;
