/**
 * The seeded settled payments, consistent with the seeded invoices (which are seeded first):
 *
 * - every partly paid invoice (something outstanding, less than it came to after credit notes)
 *   gets the payment that explains it: the difference, matched to it;
 * - the most recently due paid invoices get their payments (`perAdministration` of them, so
 *   MOCK_SCALE grows them): one per invoice, one in five paying two of the customer's invoices at
 *   once, one in ten over-paying (the rest is unallocated credit);
 * - a sixth as many unmatched payments: money from customers that no one has matched yet.
 *
 * Invoices' outstanding amounts are not changed here: the payments explain them. Deterministic per
 * administration.
 */
import Big from 'big.js';
import type { SeedContext } from '../db/collections';
import type { CustomerRecord, InvoiceRecord } from '../db/receivables-schemas';
import type { SettledPaymentRecord } from '../db/schemas';
import { dayNumber, isoDay } from './days';
import { administrationFixtures, SEED_REFERENCE_DATE, type AdministrationFixture } from './fixtures';
import { createRandom, type Random } from './prng';

const REFERENCE_DAY = dayNumber(SEED_REFERENCE_DATE);

type Draft = Omit<SettledPaymentRecord, 'id' | 'number' | 'createdAt' | 'updatedAt' | 'version'> & { minute: number };

/** What the invoice came to after its credit notes, and how much of that has been paid. */
function paidOf(invoice: InvoiceRecord): { due: Big; paid: Big } {
  const due = invoice.creditNotes.reduce((total, note) => total.plus(note.amount), new Big(invoice.amount));
  return { due, paid: due.minus(invoice.outstanding) };
}

function accountOf(admin: AdministrationFixture, random: Random): string {
  const last = String(random.int(0, 9999)).padStart(4, '0');
  return admin.country === 'NL' ? `NL** **** **** **${last.slice(0, 2)} ${last.slice(2)}` : `**** **** ${last}`;
}

function paymentDay(random: Random, invoice: InvoiceRecord): number {
  const issue = dayNumber(invoice.issueDate);
  const due = dayNumber(invoice.dueDate);
  return Math.max(issue + 1, Math.min(REFERENCE_DAY, due + random.int(-12, 25)));
}

function settledPaymentsOf(admin: AdministrationFixture, count: number, invoices: readonly InvoiceRecord[], customers: ReadonlyMap<string, CustomerRecord>): SettledPaymentRecord[] {
  const random = createRandom(`settled-payments:${admin.id}`);
  const mine = invoices.filter((invoice) => invoice.administrationId === admin.id && new Big(invoice.amount).gt(0));
  const drafts: Draft[] = [];
  const payer = (customerId: string) => customers.get(customerId)?.name ?? '';
  const method = (): Draft['method'] => {
    const roll = random.next();
    return roll < 0.7 ? 'bank-transfer' : roll < 0.85 ? 'direct-debit' : roll < 0.95 ? 'payment-link' : 'card';
  };

  // Partly paid invoices: the payment that explains what was paid.
  for (const invoice of mine) {
    const { paid } = paidOf(invoice);
    if (new Big(invoice.outstanding).lte(0) || paid.lte(0)) continue;
    drafts.push({
      administrationId: admin.id,
      receivedOn: isoDay(paymentDay(random, invoice)),
      amount: paid.toFixed(2),
      method: 'bank-transfer',
      reference: random.next() < 0.7 ? invoice.number : invoice.reference,
      payerName: payer(invoice.customerId),
      payerAccount: accountOf(admin, random),
      customerId: invoice.customerId,
      allocations: [{ invoiceId: invoice.id, amount: paid.toFixed(2) }],
      minute: random.int(0, 600),
    });
  }

  // The most recently due paid invoices: their payments, some paying two, some paying too much.
  const paidInFull = mine
    .filter((invoice) => new Big(invoice.outstanding).eq(0) && paidOf(invoice).paid.gt(0))
    .sort((a, b) => b.dueDate.localeCompare(a.dueDate) || a.id.localeCompare(b.id));
  const used = new Set<string>();
  const recent = Math.round((count * 5) / 6);
  let made = 0;
  for (let index = 0; index < paidInFull.length && made < recent; index += 1) {
    const invoice = paidInFull[index] as InvoiceRecord;
    if (used.has(invoice.id)) continue;
    used.add(invoice.id);
    const covered = [invoice];
    if (random.next() < 0.2) {
      const other = paidInFull.slice(index + 1, index + 40).find((candidate) => candidate.customerId === invoice.customerId && !used.has(candidate.id));
      if (other) {
        used.add(other.id);
        covered.push(other);
      }
    }
    const allocations = covered.map((paidInvoice) => ({ invoiceId: paidInvoice.id, amount: paidOf(paidInvoice).paid.toFixed(2) }));
    let amount = allocations.reduce((total, line) => total.plus(line.amount), new Big(0));
    if (random.next() < 0.1) amount = amount.plus(new Big(random.int(500, 15000)).div(100));
    drafts.push({
      administrationId: admin.id,
      receivedOn: isoDay(Math.max(...covered.map((paidInvoice) => paymentDay(random, paidInvoice)))),
      amount: amount.toFixed(2),
      method: method(),
      reference: covered.map((paidInvoice) => paidInvoice.number).join(' '),
      payerName: payer(invoice.customerId),
      payerAccount: accountOf(admin, random),
      customerId: invoice.customerId,
      allocations,
      minute: random.int(0, 600),
    });
    made += 1;
  }

  // Unmatched: money in that no one has matched yet (some naming an open invoice, some nothing useful).
  const open = mine.filter((invoice) => new Big(invoice.outstanding).gt(0));
  const customerIds = [...new Set(mine.map((invoice) => invoice.customerId))];
  for (let index = 0; index < Math.max(1, Math.round(count / 6)); index += 1) {
    const hint = open.length > 0 && random.next() < 0.6 ? random.pick(open) : null;
    const customerId = hint?.customerId ?? (customerIds.length > 0 ? random.pick(customerIds) : null);
    const recognised = customerId !== null && random.next() < 0.85;
    const amount = hint && random.next() < 0.5 ? new Big(hint.outstanding) : new Big(random.int(2500, 250000)).div(100);
    drafts.push({
      administrationId: admin.id,
      receivedOn: isoDay(REFERENCE_DAY - random.int(0, 20)),
      amount: amount.toFixed(2),
      method: random.next() < 0.85 ? 'bank-transfer' : 'cash',
      reference: hint ? hint.number : random.next() < 0.5 ? (admin.country === 'NL' ? 'Betaling' : 'Payment') : null,
      payerName: customerId ? payer(customerId) : admin.country === 'NL' ? 'Onbekende betaler' : 'Unknown payer',
      payerAccount: accountOf(admin, random),
      customerId: recognised ? customerId : null,
      allocations: [],
      minute: random.int(0, 600),
    });
  }

  const prefix = admin.country === 'NL' ? 'BET' : 'PAY';
  return drafts
    .map((draft, index) => ({ draft, index }))
    .sort((a, b) => a.draft.receivedOn.localeCompare(b.draft.receivedOn) || a.index - b.index)
    .map(({ draft: { minute, ...draft } }, position) => {
      const at = new Date(Date.parse(`${draft.receivedOn}T07:00:00Z`) + minute * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
      const number = String(position + 1).padStart(6, '0');
      return { ...draft, id: `pay-${admin.code}-${number}`, number: `${prefix}-${number}`, createdAt: at, updatedAt: at, version: 1 };
    });
}

export function seedSettledPayments(context: SeedContext): SettledPaymentRecord[] {
  const invoices = context.records('invoices');
  const customers = new Map(context.records('customers').map((customer) => [customer.id, customer]));
  return administrationFixtures.flatMap((admin) => settledPaymentsOf(admin, context.perAdministration, invoices, customers));
}
