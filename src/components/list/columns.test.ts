import { dateColumn, formatCalendarDate, moneyColumn, textColumn } from './columns';

type Row = { id: string; due: string | null; amount: { amount: string; currency: string } | null; name: string };
const row: Row = { id: '1', due: '2026-03-01', amount: { amount: '1234.5', currency: 'EUR' }, name: 'Bakker B.V.' };
const empty: Row = { id: '2', due: null, amount: null, name: '' };
const plain = (text: unknown) => String(text).replace(/[\u00a0\u202f]/g, ' ');

describe('list columns', () => {
  it.each([
    ['en-US', '€1,234.50', 'Mar 1, 2026'],
    ['en-GB', '€1,234.50', '1 Mar 2026'],
    ['fr', '1 234,50 €', '1 mars 2026'],
    ['it', '1234,50 €', '1 mar 2026'],
    ['de', '1.234,50 €', '01.03.2026'],
    ['nl', '€ 1.234,50', '1 mrt 2026'],
    ['es', '1234,50 €', '1 mar 2026'],
  ])('%s: money and dates in the language, plain values in the CSV', (language, money, date) => {
    const amount = moneyColumn<Row>({ id: 'amount', header: 'Amount', language, value: (r) => r.amount });
    const due = dateColumn<Row>({ id: 'due', header: 'Due', language, value: (r) => r.due });
    expect(plain(amount.cell(row))).toBe(money);
    expect(amount.align).toBe('end');
    expect(amount.exportValue?.(row)).toBe('1234.5');
    expect(plain(due.cell(row))).toBe(date);
    expect(due.exportValue?.(row)).toBe('2026-03-01');
  });

  it('a date keeps its day whatever the time zone (read as a calendar date)', () => {
    expect(formatCalendarDate('2026-01-01', 'en-GB')).toBe('1 Jan 2026');
    expect(formatCalendarDate('not a date', 'en-GB')).toBe('not a date');
  });

  it('missing values are empty cells', () => {
    const amount = moneyColumn<Row>({ id: 'amount', header: 'Amount', language: 'en-US', value: (r) => r.amount });
    const due = dateColumn<Row>({ id: 'due', header: 'Due', language: 'en-US', value: (r) => r.due });
    const name = textColumn<Row>({ id: 'name', header: 'Name', language: 'en-US', value: (r) => r.name, hideable: false });
    expect([amount.cell(empty), amount.exportValue?.(empty), due.cell(empty), due.exportValue?.(empty)]).toEqual(['', '', '', '']);
    expect(name.cell(row)).toBe('Bakker B.V.');
    expect(name.hideable).toBe(false);
  });
});
