/** The departments list's state (the list kit's declaration), named as the contract's `listDepartments`. */
import { DepartmentSearchField, DepartmentSortField } from '@/api/generated/model';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';

export const departmentsListConfig = {
  sortable: Object.values(DepartmentSortField) as [DepartmentSortField, ...DepartmentSortField[]],
  searchFields: Object.values(DepartmentSearchField) as [DepartmentSearchField, ...DepartmentSearchField[]],
  filters: {},
  defaults: { sortBy: 'name', sortOrder: 'asc', searchField: 'name', perPage: 25 },
} as const satisfies ListDefinitionConfig;
