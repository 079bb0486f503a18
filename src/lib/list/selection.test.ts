import {
  afterBulk,
  EMPTY_SELECTION,
  isSelected,
  pageState,
  selectAllMatching,
  selectedCount,
  togglePage,
  toggleRow,
  toTarget,
} from './selection';

const page1 = ['a', 'b', 'c'];
const page2 = ['d', 'e'];
const filter = { status: ['open'], 'search-field': 'number', 'search-value': 'INV' };

describe('selection', () => {
  it('ticks and unticks rows by id, across pages', () => {
    let selection = toggleRow(EMPTY_SELECTION, 'a');
    selection = toggleRow(selection, 'd');
    expect(selectedCount(selection)).toBe(2);
    expect(isSelected(selection, 'a')).toBe(true);
    expect(isSelected(selection, 'b')).toBe(false);
    expect(pageState(selection, page1)).toBe('some');
    selection = toggleRow(selection, 'a');
    expect(toTarget(selection)).toEqual({ ids: ['d'] });
  });

  it('selects a whole page, keeping rows of other pages; again unselects the page', () => {
    let selection = toggleRow(EMPTY_SELECTION, 'd');
    selection = togglePage(selection, page1);
    expect(pageState(selection, page1)).toBe('all');
    expect(selectedCount(selection)).toBe(4);
    selection = togglePage(selection, page1);
    expect(pageState(selection, page1)).toBe('none');
    expect(toTarget(selection)).toEqual({ ids: ['d'] });
  });

  it('a partly selected page becomes fully selected', () => {
    const selection = togglePage(toggleRow(EMPTY_SELECTION, 'b'), page1);
    expect(pageState(selection, page1)).toBe('all');
    expect(selectedCount(selection)).toBe(3);
  });

  it('"select all N matching" targets the filter, every page selected', () => {
    const selection = selectAllMatching(filter, 1234);
    expect(selectedCount(selection)).toBe(1234);
    expect(pageState(selection, page1)).toBe('all');
    expect(pageState(selection, page2)).toBe('all');
    expect(toTarget(selection)).toEqual({ matching: filter });
  });

  it('unticking rows of a matching selection excludes them (and ticking again includes them)', () => {
    let selection = selectAllMatching(filter, 1234);
    selection = toggleRow(selection, 'b');
    selection = toggleRow(selection, 'e');
    expect(selectedCount(selection)).toBe(1232);
    expect(isSelected(selection, 'b')).toBe(false);
    expect(pageState(selection, page1)).toBe('some');
    expect(toTarget(selection)).toEqual({ matching: filter, excludeIds: ['b', 'e'] });
    selection = toggleRow(selection, 'b');
    expect(toTarget(selection)).toEqual({ matching: filter, excludeIds: ['e'] });
  });

  it('unticking a page of a matching selection excludes the page; ticking it includes it again', () => {
    let selection = togglePage(selectAllMatching(filter, 5), page1);
    expect(toTarget(selection)).toEqual({ matching: filter, excludeIds: page1 });
    expect(selectedCount(selection)).toBe(2);
    selection = togglePage(selection, page1);
    expect(toTarget(selection)).toEqual({ matching: filter });
  });

  it('a matching selection with every row unticked is empty again', () => {
    let selection = selectAllMatching(filter, 2);
    selection = toggleRow(selection, 'd');
    selection = toggleRow(selection, 'e');
    expect(selection).toEqual(EMPTY_SELECTION);
    expect(selectAllMatching(filter, 0)).toEqual(EMPTY_SELECTION);
  });

  it('after a bulk action the failed rows stay selected', () => {
    expect(afterBulk({ requested: 5, succeeded: 3, failed: [{ id: 'b', reason: 'Closed' }, { id: 'e', reason: 'Disputed' }] })).toEqual({ kind: 'ids', ids: ['b', 'e'] });
    expect(afterBulk({ requested: 5, succeeded: 5, failed: [] })).toEqual(EMPTY_SELECTION);
  });
});
