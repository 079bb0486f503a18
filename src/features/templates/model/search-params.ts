import * as z from 'zod/mini';
import type { ListTemplatesParams } from '@/api/generated/model';
import { DEFAULT_SORT, isSameSort, type SortState, toListParams } from './sort';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@/lib/list/search';

/**
 * The templates list's URL search params. Absent keys mean the default (last modified, newest
 * first; no name filter); an invalid value falls back to the default instead of failing the route.
 */
export const templatesSearchSchema = z.object({
  sortBy: z.catch(z.optional(z.enum(['name', 'last-modified-date', 'none'])), undefined),
  sortOrder: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
  // A hand-written `?name=2026` arrives as a number: a name filter is text either way.
  name: z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
        z.string().check(z.trim(), z.minLength(SEARCH_MIN_LENGTH), z.maxLength(SEARCH_MAX_LENGTH)),
      ),
    ),
    undefined,
  ),
});

export type TemplatesSearch = z.infer<typeof templatesSearchSchema>;

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
