/**
 * The URL state of a server-paged list (page, page size, sort, search with a field choice,
 * filters) as a zod schema for TanStack Router's `validateSearch`, and its mapping to the list
 * call's query (the kebab-case names of the contract's list conventions) and to the `matching`
 * filter of bulk actions and export.
 *
 * Route definitions are in the main bundle, so this module stays small: zod/mini and no other
 * dependency (no big.js: amounts are checked with a pattern, the server compares them).
 *
 * Anyone can edit a URL: every key is checked on its own and an invalid value is dropped (the
 * default applies) instead of failing the route; one bad status among good ones drops only itself.
 */
import * as z from 'zod/mini';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './search';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export type SortOrder = 'asc' | 'desc';

/** A choice among known values (`status=open&status=paid`). */
export type MultiFilter<V extends string = string> = { kind: 'multi'; values: readonly V[] };
/** `<name>From` / `<name>To`, ISO dates (`dueDateFrom` → `due-date-from`). */
export type DateRangeFilter = { kind: 'dateRange' };
/** `<name>Min` / `<name>Max`, decimal strings (`amountMin` → `amount-min`). */
export type AmountRangeFilter = { kind: 'amountRange' };
/** Free labels (`tag=vip&tag=disputed`). */
export type TagsFilter = { kind: 'tags' };
export type FilterDefinition = MultiFilter | DateRangeFilter | AmountRangeFilter | TagsFilter;

export type ListDefinitionConfig = {
  sortable: readonly [string, ...string[]];
  searchFields: readonly [string, ...string[]];
  filters: Record<string, FilterDefinition>;
  defaults: { sortBy: string; sortOrder: SortOrder; searchField: string; perPage?: PageSize };
};

type KeysOf<F, Kind> = { [K in keyof F]: F[K] extends Kind ? K & string : never }[keyof F];

/** The filter keys of the URL, typed from the list's declaration. */
export type FilterSearch<F extends Record<string, FilterDefinition>> = {
  [K in KeysOf<F, MultiFilter>]?: F[K] extends MultiFilter<infer V> ? V[] : never;
} & { [K in KeysOf<F, TagsFilter>]?: string[] } & {
  [K in KeysOf<F, DateRangeFilter> as `${K}From` | `${K}To`]?: string;
} & { [K in KeysOf<F, AmountRangeFilter> as `${K}Min` | `${K}Max`]?: string };

/** The URL's keys; an absent key means the default. */
export type ListSearch<C extends ListDefinitionConfig> = {
  page?: number;
  perPage?: PageSize;
  sortBy?: C['sortable'][number];
  sortOrder?: SortOrder;
  searchField?: C['searchFields'][number];
  search?: string;
} & FilterSearch<C['filters']>;

/** What the list shows, defaults filled in. */
export type ListView<C extends ListDefinitionConfig> = {
  page: number;
  perPage: PageSize;
  sortBy: C['sortable'][number];
  sortOrder: SortOrder;
  searchField: C['searchFields'][number];
  search: string | undefined;
  filters: FilterSearch<C['filters']>;
};

/** The list call's query parameters (contract names): `page`, `per-page`, `sort-by`, … */
export type ListQuery = Record<string, string | number | string[]>;

export const MAX_PAGE = 1_000_000;
const MAX_TAGS = 20;
const TAG_MAX_LENGTH = 50;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL = /^-?\d{1,15}(?:\.\d{1,4})?$/;

/** `dueDateFrom` → `due-date-from`: the contract's names are the URL's, in kebab case. */
export function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The router parses `?search=2026` as a number and `?status=open` (unquoted) as a string: text either way. */
const text = z.union([z.string(), z.pipe(z.number(), z.transform(String))]);

/** A key that keeps its value when valid and drops it otherwise. */
function lenient<T>(schema: z.ZodMiniType<T>) {
  return z.catch(z.optional(schema), undefined);
}

/** A list of values from `a` or `[a, b]`; invalid entries are dropped, duplicates once, none at all is absent. */
function list(accept: (value: string) => boolean, max: number) {
  return z.pipe(
    z.unknown(),
    z.transform((raw): string[] | undefined => {
      const values = (Array.isArray(raw) ? raw : [raw])
        .map((value) => (typeof value === 'number' ? String(value) : value))
        .filter((value): value is string => typeof value === 'string')
        .map((value) => value.trim())
        .filter(accept);
      const unique = [...new Set(values)].slice(0, max);
      return unique.length > 0 ? unique : undefined;
    }),
  );
}

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
 * // route: validateSearch: invoicesList.schema, loaderDeps: ({ search }) => search,
 * //        loader: … listInvoices(invoicesList.toQuery(deps))
 * ```
 */
export function defineListSearch<const C extends ListDefinitionConfig>(config: C) {
  type Search = ListSearch<C>;
  type View = ListView<C>;
  const defaultPerPage: PageSize = config.defaults.perPage ?? 25;

  /** The URL keys of each filter, with the contract's name of each. */
  const filterKeys: { key: string; param: string; filter: string; definition: FilterDefinition }[] = [];
  const shape: Record<string, z.ZodMiniType<unknown>> = {
    page: lenient(z.pipe(z.union([z.number(), z.pipe(z.string(), z.transform(Number))]), z.int().check(z.gte(1), z.lte(MAX_PAGE)))),
    perPage: lenient(
      z.pipe(
        z.union([z.number(), z.pipe(z.string(), z.transform(Number))]),
        z.union(PAGE_SIZES.map((size) => z.literal(size)) as unknown as [z.ZodMiniLiteral<PageSize>, z.ZodMiniLiteral<PageSize>]),
      ),
    ),
    sortBy: lenient(z.enum(config.sortable as unknown as [string, ...string[]])),
    sortOrder: lenient(z.enum(['asc', 'desc'])),
    searchField: lenient(z.enum(config.searchFields as unknown as [string, ...string[]])),
    search: lenient(z.pipe(text, z.string().check(z.trim(), z.minLength(SEARCH_MIN_LENGTH), z.maxLength(SEARCH_MAX_LENGTH)))),
  };
  for (const [name, definition] of Object.entries(config.filters)) {
    const add = (key: string, schema: z.ZodMiniType<unknown>) => {
      filterKeys.push({ key, param: kebabCase(key), filter: name, definition });
      shape[key] = schema;
    };
    switch (definition.kind) {
      case 'multi':
        add(name, lenient(list((value) => definition.values.includes(value), definition.values.length)));
        break;
      case 'tags':
        add(name, lenient(list((value) => value.length > 0 && value.length <= TAG_MAX_LENGTH, MAX_TAGS)));
        break;
      case 'dateRange':
        for (const end of ['From', 'To']) add(`${name}${end}`, lenient(z.pipe(z.string(), z.string().check(z.refine(isCalendarDate)))));
        break;
      case 'amountRange':
        for (const end of ['Min', 'Max']) add(`${name}${end}`, lenient(z.pipe(text, z.string().check(z.trim(), z.regex(DECIMAL)))));
        break;
    }
  }
  const schema = z.object(shape) as unknown as z.ZodMiniType<Search, Record<string, unknown>>;

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
    const shown = view(search);
    return {
      page: shown.page,
      'per-page': shown.perPage,
      'sort-by': shown.sortBy,
      'sort-order': shown.sortOrder,
      ...toMatching(search),
    };
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
    filterKeys: filterKeys as readonly { key: string; param: string; filter: string; definition: FilterDefinition }[],
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

/**
 * @public The schema alone, for a route that needs nothing else
 * (`validateSearch: listSearchSchema({...})`); screens use defineListSearch for the mappings.
 */
export function listSearchSchema<const C extends ListDefinitionConfig>(config: C) {
  return defineListSearch(config).schema;
}
