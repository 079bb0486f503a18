/**
 * The one way list endpoints of the fake backend search, filter, sort and page their records.
 * Pure functions of (records, query): handlers parse the query with the operation's generated zod
 * query schema, translate it into a ListQuery and pass the collection's records.
 *
 * The paged envelope (`Page`) is the answer shape of every paged list:
 *
 *   { items: T[], total: number, page: number, perPage: number }
 *
 * - `items`: the records of the page asked for (empty past the last page);
 * - `total`: how many records matched the search and filters, over all pages;
 * - `page`: the 1-based page number answered;
 * - `perPage`: the page size used (the query's, or the endpoint's default);
 * - the number of pages is not sent: it is ceil(total / perPage).
 *
 * Future list contracts use the same names (`page` and `perPage` also as the query parameters).
 */

import Big from 'big.js';

/** A scalar a filter compares with (null matches records whose field is null). */
export type FilterValue = string | number | boolean | null;

/**
 * How a sort field compares:
 * - `text`: locale-aware (Intl.Collator, case- and accent-insensitive, digits as numbers);
 * - `number`: numerically;
 * - `money`: decimal strings ("1234.50", "-0.5") compared exactly as numbers;
 * - `date`: ISO dates or date-times, by the instant (offsets honoured);
 * - `ordinal`: by code units, no locale: for values that sort as written (ISO dates without a
 *   time, fixed-width numbers such as "2026-00412"); far cheaper than `text` on large lists.
 */
export type SortKind = 'text' | 'number' | 'money' | 'date' | 'ordinal';

export type SortOrder = 'asc' | 'desc';

export interface ListQuery<R> {
  /** Case-insensitive substring of any of `fields` (text or lists of text); blank = no search. */
  search?: { fields: readonly (keyof R & string)[]; value: string | undefined };
  /**
   * Equality per field: a scalar must equal the field, a list must contain it (set membership);
   * when the field itself is a list, any of its elements counts. `undefined` = no filter.
   */
  filters?: { readonly [F in keyof R & string]?: FilterValue | readonly FilterValue[] | undefined };
  /** Records without a value for the field come last in both directions. Absent: input order. */
  sort?: { field: keyof R & string; order: SortOrder; kind: SortKind };
  /** Field that orders records whose sort values are equal (default `id`), ascending. */
  tieBreaker?: keyof R & string;
  /** Locale of text comparisons (default `en`). */
  locale?: string;
}

export interface PageQuery {
  /** 1-based (default 1). */
  page?: number;
  /** Default `defaultPerPage`. */
  perPage?: number;
  /** Page size when the query has none (default 25). */
  defaultPerPage?: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
}

export const DEFAULT_PER_PAGE = 25;

function matchesSearch<R>(record: R, fields: readonly (keyof R)[], needle: string): boolean {
  return fields.some((field) => {
    const value = record[field];
    const texts = Array.isArray(value) ? value : [value];
    return texts.some((text) => typeof text === 'string' && text.toLocaleLowerCase().includes(needle));
  });
}

function matchesFilter(value: unknown, wanted: FilterValue | readonly FilterValue[]): boolean {
  const accepted: readonly unknown[] = Array.isArray(wanted) ? wanted : [wanted];
  const present: readonly unknown[] = Array.isArray(value) ? value : [value ?? null];
  return present.some((item) => accepted.includes(item));
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** Exact comparison of two decimal strings; undefined when either is not one. */
export function compareDecimals(a: string, b: string): number | undefined {
  const left = DECIMAL.exec(a.trim());
  const right = DECIMAL.exec(b.trim());
  if (!left || !right) return undefined;
  const normalise = (match: RegExpExecArray) => {
    const integer = (match[2] ?? '').replace(/^0+(?=\d)/, '');
    const fraction = (match[3] ?? '').replace(/0+$/, '');
    const zero = /^0*$/.test(integer) && fraction === '';
    return { negative: match[1] === '-' && !zero, integer, fraction };
  };
  const x = normalise(left);
  const y = normalise(right);
  if (x.negative !== y.negative) return x.negative ? -1 : 1;
  const sign = x.negative ? -1 : 1;
  if (x.integer.length !== y.integer.length) return sign * (x.integer.length - y.integer.length);
  if (x.integer !== y.integer) return sign * (x.integer < y.integer ? -1 : 1);
  const width = Math.max(x.fraction.length, y.fraction.length);
  const fx = x.fraction.padEnd(width, '0');
  const fy = y.fraction.padEnd(width, '0');
  return fx === fy ? 0 : sign * (fx < fy ? -1 : 1);
}

/** The sort key of a value, or undefined when the record has none (sorted last). */
function sortKey(kind: SortKind, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  switch (kind) {
    case 'text':
    case 'ordinal':
      return typeof value === 'string' ? value : String(value);
    case 'number':
      return typeof value === 'number' && !Number.isNaN(value) ? value : undefined;
    case 'money':
      return typeof value === 'number' ? String(value) : typeof value === 'string' && DECIMAL.test(value.trim()) ? value : undefined;
    case 'date': {
      const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
      return Number.isNaN(time) ? undefined : time;
    }
  }
}

/**
 * Decimal strings as keys that compare exactly by code units: sign first, then the integer part
 * padded to the widest and the fraction padded to the longest, digits of negatives complemented
 * (so a larger magnitude sorts lower). Parsed once per record instead of once per comparison.
 */
function moneyKeys(values: readonly (string | undefined)[]): (string | undefined)[] {
  const parsed = values.map((value) => {
    const match = value === undefined ? null : DECIMAL.exec(value.trim());
    if (!match) return undefined;
    const integer = (match[2] ?? '').replace(/^0+(?=\d)/, '');
    const fraction = (match[3] ?? '').replace(/0+$/, '');
    const zero = /^0*$/.test(integer) && fraction === '';
    return { negative: match[1] === '-' && !zero, integer, fraction };
  });
  let intWidth = 1;
  let fracWidth = 0;
  for (const item of parsed) {
    if (!item) continue;
    intWidth = Math.max(intWidth, item.integer.length);
    fracWidth = Math.max(fracWidth, item.fraction.length);
  }
  return parsed.map((item) => {
    if (!item) return undefined;
    const digits = item.integer.padStart(intWidth, '0') + item.fraction.padEnd(fracWidth, '0');
    return item.negative ? `0${digits.replace(/\d/g, (d) => String(9 - Number(d)))}` : `1${digits}`;
  });
}

function compareKeys(collator: Intl.Collator, kind: SortKind, a: unknown, b: unknown): number {
  switch (kind) {
    case 'text':
      return collator.compare(a as string, b as string);
    case 'ordinal':
    case 'money': {
      // Money keys are already made comparable by moneyKeys().
      const x = a as string;
      const y = b as string;
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 'number':
    case 'date':
      return (a as number) - (b as number);
  }
}

/** Search, filters and sort; a new array, the input is left alone. */
export function filterAndSort<R>(records: readonly R[], query: ListQuery<R>): R[] {
  const needle = query.search?.value?.trim().toLocaleLowerCase();
  const searchFields = query.search?.fields ?? [];
  const filters = Object.entries(query.filters ?? {}).filter(
    (entry): entry is [keyof R & string, FilterValue | readonly FilterValue[]] => entry[1] !== undefined,
  );
  const matching = records.filter(
    (record) =>
      (!needle || matchesSearch(record, searchFields, needle)) &&
      filters.every(([field, wanted]) => matchesFilter(record[field], wanted)),
  );

  const tieBreaker = query.tieBreaker ?? ('id' as keyof R & string);
  const { sort } = query;
  // Without a sort the collection's own (insertion) order stands, as a backend's default order would.
  if (!sort) return matching;

  const collator = new Intl.Collator(query.locale ?? 'en', { sensitivity: 'base', numeric: true });
  const direction = sort.order === 'asc' ? 1 : -1;
  // Keys (and tie-breakers) are computed once per record, not once per comparison.
  const keyed = matching.map((record) => ({ record, key: sortKey(sort.kind, record[sort.field]), tie: String(record[tieBreaker] ?? '') }));
  if (sort.kind === 'money') {
    const keys = moneyKeys(keyed.map(({ key }) => key as string | undefined));
    keyed.forEach((entry, index) => (entry.key = keys[index]));
  }
  const numeric = sort.kind === 'number' || sort.kind === 'date';
  keyed.sort((a, b) => {
    if (a.key === undefined || b.key === undefined) {
      if (a.key !== b.key) return a.key === undefined ? 1 : -1;
    } else if (numeric) {
      const primary = (a.key as number) - (b.key as number);
      if (primary !== 0) return direction * primary;
    } else {
      const primary = compareKeys(collator, sort.kind, a.key, b.key);
      if (primary !== 0) return direction * primary;
    }
    return a.tie < b.tie ? -1 : a.tie > b.tie ? 1 : 0;
  });
  return keyed.map(({ record }) => record);
}

function positiveInteger(name: string, value: number): number {
  // The operation's query schema rejects bad values with a 400 first; reaching here is a handler bug.
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}`);
  return value;
}

/** One page of already filtered and sorted records. */
export function paginate<T>(records: readonly T[], query: PageQuery = {}): Page<T> {
  const page = positiveInteger('page', query.page ?? 1);
  const perPage = positiveInteger('perPage', query.perPage ?? query.defaultPerPage ?? DEFAULT_PER_PAGE);
  const start = (page - 1) * perPage;
  return { items: records.slice(start, start + perPage), total: records.length, page, perPage };
}

/** Search, filter, sort and page in one call: the answer of a paged list endpoint (every paged handler's). */
export function listPage<R>(records: readonly R[], query: ListQuery<R> & PageQuery): Page<R> {
  return paginate(filterAndSort(records, query), query);
}

/** One sum of a paged list's envelope (`PageMeta.totals`): a money field, its currency, the exact decimal sum. */
export interface PageTotal {
  field: string;
  currency: string;
  amount: string;
}

/**
 * The sums of money fields over every record the filter matched (not the page's), per field and
 * currency, in the order of `fields`, then by currency. Exact: decimal strings added with big.js,
 * written with two decimals at least (`"1234.50"`). No records: no sums.
 */
export function moneyTotals<R>(records: Iterable<R>, fields: readonly { field: string; money: (record: R) => { amount: string; currency: string } }[]): PageTotal[] {
  const list = Array.isArray(records) ? (records as readonly R[]) : [...records];
  const sums = centsSums(list, fields) ?? bigSums(list, fields);
  return fields.flatMap(({ field }, index) =>
    [...sums[index]!.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([currency, amount]) => ({ field, currency, amount })),
  );
}

type MoneyField<R> = { money: (record: R) => { amount: string; currency: string } };

/** Sums with big.js, written with two decimals at least. */
function bigSums<R>(records: readonly R[], fields: readonly MoneyField<R>[]): Map<string, string>[] {
  const sums = fields.map(() => new Map<string, Big>());
  for (const record of records) {
    fields.forEach(({ money }, index) => {
      const { amount, currency } = money(record);
      const byCurrency = sums[index]!;
      byCurrency.set(currency, (byCurrency.get(currency) ?? new Big(0)).plus(amount));
    });
  }
  return sums.map((byCurrency) => new Map([...byCurrency].map(([currency, sum]) => [currency, sum.toFixed(Math.max(2, sum.c.length - sum.e - 1))])));
}

const TWO_DECIMALS = /^(-?)(\d{1,13})\.(\d{2})$/;

/**
 * The same sums in whole cents, when every amount has exactly two decimals and no partial sum
 * leaves the safe integers (then exact, and many times faster than big.js over 50,000 records);
 * undefined otherwise.
 */
function centsSums<R>(records: readonly R[], fields: readonly MoneyField<R>[]): Map<string, string>[] | undefined {
  const sums = fields.map(() => new Map<string, number>());
  for (const record of records) {
    for (let index = 0; index < fields.length; index++) {
      const { amount, currency } = fields[index]!.money(record);
      const match = TWO_DECIMALS.exec(amount);
      if (!match) return undefined;
      const byCurrency = sums[index]!;
      const sum = (byCurrency.get(currency) ?? 0) + Number(`${match[1]}${match[2]}${match[3]}`);
      if (!Number.isSafeInteger(sum)) return undefined;
      byCurrency.set(currency, sum);
    }
  }
  return sums.map((byCurrency) => new Map([...byCurrency].map(([currency, cents]) => [currency, centsText(cents)])));
}

/** Whole cents as an exact two-decimal string (`-5` → `"-0.05"`). */
export function centsText(cents: number): string {
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
