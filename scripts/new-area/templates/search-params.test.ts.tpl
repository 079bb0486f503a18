import { __areaId__SearchSchema, listParamsOf, pageCountOf, sortedBy } from './search-params';

describe('__kebab__ search params', () => {
  it('defaults to the first page of 25, sorted by name', () => {
    expect(listParamsOf(__areaId__SearchSchema.parse({}))).toEqual({ page: 1, 'per-page': 25, 'sort-by': 'name', 'sort-order': 'asc' });
  });

  it('drops what a hand-edited URL gets wrong instead of failing', () => {
    expect(__areaId__SearchSchema.parse({ page: 0, perPage: 7, sortBy: 'size', sortOrder: 'up', search: '  ' })).toEqual({});
  });

  it('searches the chosen field, name by default, and reads a numeric search as text', () => {
    expect(listParamsOf(__areaId__SearchSchema.parse({ search: 2026 }))).toMatchObject({ 'search-field': 'name', 'search-value': '2026' });
    expect(listParamsOf({ search: 'AB', searchField: 'reference' })).toMatchObject({ 'search-field': 'reference', 'search-value': 'AB' });
  });

  it('turns a column round on a second click and starts another ascending, on page 1', () => {
    expect(sortedBy({ page: 3 }, 'name')).toEqual({ sortBy: 'name', sortOrder: 'desc', page: undefined });
    expect(sortedBy({ sortBy: 'name', sortOrder: 'desc' }, 'name')).toMatchObject({ sortOrder: 'asc' });
    expect(sortedBy({ sortBy: 'name', sortOrder: 'desc' }, 'createdAt')).toMatchObject({ sortBy: 'createdAt', sortOrder: 'asc' });
  });

  it('counts pages, one at least', () => {
    expect(pageCountOf({ total: 0, perPage: 25 })).toBe(1);
    expect(pageCountOf({ total: 51, perPage: 25 })).toBe(3);
  });
});
