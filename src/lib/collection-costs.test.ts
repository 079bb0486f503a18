import { describe, expect, it } from 'vitest';
import { collectionCosts, dutchCollectionCosts, ukFixedSum } from './collection-costs';

const nl = (principal: string, vatReclaimable = true) => dutchCollectionCosts(principal, { vatReclaimable });

describe('Dutch statutory scale (Besluit vergoeding voor buitengerechtelijke incassokosten)', () => {
  it.each([
    ['100.00', '40.00'],
    ['266.00', '40.00'],
    ['266.67', '40.00'],
    ['266.68', '40.00'],
    ['267.00', '40.05'],
    ['2500.00', '375.00'],
    ['2500.10', '375.01'],
    ['5000.00', '625.00'],
    ['5000.20', '625.01'],
    ['10000.00', '875.00'],
    ['10001.00', '875.01'],
    ['200000.00', '2775.00'],
    ['200002.00', '2775.01'],
    ['1000000.00', '6775.00'],
    ['1200000.00', '6775.00'],
  ])('%s costs %s', (principal, total) => {
    expect(nl(principal).total).toBe(total);
  });

  it('applies the €40 minimum as a line of its own', () => {
    expect(nl('200.00').lines).toEqual([
      { kind: 'band', from: '0.00', to: '2500.00', base: '200.00', rate: '15', amount: '30.00' },
      { kind: 'minimum', amount: '10.00' },
    ]);
  });

  it('shows every band that applies and the maximum taken off', () => {
    const { lines } = nl('1200000.00');
    expect(lines.map((line) => [line.kind, 'rate' in line ? line.rate : null, line.amount])).toEqual([
      ['band', '15', '375.00'],
      ['band', '10', '250.00'],
      ['band', '5', '250.00'],
      ['band', '1', '1900.00'],
      ['band', '0.5', '5000.00'],
      ['maximum', null, '-1000.00'],
    ]);
  });

  it('the bands of 12,345.67 add up as the table says', () => {
    const { lines, total } = nl('12345.67');
    expect(lines.map((line) => line.amount)).toEqual(['375.00', '250.00', '250.00', '23.46']);
    expect(total).toBe('898.46');
  });

  it('adds 21 % VAT only when the creditor cannot reclaim it', () => {
    expect(nl('1000.00', true).total).toBe('150.00');
    const unreclaimable = nl('1000.00', false);
    expect(unreclaimable.lines.at(-1)).toEqual({ kind: 'vat', base: '150.00', rate: '21', amount: '31.50' });
    expect(unreclaimable.total).toBe('181.50');
    expect(nl('100.00', false).total).toBe('48.40');
    expect(nl('1200000.00', false).total).toBe('8197.75');
  });
});

describe('UK Late Payment of Commercial Debts fixed sums', () => {
  it.each([
    ['0.01', '40.00'],
    ['999.99', '40.00'],
    ['1000.00', '70.00'],
    ['9999.99', '70.00'],
    ['10000.00', '100.00'],
    ['250000.00', '100.00'],
  ])('a debt of £%s gets £%s', (outstanding, sum) => {
    expect(ukFixedSum(outstanding)).toBe(sum);
  });
});

describe('a case', () => {
  const invoices = [
    { invoiceId: 'a', number: 'INV-1', outstanding: '999.99', dueDate: '2026-10-28' },
    { invoiceId: 'b', number: 'INV-2', outstanding: '1500.01', dueDate: '2026-11-17' },
  ];

  it('in the Netherlands: the scale over the sum of the invoices', () => {
    const costs = collectionCosts({ country: 'NL', invoices, asOf: '2026-11-27' });
    expect(costs.principal).toBe('2500.00');
    expect(costs.total).toBe('375.00');
  });

  it('in the UK: a fixed sum per invoice (statutory interest is not a cost)', () => {
    const costs = collectionCosts({ country: 'GB', invoices, asOf: '2026-11-27' });
    expect(costs.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['fixed-sum', '40.00'],
      ['fixed-sum', '70.00'],
    ]);
    expect(costs.total).toBe('110.00');
  });
});
