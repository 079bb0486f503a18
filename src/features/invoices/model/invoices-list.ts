/**
 * The invoices list's URL state (the list kit's declaration): what sorts, what is searched, which
 * filters exist, and the defaults that keep a plain `/invoices` address. The names are the
 * contract's (`listInvoices`), so the URL maps onto the list call one to one.
 */
import { InvoiceSearchField, InvoiceSortField, InvoiceStatus } from '@/api/generated/model';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';

export const INVOICE_STATUSES = Object.values(InvoiceStatus);

export const invoicesListConfig = {
  sortable: Object.values(InvoiceSortField) as [InvoiceSortField, ...InvoiceSortField[]],
  searchFields: Object.values(InvoiceSearchField) as [InvoiceSearchField, ...InvoiceSearchField[]],
  filters: {
    status: { kind: 'multi', values: INVOICE_STATUSES },
    issueDate: { kind: 'dateRange' },
    dueDate: { kind: 'dateRange' },
    amount: { kind: 'amountRange' },
    tag: { kind: 'tags' },
  },
  // Oldest debts first: what a credit controller works through.
  defaults: { sortBy: 'days-overdue', sortOrder: 'desc', searchField: 'number', perPage: 25 },
} as const satisfies ListDefinitionConfig;
