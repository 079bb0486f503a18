import * as z from 'zod/mini';
import type { List__Plural__Params } from '@/api/generated/model';

export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export const SORT_FIELDS = ['name', 'reference', 'createdAt'] as const;
export const SEARCH_FIELDS = ['name', 'reference'] as const;

// The router parses `?search=2026` as a number: a search is text either way.
const text = z.union([z.string(), z.pipe(z.number(), z.transform(String))]);

/**
 * The list's URL search params. Absent keys mean the default (first page of 25, sorted by name,
 * no search); anyone can edit a URL, so an invalid value falls back to the default instead of
 * failing the route.
 */
export const __areaId__SearchSchema = z.object({
  page: z.catch(z.optional(z.int().check(z.minimum(1))), undefined),
  perPage: z.catch(z.optional(z.literal(PER_PAGE_OPTIONS)), undefined),
  sortBy: z.catch(z.optional(z.enum(SORT_FIELDS)), undefined),
  sortOrder: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
  searchField: z.catch(z.optional(z.enum(SEARCH_FIELDS)), undefined),
  search: z.catch(z.optional(z.pipe(text, z.string().check(z.trim(), z.minLength(1), z.maxLength(200)))), undefined),
});

export type __Plural__Search = z.infer<typeof __areaId__SearchSchema>;

/** The list call's query for the URL: the route's loader and the page ask the same. */
export function listParamsOf(search: __Plural__Search): List__Plural__Params {
  return {
    page: search.page ?? 1,
    'per-page': search.perPage ?? 25,
    'sort-by': search.sortBy ?? 'name',
    'sort-order': search.sortOrder ?? 'asc',
    ...(search.search ? { 'search-field': search.searchField ?? 'name', 'search-value': search.search } : {}),
  };
}

/** How many pages the list has (at least one, the empty list's). */
export function pageCountOf({ total, perPage }: { total: number; perPage: number }): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The URL after a click on a column: the same column turns round, another starts ascending; back to page 1. */
export function sortedBy(search: __Plural__Search, field: (typeof SORT_FIELDS)[number]): __Plural__Search {
  const current = search.sortBy ?? 'name';
  const order = current === field && (search.sortOrder ?? 'asc') === 'asc' ? 'desc' : 'asc';
  return { ...search, sortBy: field, sortOrder: order, page: undefined };
}
