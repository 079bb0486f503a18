import type { ListTemplatesParams } from '@/api/generated/model';
import { DEFAULT_SORT, isSameSort, type SortState, toListParams } from './sort';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@/lib/list/search';
import { searchParser } from '@/lib/list/search-schema';

const SORT_FIELDS = ['name', 'last-modified-date', 'none'] as const;
const SORT_ORDERS = ['asc', 'desc'] as const;

export type TemplatesSearch = {
  sortBy?: (typeof SORT_FIELDS)[number] | undefined;
  sortOrder?: (typeof SORT_ORDERS)[number] | undefined;
  name?: string | undefined;
};

const oneOf =
  <const V extends string>(values: readonly V[]) =>
  (raw: unknown): V | undefined =>
    values.includes(raw as V) ? (raw as V) : undefined;

/**
 * The templates list's URL search params. Absent keys mean the default (last modified, newest
 * first; no name filter); an invalid value falls back to the default instead of failing the route.
 * Plain checks, not zod: the route's definition is part of the first load, and zod is not.
 */
export const templatesSearchSchema = searchParser<TemplatesSearch>({
  sortBy: oneOf(SORT_FIELDS),
  sortOrder: oneOf(SORT_ORDERS),
  // A hand-written `?name=2026` arrives as a number: a name filter is text either way.
  name: (raw) => {
    const text = typeof raw === 'string' ? raw : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : undefined;
    const name = text?.trim();
    return name !== undefined && name.length >= SEARCH_MIN_LENGTH && name.length <= SEARCH_MAX_LENGTH ? name : undefined;
  },
});

export function sortFromSearch(search: TemplatesSearch): SortState {
  if (search.sortBy === 'none') return null;
  return { field: search.sortBy ?? DEFAULT_SORT.field, order: search.sortOrder ?? DEFAULT_SORT.order };
}

/** The URL keys for a sort: none for the default, `sortBy=none` for off, both otherwise. */
export function sortToSearch(sort: SortState): Pick<TemplatesSearch, 'sortBy' | 'sortOrder'> {
  if (isSameSort(sort, DEFAULT_SORT)) return { sortBy: undefined, sortOrder: undefined };
  if (!sort) return { sortBy: 'none', sortOrder: undefined };
  return { sortBy: sort.field, sortOrder: sort.order };
}

/** Drops undefined keys so the URL stays clean (`/templates` for the default list). */
export function compactSearch(search: TemplatesSearch): TemplatesSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as TemplatesSearch;
}

/** The list call's query for the URL's sort and search: the route's loader and the page ask the same. */
export function listParamsOf(search: TemplatesSearch): ListTemplatesParams {
  return toListParams(sortFromSearch(search), search.name);
}
