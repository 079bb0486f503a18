import { dayNumber } from '../seed/days';
import { agingBucketOf } from './dashboard-figures';
import { ceiInputs, ceiPercent, decimalOf, dsoOn, invoiceHistory, outstandingOn as owedOn, reportMonths, type HistoryInput, type InvoiceHistory } from './report-figures';

const outstandingOn = (history: InvoiceHistory, on: number) => ({ toFixed: () => decimalOf(owedOn(history, on)) });

const TODAY = '2026-11-20';
const day = (iso: string) => dayNumber(iso);

const invoice = (over: Partial<HistoryInput> = {}): HistoryInput => ({
  customerId: 'c1',
  issueDate: '2026-09-01',
  dueDate: '2026-09-30',
  amount: '1000.00',
  outstanding: '1000.00',
  creditNotes: [],
  ...over,
});

describe('reportMonths', () => {
  it('gives twelve months, oldest first, each ending on its last day and the current one on today', () => {
    const months = reportMonths(TODAY);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-12', from: '2025-12-01', to: '2025-12-31' });
    expect(months[2]).toEqual({ month: '2026-02', from: '2026-02-01', to: '2026-02-28' });
    expect(months[11]).toEqual({ month: '2026-11', from: '2026-11-01', to: TODAY });
  });
});

describe('an invoice on a past day', () => {
  it('owes nothing before it was issued', () => {
    const history = invoiceHistory(invoice(), [], day(TODAY));
    expect(outstandingOn(history, day('2026-08-31')).toFixed()).toBe('0.00');
    expect(outstandingOn(history, day('2026-09-01')).toFixed()).toBe('1000.00');
  });

  it('counts a payment received after the day as outstanding on it, and paid from the day it came in', () => {
    const history = invoiceHistory(invoice({ outstanding: '400.00' }), [{ receivedOn: '2026-10-15', amount: '600.00' }], day(TODAY));
    expect(outstandingOn(history, day('2026-10-14')).toFixed()).toBe('1000.00');
    expect(outstandingOn(history, day('2026-10-15')).toFixed()).toBe('400.00');
    expect(outstandingOn(history, day(TODAY)).toFixed()).toBe('400.00');
  });

  it('takes credit notes off from their date, and an amount paid without a kept payment on the due date', () => {
    const history = invoiceHistory(invoice({ outstanding: '0.00', creditNotes: [{ date: '2026-09-10', amount: '-100.00' }] }), [], day(TODAY));
    expect(outstandingOn(history, day('2026-09-09')).toFixed()).toBe('1000.00');
    expect(outstandingOn(history, day('2026-09-10')).toFixed()).toBe('900.00');
    expect(outstandingOn(history, day('2026-09-29')).toFixed()).toBe('900.00');
    expect(outstandingOn(history, day('2026-09-30')).toFixed()).toBe('0.00');
  });

  it('ends on today at the outstanding amount the record holds, whatever its due date', () => {
    const notDue = invoiceHistory(invoice({ issueDate: '2026-11-10', dueDate: '2026-12-10', outstanding: '0.00' }), [], day(TODAY));
    expect(outstandingOn(notDue, day(TODAY)).toFixed()).toBe('0.00');
    expect(outstandingOn(notDue, day(TODAY) - 1).toFixed()).toBe('1000.00');
  });

  it('falls in the aging bucket of its days past due on the as-at date', () => {
    const history = invoiceHistory(invoice({ outstanding: '0.00' }), [{ receivedOn: '2026-11-15', amount: '1000.00' }], day(TODAY));
    // On 2026-10-31 it was 31 days past due and unpaid; on the 15th of November it was paid.
    expect(outstandingOn(history, day('2026-10-31')).toFixed()).toBe('1000.00');
    expect(agingBucketOf(day('2026-10-31') - history.dueDay)).toBe('days-31-60');
    expect(outstandingOn(history, day('2026-11-15')).toFixed()).toBe('0.00');
  });
});

describe('DSO at a month end', () => {
  it('is the dashboard formula on that day: outstanding then ÷ invoiced in the 90 days up to it × 90', () => {
    const histories = [
      invoiceHistory(invoice({ outstanding: '0.00' }), [{ receivedOn: '2026-11-05', amount: '1000.00' }], day(TODAY)),
      invoiceHistory(invoice({ issueDate: '2026-10-20', dueDate: '2026-11-19', amount: '500.00', outstanding: '500.00' }), [], day(TODAY)),
      // Issued more than 90 days before 2026-10-31: owed, but not in the period's sales.
      invoiceHistory(invoice({ issueDate: '2026-07-01', dueDate: '2026-07-31', amount: '300.00', outstanding: '300.00' }), [], day(TODAY)),
    ];
    expect(dsoOn(histories, '2026-10-31')).toEqual({ asOf: '2026-10-31', periodFrom: '2026-08-03', outstanding: '1800.00', invoiced: '1500.00', days: 108 });
    // After the payment: 800 owed against the same 1500.
    expect(dsoOn(histories, '2026-11-20')).toMatchObject({ outstanding: '800.00', invoiced: '1500.00', days: 48 });
    // Before anything was invoiced in the period: no DSO.
    expect(dsoOn(histories, '2026-03-31')).toMatchObject({ outstanding: '0.00', invoiced: '0.00', days: null });
  });
});

describe('the collection effectiveness index', () => {
  it('is (opening + sales − closing) ÷ (opening + sales − closing current) × 100, one decimal', () => {
    expect(ceiPercent({ opening: '1000.00', sales: '500.00', closing: '600.00', closingCurrent: '200.00' })).toBe(69.2);
    expect(ceiPercent({ opening: '1000.00', sales: '0.00', closing: '0.00', closingCurrent: '0.00' })).toBe(100);
    expect(ceiPercent({ opening: '0.00', sales: '0.00', closing: '0.00', closingCurrent: '0.00' })).toBeNull();
  });

  it('takes its inputs from the month: owed the day before, issued in it, owed and not yet due at its end', () => {
    const histories = [
      invoiceHistory(invoice({ outstanding: '0.00' }), [{ receivedOn: '2026-10-10', amount: '1000.00' }], day(TODAY)),
      invoiceHistory(invoice({ issueDate: '2026-10-05', dueDate: '2026-11-04', amount: '500.00', outstanding: '500.00' }), [], day(TODAY)),
      invoiceHistory(invoice({ issueDate: '2026-10-06', dueDate: '2026-10-20', amount: '200.00', outstanding: '200.00' }), [], day(TODAY)),
    ];
    const inputs = ceiInputs(histories, '2026-10-01', '2026-10-31');
    expect(inputs).toEqual({ opening: '1000.00', sales: '700.00', closing: '700.00', closingCurrent: '500.00' });
    // (1000 + 700 − 700) ÷ (1000 + 700 − 500) × 100
    expect(ceiPercent(inputs)).toBe(83.3);
  });
});

describe('a change dated after today', () => {
  it('counts on today, where the record already holds it', () => {
    const history = invoiceHistory(invoice({ issueDate: TODAY, dueDate: '2026-12-20', outstanding: '0.00' }), [{ receivedOn: '2026-11-21', amount: '1000.00' }], day(TODAY));
    expect(outstandingOn(history, day(TODAY)).toFixed()).toBe('0.00');
  });
});
