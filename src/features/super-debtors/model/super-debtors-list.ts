/** The super debtors list's URL state (the list kit's declaration), named as the contract's `listSuperDebtors`. */
import { SuperDebtorSearchField, SuperDebtorSortField } from '@/api/generated/model';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';

export const superDebtorsListConfig = {
  sortable: Object.values(SuperDebtorSortField) as [SuperDebtorSortField, ...SuperDebtorSortField[]],
  searchFields: Object.values(SuperDebtorSearchField) as [SuperDebtorSearchField, ...SuperDebtorSearchField[]],
  filters: {},
  defaults: { sortBy: 'outstanding', sortOrder: 'desc', searchField: 'name', perPage: 25 },
} as const satisfies ListDefinitionConfig;
