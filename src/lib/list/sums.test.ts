import { selectAllMatching, toggleRow, EMPTY_SELECTION } from './selection';
import { selectionSum, totalsOf } from './sums';

const eur = (amount: string) => ({ amount, currency: 'EUR' });
const known = new Map([
  ['a', eur('10.10')],
  ['b', eur('0.20')],
  ['c', { amount: '5.00', currency: 'GBP' }],
]);
const totals = [
  { field: 'amount', currency: 'EUR', amount: '999.99' },
  { field: 'outstanding', currency: 'EUR', amount: '1000.30' },
];

describe('list sums', () => {
  it('takes one field of the envelope’s totals', () => {
    expect(totalsOf(totals, 'outstanding')).toEqual([eur('1000.30')]);
    expect(totalsOf(undefined, 'outstanding')).toEqual([]);
  });

  it('sums the ticked rows exactly, per currency', () => {
    const selection = toggleRow(toggleRow(toggleRow(EMPTY_SELECTION, 'a'), 'b'), 'c');
    expect(selectionSum(selection, 'outstanding', known, totals)).toEqual([eur('10.3'), { amount: '5', currency: 'GBP' }]);
    expect(selectionSum(EMPTY_SELECTION, 'outstanding', known, totals)).toEqual([]);
    // A row never seen: no sum rather than a wrong one.
    expect(selectionSum(toggleRow(EMPTY_SELECTION, 'zz'), 'outstanding', known, totals)).toBeNull();
  });

  it('all matching: the whole filtered set’s total minus the rows taken out', () => {
    const all = selectAllMatching({ status: ['overdue'] }, 40);
    expect(selectionSum(all, 'outstanding', known, totals)).toEqual([eur('1000.3')]);
    expect(selectionSum(toggleRow(all, 'a'), 'outstanding', known, totals)).toEqual([eur('990.2')]);
    expect(selectionSum(all, 'outstanding', known, undefined)).toBeNull();
  });
});
