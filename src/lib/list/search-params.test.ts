import { defineListSearch, kebabCase } from './search-params';
import { listSearchSchema } from './search-schema';

const invoices = defineListSearch({
  sortable: ['number', 'due-date', 'amount'],
  searchFields: ['number', 'customer-name'],
  filters: {
    status: { kind: 'multi', values: ['open', 'paid', 'disputed'] },
    dueDate: { kind: 'dateRange' },
    amount: { kind: 'amountRange' },
    tag: { kind: 'tags' },
  },
  defaults: { sortBy: 'due-date', sortOrder: 'asc', searchField: 'number' },
});

describe('list URL state', () => {
  it('an empty URL is the default view', () => {
    const search = invoices.parse({});
    expect(search).toEqual({});
    expect(invoices.view(search)).toEqual({
      page: 1,
      perPage: 25,
      sortBy: 'due-date',
      sortOrder: 'asc',
      searchField: 'number',
      search: undefined,
      filters: {},
    });
    expect(invoices.toQuery(search)).toEqual({ page: 1, 'per-page': 25, 'sort-by': 'due-date', 'sort-order': 'asc' });
  });

  it('keeps every valid key, as the router parses them (numbers for numeric text)', () => {
    const search = invoices.parse({
      page: 3,
      perPage: 50,
      sortBy: 'amount',
      sortOrder: 'desc',
      searchField: 'customer-name',
      search: ' Jansen ',
      status: ['open', 'disputed'],
      dueDateFrom: '2026-01-01',
      dueDateTo: '2026-03-31',
      amountMin: 100,
      amountMax: '2500.50',
      tag: ['vip'],
    });
    expect(search).toEqual({
      page: 3,
      perPage: 50,
      sortBy: 'amount',
      sortOrder: 'desc',
      searchField: 'customer-name',
      search: 'Jansen',
      status: ['open', 'disputed'],
      dueDateFrom: '2026-01-01',
      dueDateTo: '2026-03-31',
      amountMin: '100',
      amountMax: '2500.50',
      tag: ['vip'],
    });
    expect(invoices.toQuery(search)).toEqual({
      page: 3,
      'per-page': 50,
      'sort-by': 'amount',
      'sort-order': 'desc',
      'search-field': 'customer-name',
      'search-value': 'Jansen',
      status: ['open', 'disputed'],
      'due-date-from': '2026-01-01',
      'due-date-to': '2026-03-31',
      'amount-min': '100',
      'amount-max': '2500.50',
      tag: ['vip'],
    });
  });

  it('drops each invalid value on its own and keeps the rest (never an error page)', () => {
    const search = invoices.parse({
      page: 0,
      perPage: 30,
      sortBy: 'password',
      sortOrder: 'sideways',
      searchField: 'iban',
      search: 'ab',
      status: ['open', 'hacked', 42],
      dueDateFrom: '2026-02-30',
      dueDateTo: 'yesterday',
      amountMin: '1e9',
      amountMax: '12,50',
      tag: ['', 'x'.repeat(41), 'ok'],
      unknown: 'dropped',
    });
    expect(search).toEqual({ status: ['open'], tag: ['ok'] });
  });

  it.each([
    ['page as text', { page: '2' }, { page: 2 }],
    ['page not a whole number', { page: 1.5 }, {}],
    ['page too far', { page: 10_000_001 }, {}],
    ['page size as text', { perPage: '100' }, { perPage: 100 }],
    ['a single status not in a list', { status: 'paid' }, { status: ['paid'] }],
    ['a search that is a number', { search: 2026 }, { search: '2026' }],
    ['a search too long', { search: 'x'.repeat(201) }, {}],
    ['statuses repeated', { status: ['open', 'open'] }, { status: ['open'] }],
    ['an object where a list belongs', { status: { a: 1 } }, {}],
    ['a negative amount (credit notes)', { amountMax: '-10.5' }, { amountMax: '-10.5' }],
    ['an amount with leading zeros or five decimals', { amountMin: '007', amountMax: '1.23456' }, {}],
  ])('%s', (_, raw, expected) => {
    expect(invoices.parse(raw)).toEqual(expected);
  });

  it('round-trips URL → query → URL for valid states', () => {
    const states = [
      {},
      { page: 4 },
      { perPage: 100, sortBy: 'number', sortOrder: 'desc' },
      { search: 'Bakker', searchField: 'customer-name' },
      { status: ['paid'], amountMin: '0.01', dueDateTo: '2026-12-31', tag: ['a', 'b'] },
    ] as const;
    for (const state of states) {
      const search = invoices.parse(state);
      expect(invoices.fromQuery(invoices.toQuery(search))).toEqual(invoices.compact(search));
    }
  });

  it('compact drops defaults and empties, so the default list is the bare path', () => {
    expect(invoices.compact({ page: 1, perPage: 25, sortBy: 'due-date', sortOrder: 'asc', status: [], search: undefined })).toEqual({});
    // The field chosen before typing stays chosen.
    expect(invoices.compact({ searchField: 'customer-name' })).toEqual({ searchField: 'customer-name' });
    expect(invoices.compact({ page: 2, sortOrder: 'desc' })).toEqual({ page: 2, sortOrder: 'desc' });
  });

  it('the matching filter carries search and filters, not page or sort', () => {
    const search = invoices.parse({ page: 3, sortBy: 'amount', search: 'Jansen', status: ['open'], amountMin: '10' });
    expect(invoices.toMatching(search)).toEqual({ 'search-field': 'number', 'search-value': 'Jansen', status: ['open'], 'amount-min': '10' });
    expect(invoices.isFiltered(search)).toBe(true);
    expect(invoices.isFiltered(invoices.parse({ page: 3, sortBy: 'amount' }))).toBe(false);
  });

  it('the filter key changes with the filter, not with page or sort', () => {
    const base = invoices.parse({ status: ['open'], search: 'Jansen' });
    expect(invoices.filterKey({ ...base, page: 4, sortOrder: 'desc' })).toBe(invoices.filterKey(base));
    expect(invoices.filterKey({ ...base, status: ['paid'] })).not.toBe(invoices.filterKey(base));
  });

  it('clearing filters keeps sort and page size and goes to page 1', () => {
    const search = invoices.parse({ page: 5, perPage: 50, sortBy: 'amount', status: ['open'], search: 'Jansen', dueDateFrom: '2026-01-01' });
    expect(invoices.clearFilters(search)).toEqual({ perPage: 50, sortBy: 'amount' });
  });

  it('a page size other than 10/25/50/100 is the default', () => {
    for (const perPage of [10, 25, 50, 100]) expect(invoices.parse({ perPage }).perPage).toBe(perPage);
    for (const perPage of [0, 5, 1000, -25]) expect(invoices.parse({ perPage }).perPage).toBeUndefined();
  });

  it('listSearchSchema is the schema a route validates with', () => {
    const schema = listSearchSchema({ sortable: ['name'], searchFields: ['name'], filters: {}, defaults: { sortBy: 'name', sortOrder: 'asc', searchField: 'name' } });
    expect(schema.parse({ sortBy: 'name', page: 'x' })).toEqual({ sortBy: 'name' });
  });

  it('names query parameters in kebab case', () => {
    expect(kebabCase('dueDateFrom')).toBe('due-date-from');
    expect(kebabCase('amountMin')).toBe('amount-min');
    expect(kebabCase('status')).toBe('status');
  });
});
