/**
 * The URL state of a server-paged list (page, page size, sort, search with a field choice,
 * filters) as a parser for TanStack Router's `validateSearch` (an object with `parse`, as a schema). Its mappings (to the list
 * call's query, the `matching` filter, …) are in ./search-params.ts.
 *
 * Route definitions are in the main bundle (the initial JavaScript of every page), so this module
 * holds the parser and nothing else: no dependency at all (not zod, whose 16 KB load beside
 * `config.json` instead of with the entry; no big.js: amounts are checked with a pattern, the server
 * compares them).
 *
 * Anyone can edit a URL: every key is checked on its own and an invalid value is dropped (the
 * default applies) instead of failing the route; one bad status among good ones drops only itself.
 */
import { MAX_PAGE, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './search';

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

const MAX_TAGS = 20;
/** The contract's `TagName` length. */
const TAG_MAX_LENGTH = 40;
/** The contract's `DecimalString`: an optional minus, no leading zeros, up to 15 digits and 4 decimals. */
export const AMOUNT_PATTERN = /^-?(?:0|[1-9]\d{0,14})(?:\.\d{1,4})?$/;


/** `2026-02-28` yes; `2026-02-30`, `28/02/2026` no. */
function isCalendarDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) && new Date(text).toISOString().startsWith(text);
}

/** What `validateSearch` takes: TanStack Router calls `parse` with the URL's search (as it would a schema's). */
export type SearchParser<T> = { parse: (raw: unknown) => T };

/**
 * A search of a few keys, each read on its own by its function (which returns undefined for a
 * value it drops), as a zod object of `catch`-ed optional keys reads it: a key of the input is in
 * the result (undefined when dropped), other keys are not; anything but an object is refused.
 */
export function searchParser<T extends object>(fields: { [K in keyof T]-?: (raw: unknown) => T[K] }): SearchParser<T> {
  return {
    parse: (raw) => {
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new TypeError('The search is not an object');
      const search: Record<string, unknown> = {};
      for (const key in fields) if (key in raw) search[key] = fields[key]((raw as Record<string, unknown>)[key]);
      return search as T;
    },
  };
}

/** A value dropped: the key is absent and its default applies. */
type Parse = (raw: unknown) => unknown;

/** The router parses `?search=2026` as a number and `?sortBy=name` (unquoted) as a string: text either way. */
function asText(raw: unknown): string | undefined {
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return typeof raw === 'string' ? raw.trim() : undefined;
}

const oneOf =
  (values: readonly string[]): Parse =>
  (raw) => {
    const value = asText(raw);
    return value !== undefined && values.includes(value) ? value : undefined;
  };

const matching =
  (accept: (value: string) => boolean): Parse =>
  (raw) => {
    const value = asText(raw);
    return value !== undefined && accept(value) ? value : undefined;
  };

function wholeNumber(raw: unknown): number | undefined {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** A list of values from `a` or `[a, b]`; invalid entries are dropped, duplicates once, none at all is absent. */
const listOf =
  (accept: (value: string) => boolean, max: number): Parse =>
  (raw) => {
    const values = (Array.isArray(raw) ? raw : [raw]).map(asText).filter((value): value is string => value !== undefined && accept(value));
    const unique = [...new Set(values)].slice(0, max);
    return unique.length > 0 ? unique : undefined;
  };

/** The URL keys of a list's filters: `status`, `dueDateFrom`/`dueDateTo`, `amountMin`/`amountMax`, `tag`. */
export function filterKeysOf(filters: Record<string, FilterDefinition>): { key: string; filter: string; definition: FilterDefinition }[] {
  const ends = { multi: [''], tags: [''], dateRange: ['From', 'To'], amountRange: ['Min', 'Max'] } as const;
  return Object.entries(filters).flatMap(([filter, definition]) => ends[definition.kind].map((end) => ({ key: filter + end, filter, definition })));
}

/**
 * The parser of a list's URL state, for `validateSearch`. Declare the list's config once (an
 * `as const` object next to the area's route code) and give the same config to defineListSearch
 * in the screen, which loads with the route.
 */
export function listSearchSchema<const C extends ListDefinitionConfig>(config: C): SearchParser<ListSearch<C>> {
  // Plain checks rather than a zod object of per-key schemas: the same rules at a fraction of the
  // bytes every page's first load would carry.
  const parsers: Record<string, Parse> = {
    page: (raw) => {
      const page = wholeNumber(raw);
      return page !== undefined && page >= 1 && page <= MAX_PAGE ? page : undefined;
    },
    perPage: (raw) => {
      const size = wholeNumber(raw);
      return (PAGE_SIZES as readonly number[]).includes(size ?? 0) ? size : undefined;
    },
    sortBy: oneOf(config.sortable),
    sortOrder: oneOf(['asc', 'desc']),
    searchField: oneOf(config.searchFields),
    search: matching((value) => value.length >= SEARCH_MIN_LENGTH && value.length <= SEARCH_MAX_LENGTH),
  };
  for (const { key, definition } of filterKeysOf(config.filters)) {
    parsers[key] =
      definition.kind === 'multi'
        ? listOf((value) => definition.values.includes(value), definition.values.length)
        : definition.kind === 'tags'
          ? listOf((value) => value.length > 0 && value.length <= TAG_MAX_LENGTH, MAX_TAGS)
          : matching(definition.kind === 'dateRange' ? isCalendarDate : (value) => AMOUNT_PATTERN.test(value));
  }
  return {
    parse: (raw) => {
      const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      const search: Record<string, unknown> = {};
      for (const [key, parse] of Object.entries(parsers)) {
        const value = parse(input[key]);
        if (value !== undefined) search[key] = value;
      }
      return search as ListSearch<C>;
    },
  };
}

/** `dueDateFrom` → `due-date-from`: the contract's names are the URL's, in kebab case. */
export function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The list call's query for a URL state (contract names, defaults filled in). Light on purpose: a
 * route's loader asks it in the main bundle; the screen gets the same through defineListSearch.
 */
export function listQueryOf<const C extends ListDefinitionConfig>(config: C, search: ListSearch<C>): ListQuery {
  const values = search as Record<string, unknown>;
  const query: ListQuery = {
    page: search.page ?? 1,
    'per-page': search.perPage ?? config.defaults.perPage ?? 25,
    'sort-by': search.sortBy ?? config.defaults.sortBy,
    'sort-order': search.sortOrder ?? config.defaults.sortOrder,
  };
  if (search.search !== undefined) {
    query['search-field'] = search.searchField ?? config.defaults.searchField;
    query['search-value'] = search.search;
  }
  for (const { key } of filterKeysOf(config.filters)) {
    const value = values[key];
    if (value !== undefined) query[kebabCase(key)] = value as string | string[];
  }
  return query;
}
