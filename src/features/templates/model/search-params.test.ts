import { compactSearch, sortFromSearch, sortToSearch, templatesSearchSchema } from './search-params';
import { DEFAULT_SORT } from './sort';

const parse = (raw: unknown) => templatesSearchSchema.parse(raw);

describe('templates search params', () => {
  it('absent keys mean the default list', () => {
    const search = parse({});
    expect(search).toEqual({});
    expect(sortFromSearch(search)).toEqual(DEFAULT_SORT);
  });

  it('restores a sort and a name filter', () => {
    const search = parse({ sortBy: 'name', sortOrder: 'asc', name: 'reminder' });
    expect(sortFromSearch(search)).toEqual({ field: 'name', order: 'asc' });
    expect(search.name).toBe('reminder');
  });

  it('sortBy=none means both toggles off', () => {
    expect(sortFromSearch(parse({ sortBy: 'none', sortOrder: 'asc' }))).toBeNull();
  });

  it('a missing order is descending', () => {
    expect(sortFromSearch(parse({ sortBy: 'name' }))).toEqual({ field: 'name', order: 'desc' });
  });

  it('invalid values fall back to the default instead of failing', () => {
    const search = parse({ sortBy: 'size', sortOrder: 'sideways', name: { evil: true } });
    expect(compactSearch(search)).toEqual({});
    expect(sortFromSearch(search)).toEqual(DEFAULT_SORT);
  });

  it('a name the search rule would not apply is dropped; a numeric one is kept as text', () => {
    expect(parse({ name: 'ab' }).name).toBeUndefined();
    expect(parse({ name: '   ' }).name).toBeUndefined();
    expect(parse({ name: 'x'.repeat(201) }).name).toBeUndefined();
    expect(parse({ name: '  invoice ' }).name).toBe('invoice');
    expect(parse({ name: 2026 }).name).toBe('2026');
  });

  it('writes nothing for the default sort, sortBy=none for off, both keys otherwise', () => {
    expect(compactSearch({ ...sortToSearch(DEFAULT_SORT) })).toEqual({});
    expect(compactSearch({ ...sortToSearch(null) })).toEqual({ sortBy: 'none' });
    expect(sortToSearch({ field: 'name', order: 'desc' })).toEqual({ sortBy: 'name', sortOrder: 'desc' });
    expect(sortToSearch({ field: 'last-modified-date', order: 'asc' })).toEqual({
      sortBy: 'last-modified-date',
      sortOrder: 'asc',
    });
  });

  it('round-trips every sort state through the URL', () => {
    for (const sort of [null, DEFAULT_SORT, { field: 'name', order: 'asc' } as const, { field: 'name', order: 'desc' } as const]) {
      expect(sortFromSearch(parse(compactSearch({ ...sortToSearch(sort) })))).toEqual(sort);
    }
  });
});
