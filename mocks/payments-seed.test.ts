/**
 * The seeded payments agree with the seeded invoices, in both administrations and as MOCK_SCALE
 * grows them: what the payments give an invoice is what it no longer has outstanding (exactly, for
 * every partly paid invoice), no payment gives more than it is, and payments underway are for
 * open invoices of their own administration.
 */
import Big from 'big.js';
import { buildSeedData } from './seed/seed';

const ADMINISTRATIONS = ['adm-nl-001', 'adm-gb-002'];

describe.each([1, 10])('the seeded payments at MOCK_SCALE=%i', (scale) => {
  const data = buildSeedData({ scale });
  const invoices = new Map(data.invoices.map((invoice) => [invoice.id, invoice]));

  it('give no invoice more than it was paid, and explain every partly paid invoice exactly', () => {
    const given = new Map<string, Big>();
    for (const payment of data.settledPayments) {
      let allocated = new Big(0);
      for (const line of payment.allocations) {
        const invoice = invoices.get(line.invoiceId);
        expect(invoice?.administrationId).toBe(payment.administrationId);
        expect(new Big(line.amount).gt(0)).toBe(true);
        allocated = allocated.plus(line.amount);
        given.set(line.invoiceId, (given.get(line.invoiceId) ?? new Big(0)).plus(line.amount));
      }
      expect(allocated.lte(payment.amount)).toBe(true);
    }
    let partly = 0;
    for (const invoice of data.invoices) {
      const due = invoice.creditNotes.reduce((total, note) => total.plus(note.amount), new Big(invoice.amount));
      const paid = due.minus(invoice.outstanding);
      const received = given.get(invoice.id) ?? new Big(0);
      expect(received.lte(paid), invoice.id).toBe(true);
      if (new Big(invoice.outstanding).gt(0) && paid.gt(0)) {
        partly += 1;
        expect(received.toFixed(2), invoice.id).toBe(paid.toFixed(2));
      }
    }
    expect(partly).toBeGreaterThan(0);
  });

  it('seed matched, partly matched (over-paid) and unmatched payments in both administrations, growing with the scale', () => {
    for (const administrationId of ADMINISTRATIONS) {
      const mine = data.settledPayments.filter((payment) => payment.administrationId === administrationId);
      expect(mine.length).toBeGreaterThanOrEqual(60 * scale);
      expect(mine.some((payment) => payment.allocations.length === 0)).toBe(true);
      expect(mine.some((payment) => payment.allocations.length > 1)).toBe(true);
      expect(mine.some((payment) => payment.allocations.length > 0 && new Big(payment.amount).gt(payment.allocations.reduce((total, line) => total.plus(line.amount), new Big(0))))).toBe(true);
      expect(new Set(mine.map((payment) => payment.number)).size).toBe(mine.length);
    }
  });

  it('put payments underway on open invoices of their own administration', () => {
    for (const administrationId of ADMINISTRATIONS) {
      const mine = data.paymentsUnderway.filter((payment) => payment.administrationId === administrationId);
      expect(mine).toHaveLength(15 * scale);
      for (const payment of mine) {
        const covered = payment.invoiceIds.map((id) => invoices.get(id));
        expect(covered.every((invoice) => invoice?.administrationId === administrationId && new Big(invoice.outstanding).gt(0))).toBe(true);
        expect(payment.amount).toBe(covered.reduce((total, invoice) => total.plus(invoice!.outstanding), new Big(0)).toFixed(2));
      }
    }
  });
});
