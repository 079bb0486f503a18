/** The members tab's URL state (the list kit's declaration), named as the contract's `listSuperDebtorMembers`. */
import { SuperDebtorMemberSearchField, SuperDebtorMemberSortField } from '@/api/generated/model';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';

export const membersListConfig = {
  sortable: Object.values(SuperDebtorMemberSortField) as [SuperDebtorMemberSortField, ...SuperDebtorMemberSortField[]],
  searchFields: Object.values(SuperDebtorMemberSearchField) as [SuperDebtorMemberSearchField, ...SuperDebtorMemberSearchField[]],
  filters: {},
  defaults: { sortBy: 'name', sortOrder: 'asc', searchField: 'name', perPage: 25 },
} as const satisfies ListDefinitionConfig;
