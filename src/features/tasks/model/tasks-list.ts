/**
 * The tasks list's URL state (the list kit's declaration), named as the contract's `listTasks`:
 * the quick view (`view`: mine, today, overdue, all; one at a time, chosen by the buttons above
 * the list), status and type a choice of their values, assignee the administration's own ids.
 * Plain literals checked against the contract's types: route definitions are in every first load.
 */
import type { TaskSearchField, TaskSortField, TaskStatus, TaskType, TaskView } from '@/api/generated/model';
import type { ListDefinitionConfig } from '@/lib/list/search-schema';

export const TASK_VIEWS = ['mine', 'today', 'overdue', 'all'] as const satisfies readonly TaskView[];
export const TASK_STATUSES = ['open', 'done'] as const satisfies readonly TaskStatus[];
export const TASK_TYPES = ['call', 'follow-up', 'check-payment', 'review-issue'] as const satisfies readonly TaskType[];

const SORTABLE = ['due-date', 'priority', 'title', 'number', 'created-at'] as const satisfies readonly TaskSortField[];
const SEARCH_FIELDS = ['title', 'number', 'customer'] as const satisfies readonly TaskSearchField[];

export const tasksListConfig = {
  sortable: SORTABLE,
  searchFields: SEARCH_FIELDS,
  filters: {
    view: { kind: 'multi', values: TASK_VIEWS },
    status: { kind: 'multi', values: TASK_STATUSES },
    type: { kind: 'multi', values: TASK_TYPES },
    assignee: { kind: 'tags' },
  },
  // Earliest due first: the queue in the order it is worked.
  defaults: { sortBy: 'due-date', sortOrder: 'asc', searchField: 'title', perPage: 25 },
} as const satisfies ListDefinitionConfig;
