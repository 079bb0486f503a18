/**
 * What each report's one-sentence summary says, from its answer (pure): the sums are decimal
 * strings added with big.js, never floats.
 */
import Big from 'big.js';
import type { ReportAgingByCustomer, ReportCei, ReportCollected, ReportDso } from '@/api/generated/model';

/** DSO at the first and the last month end that have one; null when no month has one. */
export function dsoSummary(report: Pick<ReportDso, 'points'>) {
  const known = report.points.filter((point) => point.days !== null);
  const first = known[0];
  const last = known.at(-1);
  return first && last ? { first, last } : null;
}

/** The total and the part past due of an aging answer. */
export function agingSummary(report: Pick<ReportAgingByCustomer, 'totals' | 'total' | 'customers'>) {
  const overdue = report.totals.filter((bucket) => bucket.bucket !== 'not-due').reduce((sum, bucket) => sum.plus(bucket.amount), new Big(0));
  return { total: report.total, overdue: overdue.toFixed(2), customers: report.customers.length };
}

/** The twelve months' total and the month with the most received; null when nothing was received. */
export function collectedSummary(report: Pick<ReportCollected, 'months'>) {
  if (report.months.every((month) => month.count === 0)) return null;
  const total = report.months.reduce((sum, month) => sum.plus(month.amount), new Big(0));
  const best = report.months.reduce((top, month) => (new Big(month.amount).gt(top.amount) ? month : top));
  return { total: total.toFixed(2), best };
}

/** The last month with a CEI and the average of the months that have one (one decimal); null when none has. */
export function ceiSummary(report: Pick<ReportCei, 'months'>) {
  const known = report.months.filter((month): month is typeof month & { percent: number } => month.percent !== null);
  const last = known.at(-1);
  if (!last) return null;
  const average = known.reduce((sum, month) => sum.plus(month.percent), new Big(0)).div(known.length).round(1, Big.roundHalfUp);
  return { last, average: Number(average.toFixed(1)) };
}
