/**
 * The issues list's URL state (the list kit's declaration), named as the contract's `listIssues`:
 * status a choice of the four, category and assignee the administration's own ids (free values in
 * the address; the screen offers them by name), age in days since the issue was opened. Plain
 * literals checked against the contract's types: route definitions are in every page's first load.
 */
import type { IssueSearchField, IssueSortField, IssueStatus } from '@/api/generated/model';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';

export const ISSUE_STATUSES = ['open', 'in-progress', 'resolved', 'rejected'] as const satisfies readonly IssueStatus[];

const SORTABLE = ['number', 'created-at', 'updated-at', 'status', 'customer'] as const satisfies readonly IssueSortField[];
const SEARCH_FIELDS = ['number', 'customer', 'description'] as const satisfies readonly IssueSearchField[];

export const issuesListConfig = {
  sortable: SORTABLE,
  searchFields: SEARCH_FIELDS,
  filters: {
    status: { kind: 'multi', values: ISSUE_STATUSES },
    category: { kind: 'tags' },
    assignee: { kind: 'tags' },
    age: { kind: 'amountRange' },
  },
  // Newest first: what came in lately is what needs an answer.
  defaults: { sortBy: 'created-at', sortOrder: 'desc', searchField: 'number', perPage: 25 },
} as const satisfies ListDefinitionConfig;
