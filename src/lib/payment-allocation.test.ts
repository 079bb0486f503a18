import { describe, expect, it } from 'vitest';
import { allocationTotals, checkAllocations, outstandingAfter, proposeAllocation, toCents } from './payment-allocation';

const outstanding: Record<string, string> = { a: '100.10', b: '0.20', c: '250.00' };
const available = (id: string) => outstanding[id];

describe('payment allocation', () => {
  it('sums in decimals: 0.1 + 0.2 allocated of 0.30 leaves exactly nothing', () => {
    expect(allocationTotals('0.30', [{ invoiceId: 'a', amount: '0.1' }, { invoiceId: 'b', amount: '0.2' }])).toEqual({ allocated: '0.30', unallocated: '0.00' });
  });

  it('rounds an amount to cents half up, and refuses a third decimal in an allocation', () => {
    expect(toCents('10.005')).toBe('10.01');
    expect(toCents('12.5')).toBe('12.50');
    expect(checkAllocations('100.00', [{ invoiceId: 'a', amount: '10.005' }], available)).toEqual([{ field: 'allocations/0/amount', code: 'amount-too-precise' }]);
  });

  it('spreads one payment over several invoices, oldest first, partly paying the last', () => {
    const result = proposeAllocation('150.30', [
      { id: 'a', outstanding: '100.10' },
      { id: 'b', outstanding: '0.20' },
      { id: 'c', outstanding: '250.00' },
    ]);
    expect(result.allocations).toEqual([
      { invoiceId: 'a', amount: '100.10' },
      { invoiceId: 'b', amount: '0.20' },
      { invoiceId: 'c', amount: '50.00' },
    ]);
    expect(result.unallocated).toBe('0.00');
  });

  it('leaves an over-payment as unallocated credit', () => {
    const result = proposeAllocation('400.00', [
      { id: 'a', outstanding: '100.10' },
      { id: 'c', outstanding: '250.00' },
    ]);
    expect(result.allocations.map((line) => line.amount)).toEqual(['100.10', '250.00']);
    expect(result.unallocated).toBe('49.90');
    expect(checkAllocations('400.00', result.allocations, available)).toEqual([]);
  });

  it('skips invoices with nothing outstanding', () => {
    expect(proposeAllocation('10.00', [{ id: 'x', outstanding: '0.00' }, { id: 'a', outstanding: '100.10' }]).allocations).toEqual([{ invoiceId: 'a', amount: '10.00' }]);
  });

  it('puts each problem at its field: more than outstanding, more than the payment, unknown and twice', () => {
    const problems = checkAllocations(
      '100.00',
      [
        { invoiceId: 'a', amount: '100.11' },
        { invoiceId: 'zzz', amount: '1.00' },
        { invoiceId: 'a', amount: '0' },
        { invoiceId: 'c', amount: 'abc' },
      ],
      available,
    );
    expect(problems).toEqual([
      { field: 'allocations/0/amount', code: 'more-than-outstanding', limit: '100.10' },
      { field: 'allocations/1/invoiceId', code: 'invoice-unknown' },
      { field: 'allocations/2/invoiceId', code: 'invoice-twice' },
      { field: 'allocations/2/amount', code: 'amount-not-positive' },
      { field: 'allocations/3/amount', code: 'amount-invalid' },
      { field: 'allocations', code: 'more-than-payment', limit: '100.00' },
    ]);
  });

  it('accepts an invoice exactly paid off, and an empty list (unmatched)', () => {
    expect(checkAllocations('100.10', [{ invoiceId: 'a', amount: '100.10' }], available)).toEqual([]);
    expect(checkAllocations('100.10', [], available)).toEqual([]);
  });

  it('moves the outstanding amounts from the old allocations to the new ones', () => {
    const now = new Map([
      ['a', '0.00'],
      ['c', '250.00'],
    ]);
    // a was paid off by this payment (100.10); now 60.05 goes to a and 40.05 to c.
    const next = outstandingAfter(now, [{ invoiceId: 'a', amount: '100.10' }], [
      { invoiceId: 'a', amount: '60.05' },
      { invoiceId: 'c', amount: '40.05' },
    ]);
    expect(Object.fromEntries(next)).toEqual({ a: '40.05', c: '209.95' });
    // Unmatching gives everything back.
    expect(Object.fromEntries(outstandingAfter(now, [{ invoiceId: 'a', amount: '100.10' }], []))).toEqual({ a: '100.10' });
  });
});
