import type { ListTemplatesParams, SortOrder, TemplateSortField } from '@/api/generated/model';

/** The two sort toggles of the templates list (SPEC §2, §4). */
export type SortField = TemplateSortField;
export type SortDirection = SortOrder;

/** The active sort, or null when both toggles are off (the server's own order applies). */
export type SortState = { field: SortField; order: SortDirection } | null;

export const DEFAULT_SORT: Exclude<SortState, null> = { field: 'last-modified-date', order: 'desc' };

/**
 * Pressing a toggle: an inactive toggle turns on descending (and so turns the other off); an active
 * one cycles descending → ascending → off.
 */
export function cycleSort(current: SortState, pressed: SortField): SortState {
  if (!current || current.field !== pressed) return { field: pressed, order: 'desc' };
  return current.order === 'desc' ? { field: pressed, order: 'asc' } : null;
}

/** What one toggle shows: off, descending or ascending. */
export function toggleState(current: SortState, field: SortField): 'off' | SortDirection {
  return current && current.field === field ? current.order : 'off';
}

export function isSameSort(a: SortState, b: SortState): boolean {
  return a === b || (a !== null && b !== null && a.field === b.field && a.order === b.order);
}

/** The list call's query: `sort-by` and `sort-order` together, or neither when sorting is off. */
export function toListParams(sort: SortState, name: string | undefined): ListTemplatesParams {
  const params: ListTemplatesParams = {};
  if (name) params.name = name;
  if (sort) {
    params['sort-by'] = sort.field;
    params['sort-order'] = sort.order;
  }
  return params;
}
