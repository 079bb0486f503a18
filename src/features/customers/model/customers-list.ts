/** The customers list's URL state (the list kit's declaration), named as the contract's `listCustomers`. */
import { CustomerSearchField, CustomerSortField, CustomerStatus } from '@/api/generated/model';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';

export const CUSTOMER_STATUSES = Object.values(CustomerStatus);

export const customersListConfig = {
  sortable: Object.values(CustomerSortField) as [CustomerSortField, ...CustomerSortField[]],
  searchFields: Object.values(CustomerSearchField) as [CustomerSearchField, ...CustomerSearchField[]],
  filters: {
    status: { kind: 'multi', values: CUSTOMER_STATUSES },
    amount: { kind: 'amountRange' },
    tag: { kind: 'tags' },
  },
  // Who owes the most overdue first: where a credit controller starts the day.
  defaults: { sortBy: 'overdue', sortOrder: 'desc', searchField: 'name', perPage: 25 },
} as const satisfies ListDefinitionConfig;
