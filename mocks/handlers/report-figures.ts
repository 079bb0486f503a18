/**
 * The reports' rules, pure (no database, no clock): an invoice's outstanding amount on any past day,
 * the months of a report, DSO per month end (the dashboard's formula, ./dashboard-figures.ts) and
 * the collection effectiveness index. The handlers (./reports.ts) feed them the administration's
 * invoices and settled payments; the unit tests feed them days and sums.
 *
 * What was outstanding on a day is rebuilt from what is kept today: an invoice counts from its issue
 * day at its amount, less its credit notes from their dates on and the settled payments matched to
 * it from the day they were received. What it has been paid beyond its matched payments (invoices
 * paid before the payments kept) counts as paid on its due date (on today when that is later), so
 * on today every invoice's rebuilt amount is its outstanding amount and the reports end where the
 * dashboard stands (a payment or credit note dated after today counts on today, as the record does).
 */
import Big from 'big.js';
import { dayNumber, isoDay } from '../seed/days';
import { dsoDays, dsoPeriodFrom } from './dashboard-figures';

/**
 * Amounts inside a history are whole cents as bigint: exact, and cheap enough to add up twelve
 * months of every invoice per request (big.js parses each decimal string once, here).
 */
export const centsOf = (amount: string): bigint => BigInt(new Big(amount).times(100).round(0, Big.roundHalfUp).toFixed(0));

/** Cents back to the contract's decimal string (`123456n` → `1234.56`). */
export const decimalOf = (cents: bigint): string => new Big(cents.toString()).div(100).toFixed(2);

/** One change of an invoice's outstanding amount: on `day`, `amount` cents (negative: less is owed). */
interface Change {
  day: number;
  amount: bigint;
}

export interface InvoiceHistory {
  customerId: string;
  issueDay: number;
  dueDay: number;
  amount: bigint;
  changes: Change[];
}

export interface HistoryInput {
  customerId: string;
  issueDate: string;
  dueDate: string;
  amount: string;
  outstanding: string;
  creditNotes: readonly { date: string; amount: string }[];
}

/**
 * An invoice's history from its record and the allocations of the settled payments matched to it
 * (`{ receivedOn, amount }`), `today` being the day the record's `outstanding` holds on.
 */
export function invoiceHistory(invoice: HistoryInput, payments: readonly { receivedOn: string; amount: string }[], today: number): InvoiceHistory {
  const issueDay = dayNumber(invoice.issueDate);
  const dueDay = dayNumber(invoice.dueDate);
  // A change the record already holds happened on today at the latest (a payment dated after today
  // is in today's outstanding amount), and never before the invoice was issued.
  const on = (iso: string) => Math.min(today, Math.max(issueDay, dayNumber(iso)));
  const changes: Change[] = [];
  const amount = centsOf(invoice.amount);
  let explained = amount;
  for (const note of invoice.creditNotes) {
    const cents = centsOf(note.amount);
    changes.push({ day: on(note.date), amount: cents });
    explained += cents;
  }
  for (const payment of payments) {
    const cents = centsOf(payment.amount);
    changes.push({ day: on(payment.receivedOn), amount: -cents });
    explained -= cents;
  }
  const unexplained = explained - centsOf(invoice.outstanding);
  if (unexplained !== 0n) changes.push({ day: Math.max(issueDay, Math.min(dueDay, today)), amount: -unexplained });
  return { customerId: invoice.customerId, issueDay, dueDay, amount, changes };
}

/** What the invoice had outstanding at the end of `day`, in cents (zero before it was issued). */
export function outstandingOn(history: InvoiceHistory, day: number): bigint {
  if (history.issueDay > day) return 0n;
  let owed = history.amount;
  for (const change of history.changes) if (change.day <= day) owed += change.amount;
  return owed < 0n ? 0n : owed;
}

export interface ReportMonth {
  /** `2026-11`. */
  month: string;
  /** First day of the month (ISO). */
  from: string;
  /** Last day counted: the month's last day, or today for the current month (ISO). */
  to: string;
}

/** The `count` months up to and including the one of `today`, oldest first; the last ends on today. */
export function reportMonths(today: string, count = 12): ReportMonth[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const months: ReportMonth[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const first = new Date(Date.UTC(year, month - back, 1));
    const last = new Date(Date.UTC(year, month - back + 1, 0));
    const from = first.toISOString().slice(0, 10);
    const end = last.toISOString().slice(0, 10);
    months.push({ month: from.slice(0, 7), from, to: end < today ? end : today });
  }
  return months;
}

/** The first issue day of DSO's period ending on `asOf` (the dashboard's `dsoPeriodFrom`, as a day number). */
const periodStart = (asOf: number) => dayNumber(dsoPeriodFrom(isoDay(asOf)));

export interface DsoPoint {
  asOf: string;
  periodFrom: string;
  outstanding: string;
  invoiced: string;
  days: number | null;
}

/**
 * DSO on `asOf`, the dashboard's rule on that day: what was outstanding at its end ÷ the amounts of
 * the invoices issued in the 90 days up to and including it × 90.
 */
export function dsoOn(histories: readonly InvoiceHistory[], asOf: string): DsoPoint {
  const day = dayNumber(asOf);
  const from = periodStart(day);
  let outstanding = 0n;
  let invoiced = 0n;
  for (const history of histories) {
    outstanding += outstandingOn(history, day);
    if (history.issueDay >= from && history.issueDay <= day) invoiced += history.amount;
  }
  const out = decimalOf(outstanding);
  const sales = decimalOf(invoiced);
  return { asOf, periodFrom: isoDay(from), outstanding: out, invoiced: sales, days: dsoDays(out, sales) };
}

export interface CeiInputs {
  /** Outstanding at the end of the day before the month. */
  opening: string;
  /** The amounts of the invoices issued in the month. */
  sales: string;
  /** Outstanding at the end of the month's last day counted. */
  closing: string;
  /** The part of `closing` not yet due on that day. */
  closingCurrent: string;
}

/**
 * CEI = (opening + sales − closing) ÷ (opening + sales − closing current) × 100, rounded half up to
 * one decimal: what was collected of what could have been. Null when nothing could have been
 * collected (the divisor is zero or less).
 */
export function ceiPercent({ opening, sales, closing, closingCurrent }: CeiInputs): number | null {
  const base = new Big(opening).plus(sales);
  const collectable = base.minus(closingCurrent);
  if (collectable.lte(0)) return null;
  return Number(base.minus(closing).div(collectable).times(100).round(1, Big.roundHalfUp).toFixed(1));
}

/** The CEI inputs of a month (`from`..`to`, ISO, inclusive) from the invoices' histories. */
export function ceiInputs(histories: readonly InvoiceHistory[], from: string, to: string): CeiInputs {
  const first = dayNumber(from);
  const last = dayNumber(to);
  let opening = 0n;
  let sales = 0n;
  let closing = 0n;
  let closingCurrent = 0n;
  for (const history of histories) {
    opening += outstandingOn(history, first - 1);
    if (history.issueDay >= first && history.issueDay <= last) sales += history.amount;
    const owed = outstandingOn(history, last);
    closing += owed;
    if (history.dueDay >= last) closingCurrent += owed;
  }
  return { opening: decimalOf(opening), sales: decimalOf(sales), closing: decimalOf(closing), closingCurrent: decimalOf(closingCurrent) };
}
