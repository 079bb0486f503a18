/**
 * The seeded payment arrangements, consistent with the seeded invoices at the reference date:
 * - every invoice seeded `inArrangement` is covered by an active plan of its customer (one plan per
 *   customer covering all of them), paid up to the reference date, its next instalment after it;
 * - some broken plans (an instalment missed before the reference date) over overdue invoices that
 *   are not paused otherwise, so dunning runs for them again;
 * - some completed plans over paid invoices, a few proposed ones and a few cancelled ones.
 * The plans follow the invoices (MOCK_SCALE grows both); one generator per administration.
 * Instalment amounts are split with big.js: the last instalment absorbs the rounding.
 */
import Big from 'big.js';
import { dueDateAfter, type PlanFrequency } from '#lib/arrangement-plan';
import type { SeedContext } from '../db/collections';
import type { InvoiceRecord } from '../db/receivables-schemas';
import type { ArrangementRecord } from '../db/schemas';
import { dayNumber, isoDay } from './days';
import { administrationFixtures, type AdministrationFixture } from './fixtures';
import { createRandom, type Random } from './prng';
import { REFERENCE_DAY } from './receivables';

type Instalment = ArrangementRecord['instalments'][number];
type Draft = Omit<ArrangementRecord, 'id' | 'reference'>;

const FREQUENCIES: readonly PlanFrequency[] = ['monthly', 'monthly', 'biweekly', 'weekly'];
const REFERENCE_ISO = isoDay(REFERENCE_DAY);

const sumOf = (values: readonly string[]) => values.reduce((sum, value) => sum.plus(value), new Big(0));

/** `count` amounts adding up to `total` exactly; the last absorbs the rounding. */
function split(total: Big, count: number): Big[] {
  const each = total.div(count).round(2, Big.roundDown);
  return [...Array.from({ length: count - 1 }, () => each), total.minus(each.times(count - 1))];
}

function dates(first: string, frequency: PlanFrequency, count: number): string[] {
  return Array.from({ length: count }, (_, index) => dueDateAfter(first, frequency, index));
}

function stamp(day: number, random: Random): string {
  return `${isoDay(day)}T${String(random.int(8, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00Z`;
}

function draft(admin: AdministrationFixture, customerId: string, invoices: readonly InvoiceRecord[], fields: Pick<Draft, 'status' | 'frequency' | 'total' | 'instalments' | 'brokenSince'>, createdDay: number, random: Random): Draft {
  const created = stamp(createdDay, random);
  return { administrationId: admin.id, customerId, invoiceIds: invoices.map((invoice) => invoice.id), ...fields, createdAt: created, updatedAt: created, version: 1 };
}

/** A plan paid up to the reference date whose remaining instalments add up to what is outstanding. */
function activePlan(admin: AdministrationFixture, customerId: string, invoices: readonly InvoiceRecord[], random: Random): Draft {
  const frequency = random.pick(FREQUENCIES);
  const count = random.int(3, 8);
  const paidCount = random.int(0, Math.min(3, count - 1));
  // The next instalment falls due 10 to 40 days after the reference date; the paid ones before it.
  const next = isoDay(REFERENCE_DAY + random.int(10, 40));
  const first = paidCount === 0 ? next : dueDateAfter(next, frequency, -paidCount);
  const due = dates(first, frequency, count);
  const unpaid = due.filter((day) => day >= REFERENCE_ISO).length;
  const outstanding = sumOf(invoices.map((invoice) => invoice.outstanding));
  const rest = split(outstanding, unpaid);
  const each = rest[0] ?? outstanding;
  const amounts = [...Array.from({ length: count - unpaid }, () => each), ...rest];
  const instalments: Instalment[] = due.map((dueDate, index) => {
    const amount = amounts[index]!.toFixed(2);
    return { number: index + 1, dueDate, amount, paid: dueDate < REFERENCE_ISO ? amount : '0.00', downPayment: false };
  });
  const total = sumOf(instalments.map((i) => i.amount)).toFixed(2);
  return draft(admin, customerId, invoices, { status: 'active', frequency, total, instalments, brokenSince: null }, dayNumber(first) - random.int(5, 20), random);
}

/** A plan started 40 to 150 days before the reference date with an instalment missed since. */
function brokenPlan(admin: AdministrationFixture, customerId: string, invoices: readonly InvoiceRecord[], random: Random): Draft {
  const frequency = random.pick(FREQUENCIES);
  const count = random.int(3, 6);
  const first = isoDay(REFERENCE_DAY - random.int(40, 150));
  const due = dates(first, frequency, count);
  const past = due.filter((day) => day < REFERENCE_ISO).length;
  const paidCount = random.int(0, Math.max(0, Math.min(past - 1, count - 1)));
  const outstanding = sumOf(invoices.map((invoice) => invoice.outstanding));
  const rest = split(outstanding, count - paidCount);
  const each = rest[0] ?? outstanding;
  const amounts = [...Array.from({ length: paidCount }, () => each), ...rest];
  const instalments: Instalment[] = due.map((dueDate, index) => {
    const amount = amounts[index]!.toFixed(2);
    return { number: index + 1, dueDate, amount, paid: index < paidCount ? amount : '0.00', downPayment: false };
  });
  const missed = due[paidCount]!;
  const total = sumOf(instalments.map((i) => i.amount)).toFixed(2);
  return draft(admin, customerId, invoices, { status: 'broken', frequency, total, instalments, brokenSince: isoDay(dayNumber(missed) + 1) }, dayNumber(first) - random.int(5, 20), random);
}

/** A plan fully paid over invoices that are paid. */
function completedPlan(admin: AdministrationFixture, customerId: string, invoices: readonly InvoiceRecord[], random: Random): Draft {
  const frequency = random.pick(FREQUENCIES);
  const count = random.int(2, 5);
  const first = isoDay(REFERENCE_DAY - random.int(120, 300));
  const amounts = split(sumOf(invoices.map((invoice) => invoice.amount)), count);
  const instalments: Instalment[] = dates(first, frequency, count).map((dueDate, index) => {
    const amount = amounts[index]!.toFixed(2);
    return { number: index + 1, dueDate, amount, paid: amount, downPayment: false };
  });
  const total = sumOf(instalments.map((i) => i.amount)).toFixed(2);
  return draft(admin, customerId, invoices, { status: 'completed', frequency, total, instalments, brokenSince: null }, dayNumber(first) - random.int(5, 20), random);
}

/** A plan not started (proposed, first due after the reference date) or called off (cancelled). */
function unstartedPlan(admin: AdministrationFixture, customerId: string, invoices: readonly InvoiceRecord[], status: 'proposed' | 'cancelled', random: Random): Draft {
  const frequency = random.pick(FREQUENCIES);
  const count = random.int(2, 6);
  const first = status === 'proposed' ? isoDay(REFERENCE_DAY + random.int(7, 30)) : isoDay(REFERENCE_DAY - random.int(20, 90));
  const amounts = split(sumOf(invoices.map((invoice) => invoice.outstanding)), count);
  const instalments: Instalment[] = dates(first, frequency, count).map((dueDate, index) => ({ number: index + 1, dueDate, amount: amounts[index]!.toFixed(2), paid: '0.00', downPayment: false }));
  const total = sumOf(instalments.map((i) => i.amount)).toFixed(2);
  return draft(admin, customerId, invoices, { status, frequency, total, instalments, brokenSince: null }, Math.min(REFERENCE_DAY - 1, dayNumber(first) - random.int(5, 20)), random);
}

function arrangementsOf(admin: AdministrationFixture, invoices: readonly InvoiceRecord[]): ArrangementRecord[] {
  const random = createRandom(`arrangements:${admin.id}`);
  const byCustomer = new Map<string, InvoiceRecord[]>();
  for (const invoice of invoices) {
    if (invoice.administrationId !== admin.id) continue;
    const list = byCustomer.get(invoice.customerId) ?? [];
    list.push(invoice);
    byCustomer.set(invoice.customerId, list);
  }
  const drafts: Draft[] = [];
  for (const [customerId, own] of byCustomer) {
    const arranged = own.filter((invoice) => invoice.inArrangement);
    if (arranged.length > 0) drafts.push(activePlan(admin, customerId, arranged, random));
    const free = own.filter((invoice) => !invoice.inArrangement && !invoice.disputed && !invoice.forCollection && Big(invoice.outstanding).gt(0) && invoice.dueDate < REFERENCE_ISO);
    const paid = own.filter((invoice) => Big(invoice.outstanding).eq(0) && invoice.creditNotes.length === 0 && Big(invoice.amount).gt(0));
    const roll = random.next();
    if (free.length > 0 && roll < 0.08) drafts.push(brokenPlan(admin, customerId, free.slice(0, random.int(1, 2)), random));
    else if (free.length > 0 && roll < 0.11) drafts.push(unstartedPlan(admin, customerId, free.slice(0, random.int(1, 2)), 'proposed', random));
    else if (free.length > 0 && roll < 0.13) drafts.push(unstartedPlan(admin, customerId, free.slice(0, 1), 'cancelled', random));
    else if (paid.length > 0 && roll < 0.2) drafts.push(completedPlan(admin, customerId, paid.slice(0, random.int(1, 2)), random));
  }
  drafts.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  return drafts.map((plan, index) => {
    const number = String(index + 1).padStart(4, '0');
    return { id: `arrangement-${admin.code}-${number}`, reference: `AR-${number}`, ...plan };
  });
}

export function seedArrangements({ records }: SeedContext): ArrangementRecord[] {
  const invoices = records('invoices');
  return administrationFixtures.flatMap((admin) => arrangementsOf(admin, invoices));
}
