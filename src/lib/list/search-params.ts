/**
 * A list's URL state and what the screen and the route's loader derive from it: the view with
 * defaults filled in, the list call's query (the kebab-case names of the contract's list
 * conventions), the `matching` filter of bulk actions and export, and clean URLs. Screens import
 * this; a route definition needs only ./search-schema.ts (kept out of the main bundle's weight).
 */
import {
  filterKeysOf,
  kebabCase,
  listQueryOf,
  type FilterSearch,
  type ListDefinitionConfig,
  type ListQuery,
  type ListSearch,
  listSearchSchema,
  type ListView,
  type PageSize,
} from './search-schema';

export { kebabCase };

/**
 * One list's URL state: the schema for `validateSearch` and the mappings a route and its screen
 * share. Declare it once per list, next to the area's route-level code:
 *
 * ```ts
 * export const invoicesList = defineListSearch({
 *   sortable: ['number', 'due-date', 'amount'],
 *   searchFields: ['number', 'customer-name'],
 *   filters: { status: { kind: 'multi', values: ['open', 'paid'] }, dueDate: { kind: 'dateRange' }, amount: { kind: 'amountRange' }, tag: { kind: 'tags' } },
 *   defaults: { sortBy: 'due-date', sortOrder: 'asc', searchField: 'number' },
 * });
 * // The route definition (main bundle) validates with listSearchSchema(sameConfig) from
 * // ./search-schema; the screen and the loader use invoicesList.toQuery(search) and the rest.
 * ```
 */
export function defineListSearch<const C extends ListDefinitionConfig>(config: C) {
  type Search = ListSearch<C>;
  type View = ListView<C>;
  const defaultPerPage: PageSize = config.defaults.perPage ?? 25;

  const filterKeys = filterKeysOf(config.filters).map((each) => ({ ...each, param: kebabCase(each.key) }));
  const schema = listSearchSchema(config);

  const defaults = {
    page: 1,
    perPage: defaultPerPage,
    sortBy: config.defaults.sortBy,
    sortOrder: config.defaults.sortOrder,
    searchField: config.defaults.searchField,
  };

  /** The URL keys of the filters only. */
  function filtersOf(search: Search): FilterSearch<C['filters']> {
    const values = search as Record<string, unknown>;
    return Object.fromEntries(filterKeys.filter(({ key }) => values[key] !== undefined).map(({ key }) => [key, values[key]])) as FilterSearch<C['filters']>;
  }

  function view(search: Search): View {
    return {
      page: search.page ?? defaults.page,
      perPage: search.perPage ?? defaults.perPage,
      sortBy: search.sortBy ?? defaults.sortBy,
      sortOrder: search.sortOrder ?? defaults.sortOrder,
      searchField: search.searchField ?? defaults.searchField,
      search: search.search,
      filters: filtersOf(search),
    } as View;
  }

  /** Drops default and empty keys, so the default list is the bare path and shared links stay short. */
  function compact(search: Search): Search {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(search)) {
      if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
      if (key in defaults && defaults[key as keyof typeof defaults] === value) continue;
      out[key] = value;
    }
    return out as Search;
  }

  /** The filter part of the query: what `matching` carries in a bulk action and what export repeats. */
  function toMatching(search: Search): ListQuery {
    const query: ListQuery = {};
    const term = search.search;
    if (term !== undefined) {
      query['search-field'] = search.searchField ?? defaults.searchField;
      query['search-value'] = term;
    }
    const values = search as Record<string, unknown>;
    for (const { key, param } of filterKeys) {
      const value = values[key];
      if (value !== undefined) query[param] = value as string | string[];
    }
    return query;
  }

  /** The list call's query for the URL's state: the route's loader and the screen ask the same. */
  function toQuery(search: Search): ListQuery {
    return listQueryOf(config, search);
  }

  /** The URL state of a query (the inverse of toQuery, through the same checks). */
  function fromQuery(query: ListQuery): Search {
    const raw: Record<string, unknown> = {
      page: query.page,
      perPage: query['per-page'],
      sortBy: query['sort-by'],
      sortOrder: query['sort-order'],
      searchField: query['search-field'],
      search: query['search-value'],
    };
    for (const { key, param } of filterKeys) raw[key] = query[param];
    return compact(parse(raw));
  }

  function parse(raw: unknown): Search {
    return schema.parse(typeof raw === 'object' && raw !== null ? raw : {});
  }

  /** A stable text of the filter, to tell when it changed (a selection across pages then ends). */
  function filterKey(search: Search): string {
    return JSON.stringify(Object.entries(toMatching(search)).sort(([a], [b]) => a.localeCompare(b)));
  }

  /** Whether any filter or search narrows the list (an empty answer is then "no match", not "empty"). */
  function isFiltered(search: Search): boolean {
    return Object.keys(toMatching(search)).length > 0;
  }

  /** The same list with no search and no filters (sort and page size kept), from page 1. */
  function clearFilters(search: Search): Search {
    return compact({ perPage: search.perPage, sortBy: search.sortBy, sortOrder: search.sortOrder } as Search);
  }

  return {
    config,
    schema,
    defaults,
    filterKeys,
    parse,
    view,
    compact,
    toQuery,
    toMatching,
    fromQuery,
    filterKey,
    isFiltered,
    clearFilters,
  };
}

export type ListDefinition<C extends ListDefinitionConfig = ListDefinitionConfig> = ReturnType<typeof defineListSearch<C>>;
