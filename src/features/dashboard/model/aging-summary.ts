import Big from 'big.js';
import type { DashboardAging, DashboardAgingBucket } from '@/api/generated/model';

/** What the aging chart's one-sentence summary says: the total, how much is past due, and the largest past-due bucket. */
export function agingSummary(aging: Pick<DashboardAging, 'buckets'>): { total: string; overdue: string; largest: DashboardAgingBucket } {
  const [notDue, ...pastDue] = aging.buckets;
  const total = aging.buckets.reduce((sum, bucket) => sum.plus(bucket.amount), new Big(0));
  const overdue = pastDue.reduce((sum, bucket) => sum.plus(bucket.amount), new Big(0));
  const largest = pastDue.reduce<DashboardAgingBucket | undefined>((best, bucket) => (!best || new Big(bucket.amount).gt(best.amount) ? bucket : best), undefined) ?? notDue!;
  return { total: total.toFixed(2), overdue: overdue.toFixed(2), largest };
}
