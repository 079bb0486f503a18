import { nlInvoiceInterest, nlRateOn, statutoryInterest, ukInvoiceInterest, ukRateFrom } from './statutory-interest';

const invoice = (outstanding: string, dueDate: string) => ({ invoiceId: 'inv-1', number: '2025-0001', outstanding, dueDate });
const brief = (lines: ReturnType<typeof nlInvoiceInterest>) => lines.map(({ from, to, days, base, rate, yearDays, amount }) => [from, to, days, base, rate, yearDays, amount]);

describe('Dutch statutory commercial interest (art. 6:119a BW)', () => {
  it('takes the rate of the half-year each day falls in, from the day after the due date', () => {
    expect(nlRateOn('2025-06-30')).toBe('11.15');
    expect(nlRateOn('2025-07-01')).toBe('10.15');
    // Due on 29 June: one day of the first half-year's rate, then the second's.
    expect(brief(nlInvoiceInterest(invoice('1000.00', '2025-06-29'), '2025-07-10'))).toEqual([
      ['2025-06-30', '2025-06-30', 1, '1000.00', '11.15', 365, '0.31'],
      ['2025-07-01', '2025-07-10', 10, '1000.00', '10.15', 365, '2.78'],
    ]);
    // Due on the half-year's last day: interest starts in the next one only.
    expect(brief(nlInvoiceInterest(invoice('1000.00', '2025-06-30'), '2025-07-10'))).toEqual([['2025-07-01', '2025-07-10', 10, '1000.00', '10.15', 365, '2.78']]);
  });

  it('counts 29 February and a leap year of 366 days', () => {
    expect(brief(nlInvoiceInterest(invoice('3660.00', '2024-02-27'), '2024-03-01'))).toEqual([['2024-02-28', '2024-03-01', 3, '3660.00', '12.5', 366, '3.75']]);
  });

  it('adds a year’s interest to the principal on each anniversary, across rate changes', () => {
    const lines = nlInvoiceInterest(invoice('1000.00', '2024-11-20'), '2026-01-05');
    expect(brief(lines.slice(0, 4))).toEqual([
      ['2024-11-21', '2024-12-31', 41, '1000.00', '12.25', 366, '13.72'],
      ['2025-01-01', '2025-06-30', 181, '1000.00', '11.15', 365, '55.29'],
      ['2025-07-01', '2025-11-20', 143, '1000.00', '10.15', 365, '39.77'],
      ['2025-11-21', '2025-12-31', 41, '1108.78', '10.15', 365, '12.64'],
    ]);
    expect(lines.at(-1)).toMatchObject({ from: '2026-01-01', to: '2026-01-05', days: 5, base: '1108.78' });
  });

  it('has nothing before the day after the due date, and refuses a day before its table', () => {
    expect(nlInvoiceInterest(invoice('1000.00', '2026-11-20'), '2026-11-20')).toEqual([]);
    expect(() => nlInvoiceInterest(invoice('1000.00', '2016-01-01'), '2016-02-01')).toThrow(RangeError);
  });
});

describe('UK Late Payment interest', () => {
  it('fixes the rate by the six months in which interest started: 8 points over that reference rate', () => {
    expect(ukRateFrom('2025-06-30')).toBe('12.75');
    expect(ukRateFrom('2025-07-01')).toBe('12.25');
    // A base-rate change mid-debt does not move it.
    expect(brief(ukInvoiceInterest(invoice('1000.00', '2025-06-15'), '2025-07-15'))).toEqual([['2025-06-16', '2025-07-15', 30, '1000.00', '12.75', 365, '10.48']]);
    // Due on 30 June: interest starts on 1 July, at the second half's rate.
    expect(ukInvoiceInterest(invoice('1000.00', '2025-06-30'), '2025-07-15')[0]).toMatchObject({ from: '2025-07-01', rate: '12.25', days: 15 });
  });

  it('counts 29 February, on a year of 365 days', () => {
    expect(brief(ukInvoiceInterest(invoice('3650.00', '2024-02-28'), '2024-03-01'))).toEqual([['2024-02-29', '2024-03-01', 2, '3650.00', '13.25', 365, '2.65']]);
  });
});

it('adds up the lines of every invoice, per country', () => {
  const invoices = [invoice('1000.00', '2025-06-29'), { ...invoice('500.00', '2025-07-05'), invoiceId: 'inv-2' }];
  const nl = statutoryInterest({ country: 'NL', invoices, asOf: '2025-07-10' });
  expect(nl.lines).toHaveLength(3);
  expect(nl.total).toBe('3.79');
  const gb = statutoryInterest({ country: 'GB', invoices, asOf: '2025-07-10' });
  expect(gb.lines.map((line) => line.rate)).toEqual(['12.75', '12.25']);
});
