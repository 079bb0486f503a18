/**
 * The dashboard's rules, pure (no database, no clock): which invoices count as outstanding, the aging
 * buckets and their due-date ranges on a day, and DSO. The handlers (./dashboard.ts) feed them the
 * administration's invoices; the unit tests feed them days and sums.
 */
import Big from 'big.js';
import type { DashboardAgingBucketId, InvoiceStatus } from '#api/generated/model/index';
import { dayNumber, isoDay } from '../seed/days';

/** The statuses of an invoice with something outstanding (all but paid and credited). */
export const OUTSTANDING_STATUSES = ['open', 'overdue', 'paused', 'disputed', 'in-arrangement', 'for-collection'] as const satisfies readonly InvoiceStatus[];

/** DSO's period: the invoices issued in the 90 days up to and including the day. */
export const DSO_PERIOD_DAYS = 90;

/** An issue still open or in progress this many days after it was opened needs attention (from the next day on). */
export const ISSUE_ATTENTION_DAYS = 14;

interface BucketBounds {
  bucket: DashboardAgingBucketId;
  /** Days past due, inclusive; `max` undefined: no upper bound. */
  min: number;
  max?: number;
}

const BUCKETS: readonly BucketBounds[] = [
  { bucket: 'not-due', min: Number.NEGATIVE_INFINITY, max: 0 },
  { bucket: 'days-1-30', min: 1, max: 30 },
  { bucket: 'days-31-60', min: 31, max: 60 },
  { bucket: 'days-61-90', min: 61, max: 90 },
  { bucket: 'days-90-plus', min: 91 },
];

/** The bucket of an invoice `daysPastDue` days past its due date (0 or less: not due). */
export function agingBucketOf(daysPastDue: number): DashboardAgingBucketId {
  const found = BUCKETS.find((b) => daysPastDue >= b.min && (b.max === undefined || daysPastDue <= b.max));
  return (found ?? BUCKETS[BUCKETS.length - 1]!).bucket;
}

export interface AgingRange {
  bucket: DashboardAgingBucketId;
  dueDateFrom?: string;
  dueDateTo?: string;
}

/**
 * Each bucket's due dates on `asOf` (inclusive, ISO): an invoice due on day d is `asOf − d` days
 * past due, so the bucket [min, max] holds the due dates [asOf − max, asOf − min]. Not due: from
 * `asOf` on; 90+: up to `asOf` − 91.
 */
export function agingRanges(asOf: string): AgingRange[] {
  const day = dayNumber(asOf);
  return BUCKETS.map(({ bucket, min, max }) => ({
    bucket,
    ...(max !== undefined ? { dueDateFrom: isoDay(day - max) } : {}),
    ...(Number.isFinite(min) ? { dueDateTo: isoDay(day - min) } : {}),
  }));
}

/** The first issue day of DSO's period ending on `asOf`. */
export function dsoPeriodFrom(asOf: string, periodDays = DSO_PERIOD_DAYS): string {
  return isoDay(dayNumber(asOf) - periodDays + 1);
}

/**
 * DSO = outstanding ÷ invoiced × periodDays, rounded half up to one decimal; null when nothing was
 * invoiced in the period (no sales to measure against).
 */
export function dsoDays(outstanding: string, invoiced: string, periodDays = DSO_PERIOD_DAYS): number | null {
  const sales = new Big(invoiced);
  if (sales.lte(0)) return null;
  return Number(new Big(outstanding).div(sales).times(periodDays).round(1, Big.roundHalfUp).toFixed(1));
}
