/**
 * What the user has selected in a server-paged list: some rows by id, or every row matching the
 * list's filter ("select all N matching") minus the rows they unticked afterwards. A bulk action
 * acts on the target derived from it, so acting on 40,000 matching rows never sends 40,000 ids.
 */
import type { ListQuery } from './search-schema';

export type Selection =
  | { kind: 'ids'; ids: readonly string[] }
  | { kind: 'matching'; filter: ListQuery; excludeIds: readonly string[]; total: number };

/** What a bulk action is asked to act on (the contract's bulk target). */
export type BulkTarget = { ids: string[] } | { matching: ListQuery; excludeIds?: string[] };

/** A bulk action's answer (the contract's bulk result). */
export type BulkResult = { requested: number; succeeded: number; failed: { id: string; reason: string }[] };

export const EMPTY_SELECTION: Selection = { kind: 'ids', ids: [] };

/** Whether the row is selected. */
export function isSelected(selection: Selection, id: string): boolean {
  return selection.kind === 'ids' ? selection.ids.includes(id) : !selection.excludeIds.includes(id);
}

/** How many rows the selection stands for. */
export function selectedCount(selection: Selection): number {
  return selection.kind === 'ids' ? selection.ids.length : Math.max(0, selection.total - selection.excludeIds.length);
}

/** Nothing left selected: a matching selection whose every row was unticked is empty again. */
function normalise(selection: Selection): Selection {
  return selectedCount(selection) === 0 ? EMPTY_SELECTION : selection;
}

/** Ticks or unticks one row; in a matching selection unticking adds the row to the exclusions. */
export function toggleRow(selection: Selection, id: string): Selection {
  if (selection.kind === 'ids') {
    const ids = selection.ids.includes(id) ? selection.ids.filter((each) => each !== id) : [...selection.ids, id];
    return { kind: 'ids', ids };
  }
  const excludeIds = selection.excludeIds.includes(id) ? selection.excludeIds.filter((each) => each !== id) : [...selection.excludeIds, id];
  return normalise({ ...selection, excludeIds });
}

/** Whether none, some or all of the page's rows are selected (the header checkbox shows it). */
export function pageState(selection: Selection, pageIds: readonly string[]): 'none' | 'some' | 'all' {
  const selected = pageIds.filter((id) => isSelected(selection, id)).length;
  if (selected === 0) return 'none';
  return selected === pageIds.length ? 'all' : 'some';
}

/** Selects every row of the page (keeping rows of other pages), or unselects them all if all were. */
export function togglePage(selection: Selection, pageIds: readonly string[]): Selection {
  const all = pageState(selection, pageIds) === 'all';
  if (selection.kind === 'ids') {
    const others = selection.ids.filter((id) => !pageIds.includes(id));
    return { kind: 'ids', ids: all ? others : [...others, ...pageIds] };
  }
  const others = selection.excludeIds.filter((id) => !pageIds.includes(id));
  return normalise({ ...selection, excludeIds: all ? [...others, ...pageIds] : others });
}

/** Every row matching the filter, across pages: `total` is the list's count when chosen. */
export function selectAllMatching(filter: ListQuery, total: number): Selection {
  return normalise({ kind: 'matching', filter, excludeIds: [], total });
}

/** The bulk target of a selection. */
export function toTarget(selection: Selection): BulkTarget {
  if (selection.kind === 'ids') return { ids: [...selection.ids] };
  return selection.excludeIds.length > 0 ? { matching: selection.filter, excludeIds: [...selection.excludeIds] } : { matching: selection.filter };
}

/** After a bulk action: the rows that failed stay selected, so the user can see and retry them. */
export function afterBulk(result: BulkResult): Selection {
  return { kind: 'ids', ids: [...new Set(result.failed.map((failure) => failure.id))] };
}
