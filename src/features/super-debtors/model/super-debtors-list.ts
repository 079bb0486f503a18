/** The super debtors list's URL state (the list kit's declaration), named as the contract's `listSuperDebtors`. */
import { SuperDebtorSearchField, SuperDebtorSortField } from '@/api/generated/model';
import { defineListSearch } from '@/lib/list/search-params';

export const superDebtorsList = defineListSearch({
  sortable: Object.values(SuperDebtorSortField) as [SuperDebtorSortField, ...SuperDebtorSortField[]],
  searchFields: Object.values(SuperDebtorSearchField) as [SuperDebtorSearchField, ...SuperDebtorSearchField[]],
  filters: {},
  defaults: { sortBy: 'outstanding', sortOrder: 'desc', searchField: 'name', perPage: 25 },
});
