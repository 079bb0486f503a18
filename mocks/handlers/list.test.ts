import { compareDecimals, filterAndSort, listPage, paginate, type ListQuery } from './list';

interface Invoice {
  id: string;
  number: string;
  customer: string;
  amount: string | null;
  lines: number | null;
  due: string | null;
  status: 'open' | 'paid' | 'disputed';
  tags: string[];
  owner: string | null;
}

const invoice = (id: string, fields: Partial<Invoice> = {}): Invoice => ({
  id,
  number: `INV-${id}`,
  customer: 'Bakkerij De Gouden Korenaar',
  amount: '100.00',
  lines: 1,
  due: '2026-11-01',
  status: 'open',
  tags: [],
  owner: null,
  ...fields,
});

const ids = (records: readonly { id: string }[]) => records.map((r) => r.id);
const list = (records: readonly Invoice[], query: ListQuery<Invoice>) => ids(filterAndSort(records, query));

describe('search', () => {
  const records = [
    invoice('a', { customer: 'Bakkerij De Gouden Korenaar', tags: ['Priority'] }),
    invoice('b', { customer: 'Harbour Freight Services', number: 'INV-0412' }),
    invoice('c', { customer: 'Émile Façade SARL' }),
  ];

  it('finds a case-insensitive substring in any of the fields', () => {
    expect(list(records, { search: { fields: ['customer'], value: 'GOUDEN' } })).toEqual(['a']);
    expect(list(records, { search: { fields: ['customer', 'number'], value: '0412' } })).toEqual(['b']);
    expect(list(records, { search: { fields: ['customer'], value: 'façade' } })).toEqual(['c']);
  });

  it('looks inside lists of text and ignores other values', () => {
    expect(list(records, { search: { fields: ['tags'], value: 'prior' } })).toEqual(['a']);
    expect(list([invoice('n', { lines: 412 })], { search: { fields: ['lines'], value: '412' } })).toEqual([]);
  });

  it('treats a blank value as no search, and trims the value', () => {
    expect(list(records, { search: { fields: ['customer'], value: '   ' } })).toEqual(['a', 'b', 'c']);
    expect(list(records, { search: { fields: ['customer'], value: undefined } })).toEqual(['a', 'b', 'c']);
    expect(list(records, { search: { fields: ['customer'], value: ' harbour ' } })).toEqual(['b']);
  });

  it('finds nothing when nothing matches', () => {
    expect(list(records, { search: { fields: ['customer'], value: 'no such customer' } })).toEqual([]);
  });
});

describe('filters', () => {
  const records = [
    invoice('a', { status: 'open', tags: ['priority', 'legal'], owner: 'usr-anna' }),
    invoice('b', { status: 'paid', tags: [], owner: null }),
    invoice('c', { status: 'disputed', tags: ['legal'], owner: 'usr-sanne' }),
  ];

  it('keeps records equal to a scalar', () => {
    expect(list(records, { filters: { status: 'paid' } })).toEqual(['b']);
  });

  it('keeps records in a set of values, null included', () => {
    expect(list(records, { filters: { status: ['open', 'disputed'] } })).toEqual(['a', 'c']);
    expect(list(records, { filters: { owner: [null, 'usr-sanne'] } })).toEqual(['b', 'c']);
    expect(list(records, { filters: { owner: null } })).toEqual(['b']);
    expect(list(records, { filters: { status: [] } })).toEqual([]);
  });

  it('matches list fields on any element', () => {
    expect(list(records, { filters: { tags: 'legal' } })).toEqual(['a', 'c']);
    expect(list(records, { filters: { tags: ['priority', 'unknown'] } })).toEqual(['a']);
  });

  it('combines filters and search with and; undefined filters are ignored', () => {
    expect(list(records, { filters: { tags: 'legal', status: 'open', owner: undefined } })).toEqual(['a']);
    expect(list(records, { filters: { tags: 'legal' }, search: { fields: ['owner'], value: 'sanne' } })).toEqual(['c']);
  });

  it('compares strictly: a number does not match its text', () => {
    expect(list([invoice('a', { lines: 3 })], { filters: { lines: '3' } })).toEqual([]);
    expect(list([invoice('a', { lines: 3 })], { filters: { lines: 3 } })).toEqual(['a']);
  });
});

describe('sort', () => {
  it('sorts text locale-aware: case, accents and numbers in text', () => {
    const records = [
      invoice('1', { customer: 'zeta' }),
      invoice('2', { customer: 'Émile' }),
      invoice('3', { customer: 'alpha 10' }),
      invoice('4', { customer: 'Alpha 9' }),
      invoice('5', { customer: 'beta' }),
    ];
    expect(list(records, { sort: { field: 'customer', order: 'asc', kind: 'text' } })).toEqual(['4', '3', '5', '2', '1']);
    expect(list(records, { sort: { field: 'customer', order: 'desc', kind: 'text' } })).toEqual(['1', '2', '5', '3', '4']);
  });

  it('sorts numbers numerically, not as text', () => {
    const records = [invoice('a', { lines: 10 }), invoice('b', { lines: 9 }), invoice('c', { lines: -1 })];
    expect(list(records, { sort: { field: 'lines', order: 'asc', kind: 'number' } })).toEqual(['c', 'b', 'a']);
  });

  it('sorts decimal-string money by its value, exactly', () => {
    const amounts = ['100.00', '99.99', '-5', '1000', '0.10', '0.1000001', '-0.00', '12345678901234567890.01', '12345678901234567890.001'];
    const records = amounts.map((amount, i) => invoice(`m${i}`, { amount }));
    const sorted = filterAndSort(records, { sort: { field: 'amount', order: 'asc', kind: 'money' } }).map((r) => r.amount);
    expect(sorted).toEqual(['-5', '-0.00', '0.10', '0.1000001', '99.99', '100.00', '1000', '12345678901234567890.001', '12345678901234567890.01']);
  });

  it('orders negative amounts by value too, whatever their number of decimals', () => {
    const amounts = ['-150.00', '-1500', '-150.5', '-0.01', '-99.999', '3', '-1500.01'];
    const records = amounts.map((amount, i) => invoice(`n${i}`, { amount }));
    const sorted = filterAndSort(records, { sort: { field: 'amount', order: 'asc', kind: 'money' } }).map((r) => r.amount);
    expect(sorted).toEqual(['-1500.01', '-1500', '-150.5', '-150.00', '-99.999', '-0.01', '3']);
    const equal = [invoice('b', { amount: '-2.50' }), invoice('a', { amount: '-2.5' })];
    expect(list(equal, { sort: { field: 'amount', order: 'desc', kind: 'money' } })).toEqual(['a', 'b']);
  });

  it('sorts ordinal fields by their characters, without a locale', () => {
    const records = [invoice('a', { number: '2026-00010' }), invoice('b', { number: '2025-00999' }), invoice('c', { number: '2026-00009' }), invoice('d', { number: 'b' }), invoice('e', { number: 'B' })];
    expect(list(records, { sort: { field: 'number', order: 'asc', kind: 'ordinal' } })).toEqual(['b', 'c', 'a', 'e', 'd']);
    expect(list(records, { sort: { field: 'number', order: 'desc', kind: 'ordinal' } })).toEqual(['d', 'e', 'a', 'c', 'b']);
  });

  it('sorts dates and date-times by the instant', () => {
    const records = [
      invoice('a', { due: '2026-11-20T09:00:00Z' }),
      invoice('b', { due: '2026-11-20T10:30:00+02:00' }), // 08:30 UTC
      invoice('c', { due: '2026-02-01' }),
      invoice('d', { due: '2027-01-01T00:00:00Z' }),
    ];
    expect(list(records, { sort: { field: 'due', order: 'asc', kind: 'date' } })).toEqual(['c', 'b', 'a', 'd']);
    expect(list(records, { sort: { field: 'due', order: 'desc', kind: 'date' } })).toEqual(['d', 'a', 'b', 'c']);
  });

  it('breaks ties on the id, ascending in both directions', () => {
    const records = [invoice('c', { customer: 'same' }), invoice('a', { customer: 'SAME' }), invoice('b', { customer: 'other' })];
    expect(list(records, { sort: { field: 'customer', order: 'asc', kind: 'text' } })).toEqual(['b', 'a', 'c']);
    expect(list(records, { sort: { field: 'customer', order: 'desc', kind: 'text' } })).toEqual(['a', 'c', 'b']);
  });

  it('breaks ties on another field when asked', () => {
    const records = [invoice('1', { number: 'X-2' }), invoice('2', { number: 'X-1' })];
    expect(list(records, { sort: { field: 'customer', order: 'asc', kind: 'text' }, tieBreaker: 'number' })).toEqual(['2', '1']);
  });

  it('puts records without a value last in both directions', () => {
    const records = [invoice('a', { amount: null }), invoice('b', { amount: '5.00' }), invoice('c', { amount: 'n/a' }), invoice('d', { amount: '7' })];
    expect(list(records, { sort: { field: 'amount', order: 'asc', kind: 'money' } })).toEqual(['b', 'd', 'a', 'c']);
    expect(list(records, { sort: { field: 'amount', order: 'desc', kind: 'money' } })).toEqual(['d', 'b', 'a', 'c']);
    const dated = [invoice('a', { due: null }), invoice('b', { due: 'soon' }), invoice('c', { due: '2026-01-01' })];
    expect(list(dated, { sort: { field: 'due', order: 'desc', kind: 'date' } })).toEqual(['c', 'a', 'b']);
  });

  it('keeps the input order without a sort, and leaves the input alone', () => {
    const records = [invoice('b', { customer: 'z' }), invoice('c', { customer: 'y' }), invoice('a', { customer: 'x' })];
    expect(list(records, {})).toEqual(['b', 'c', 'a']);
    expect(list(records, { sort: { field: 'customer', order: 'asc', kind: 'text' } })).toEqual(['a', 'c', 'b']);
    expect(ids(records)).toEqual(['b', 'c', 'a']);
  });

  it('uses the locale asked for', () => {
    const records = [invoice('1', { customer: 'ä' }), invoice('2', { customer: 'z' })];
    expect(list(records, { sort: { field: 'customer', order: 'asc', kind: 'text' }, locale: 'sv' })).toEqual(['2', '1']);
    expect(list(records, { sort: { field: 'customer', order: 'asc', kind: 'text' }, locale: 'de' })).toEqual(['1', '2']);
  });
});

describe('compareDecimals', () => {
  it.each([
    ['1', '1.0', 0],
    ['001.50', '1.5', 0],
    ['-0', '0.00', 0],
    ['+2', '10', -1],
    ['-10', '-2', -1],
    ['0.3', '0.29', 1],
  ])('%s vs %s', (a, b, expected) => {
    expect(Math.sign(compareDecimals(a, b) ?? Number.NaN)).toBe(expected);
  });

  it('is undefined for anything but decimal strings', () => {
    expect(compareDecimals('1e3', '1')).toBeUndefined();
    expect(compareDecimals('€ 1', '1')).toBeUndefined();
  });
});

describe('paging', () => {
  const records = Array.from({ length: 7 }, (_, i) => invoice(`i${i}`));

  it('answers the page asked for with the total over all pages', () => {
    expect(paginate(records, { page: 2, perPage: 3 })).toEqual({ items: records.slice(3, 6), total: 7, page: 2, perPage: 3 });
    const last = paginate(records, { page: 3, perPage: 3 });
    expect(ids(last.items)).toEqual(['i6']);
  });

  it('defaults to the first page of the default size', () => {
    const many = Array.from({ length: 30 }, (_, i) => invoice(`x${String(i).padStart(2, '0')}`));
    expect(paginate(many)).toMatchObject({ total: 30, page: 1, perPage: 25 });
    expect(paginate(many).items).toHaveLength(25);
    expect(paginate(many, { defaultPerPage: 10 }).perPage).toBe(10);
    expect(paginate(many, { perPage: 5, defaultPerPage: 10 }).perPage).toBe(5);
  });

  it('answers an empty page past the last one, and no pages for no records', () => {
    expect(paginate(records, { page: 9, perPage: 3 })).toEqual({ items: [], total: 7, page: 9, perPage: 3 });
    const none = paginate([], { perPage: 3 });
    expect(none).toEqual({ items: [], total: 0, page: 1, perPage: 3 });
  });

  it('refuses pages and sizes that the query schema should have rejected', () => {
    expect(() => paginate(records, { page: 0 })).toThrow(RangeError);
    expect(() => paginate(records, { perPage: 2.5 })).toThrow(/perPage must be a positive integer/);
  });

  it('pages the filtered, sorted records in one call', () => {
    const mixed = [
      invoice('a', { status: 'open', amount: '30' }),
      invoice('b', { status: 'paid', amount: '99' }),
      invoice('c', { status: 'open', amount: '10' }),
      invoice('d', { status: 'open', amount: '20' }),
    ];
    const page = listPage(mixed, { filters: { status: 'open' }, sort: { field: 'amount', order: 'desc', kind: 'money' }, page: 2, perPage: 2 });
    expect(page).toMatchObject({ total: 3, page: 2, perPage: 2 });
    expect(ids(page.items)).toEqual(['c']);
  });
});
