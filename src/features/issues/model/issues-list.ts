/**
 * The issues list's URL state (the list kit's declaration), named as the contract's `listIssues`:
 * status a choice of the four, category and assignee the administration's own ids (free values in
 * the address; the screen offers them by name), age in days since the issue was opened.
 */
import { IssueSearchField, IssueSortField, IssueStatus } from '@/api/generated/model';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';

export const ISSUE_STATUSES = Object.values(IssueStatus);

export const issuesListConfig = {
  sortable: Object.values(IssueSortField) as [IssueSortField, ...IssueSortField[]],
  searchFields: Object.values(IssueSearchField) as [IssueSearchField, ...IssueSearchField[]],
  filters: {
    status: { kind: 'multi', values: ISSUE_STATUSES },
    category: { kind: 'tags' },
    assignee: { kind: 'tags' },
    age: { kind: 'amountRange' },
  },
  // Newest first: what came in lately is what needs an answer.
  defaults: { sortBy: 'created-at', sortOrder: 'desc', searchField: 'number', perPage: 25 },
} as const satisfies ListDefinitionConfig;
