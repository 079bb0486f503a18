/**
 * The seeded payments underway: payments customers started in the last days through an invoice's
 * payment link (one invoice) or the customer portal (one or more of their open invoices), for
 * what those invoices have outstanding, that the provider has not settled yet. Their invoices stay
 * open (nothing is paid until it settles). `perAdministration` of them, so MOCK_SCALE grows them;
 * deterministic per administration.
 */
import Big from 'big.js';
import type { SeedContext } from '../db/collections';
import type { InvoiceRecord } from '../db/receivables-schemas';
import type { PaymentUnderwayRecord } from '../db/schemas';
import { dayNumber, isoDay } from './days';
import { administrationFixtures, SEED_REFERENCE_DATE, type AdministrationFixture } from './fixtures';
import { createRandom } from './prng';

const REFERENCE = Date.parse(SEED_REFERENCE_DATE);
const REFERENCE_DAY = dayNumber(SEED_REFERENCE_DATE);

const STATUSES = [
  ['initiated', 0.2],
  ['pending', 0.35],
  ['authorised', 0.3],
  ['failed', 0.1],
  ['expired', 0.05],
] as const;

function paymentsUnderwayOf(admin: AdministrationFixture, count: number, invoices: readonly InvoiceRecord[]): PaymentUnderwayRecord[] {
  const random = createRandom(`payments-underway:${admin.id}`);
  const open = invoices.filter((invoice) => invoice.administrationId === admin.id && new Big(invoice.outstanding).gt(0) && !invoice.forCollection && !invoice.disputed);
  if (open.length === 0) return [];
  const used = new Set<string>();
  const records: PaymentUnderwayRecord[] = [];
  for (let index = 0; index < count && used.size < open.length; index += 1) {
    let invoice = random.pick(open);
    while (used.has(invoice.id)) invoice = random.pick(open);
    used.add(invoice.id);
    const channel = random.next() < 0.6 ? 'payment-link' : 'portal';
    const covered = [invoice];
    if (channel === 'portal') {
      const more = open.find((other) => other.customerId === invoice.customerId && !used.has(other.id));
      if (more && random.next() < 0.5) {
        used.add(more.id);
        covered.push(more);
      }
    }
    const roll = random.next();
    let cumulative = 0;
    const providerStatus = (STATUSES.find(([, weight]) => (cumulative += weight) > roll) ?? STATUSES[0])[0];
    const method =
      admin.country === 'NL'
        ? random.pick(['ideal', 'ideal', 'ideal', 'card', 'bancontact', 'sepa-transfer'] as const)
        : random.pick(['card', 'card', 'sepa-transfer', 'direct-debit'] as const);
    const startedAt = REFERENCE - random.int(10, 6 * 24 * 60) * 60_000;
    const startDay = Math.floor(startedAt / 86_400_000);
    const slow = method === 'sepa-transfer' || method === 'direct-debit';
    const expectedOn = providerStatus === 'failed' || providerStatus === 'expired' ? null : isoDay(Math.max(REFERENCE_DAY, startDay + (slow ? random.int(2, 5) : 1)));
    const number = String(index + 1).padStart(6, '0');
    records.push({
      id: `puw-${admin.code}-${number}`,
      administrationId: admin.id,
      number: `${admin.country === 'NL' ? 'tr' : 'pi'}_${random.hex(10)}`,
      startedAt: new Date(startedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      expectedOn,
      amount: covered.reduce((total, covers) => total.plus(covers.outstanding), new Big(0)).toFixed(2),
      channel,
      method,
      providerStatus,
      customerId: invoice.customerId,
      invoiceIds: covered.map((covers) => covers.id),
      version: 1,
    });
  }
  return records;
}

export function seedPaymentsUnderway(context: SeedContext): PaymentUnderwayRecord[] {
  const invoices = context.records('invoices');
  return administrationFixtures.flatMap((admin) => paymentsUnderwayOf(admin, context.perAdministration, invoices));
}
