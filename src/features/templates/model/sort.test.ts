import { cycleSort, DEFAULT_SORT, type SortState, toggleState, toListParams } from './sort';

describe('cycleSort', () => {
  it('cycles one toggle descending → ascending → off → descending', () => {
    let sort: SortState = null;
    sort = cycleSort(sort, 'name');
    expect(sort).toEqual({ field: 'name', order: 'desc' });
    sort = cycleSort(sort, 'name');
    expect(sort).toEqual({ field: 'name', order: 'asc' });
    sort = cycleSort(sort, 'name');
    expect(sort).toBeNull();
    sort = cycleSort(sort, 'name');
    expect(sort).toEqual({ field: 'name', order: 'desc' });
  });

  it('starts from the default, last modified descending', () => {
    expect(DEFAULT_SORT).toEqual({ field: 'last-modified-date', order: 'desc' });
    expect(cycleSort(DEFAULT_SORT, 'last-modified-date')).toEqual({ field: 'last-modified-date', order: 'asc' });
  });

  it('turning one toggle on turns the other off, whatever its state', () => {
    const byNameAsc = cycleSort(cycleSort(null, 'name'), 'name');
    const next = cycleSort(byNameAsc, 'last-modified-date');
    expect(next).toEqual({ field: 'last-modified-date', order: 'desc' });
    expect(toggleState(next, 'name')).toBe('off');
    expect(toggleState(next, 'last-modified-date')).toBe('desc');
    expect(toggleState(cycleSort(next, 'name'), 'last-modified-date')).toBe('off');
  });
});

describe('toListParams', () => {
  it('sends sort-by and sort-order together', () => {
    expect(toListParams({ field: 'name', order: 'asc' }, undefined)).toEqual({ 'sort-by': 'name', 'sort-order': 'asc' });
    expect(toListParams(DEFAULT_SORT, undefined)).toEqual({ 'sort-by': 'last-modified-date', 'sort-order': 'desc' });
  });

  it('omits both when sorting is off', () => {
    const params = toListParams(null, undefined);
    expect(params).toEqual({});
    expect('sort-by' in params || 'sort-order' in params).toBe(false);
  });

  it('sends the name filter only when there is one', () => {
    expect(toListParams(null, 'remind')).toEqual({ name: 'remind' });
    expect(toListParams(null, '')).toEqual({});
  });
});
