/**
 * Where each dashboard figure leads: the list it summarises, filtered through that list's address
 * (the list kit's words), so the list shows the same total. The filters are the ones the contract's
 * `dashboard` tag documents per figure; `./dashboard-links.test.ts` follows these links to
 * the lists' endpoints and compares their totals with the figures.
 */
import type { LinkOptions } from '@tanstack/react-router';
import type { DashboardAgingBucket } from '@/api/generated/model';

/** An invoice with something outstanding: every status but paid and credited. */
export const OUTSTANDING_STATUSES = ['open', 'overdue', 'paused', 'disputed', 'in-arrangement', 'for-collection'] as const;

export type BalanceFigure = 'outstanding' | 'overdue' | 'disputed' | 'inArrangement' | 'forCollection';

const SINGLE_STATUS = { disputed: 'disputed', inArrangement: 'in-arrangement', forCollection: 'for-collection' } as const;

/** The ISO day before `iso`. */
export function dayBefore(iso: string): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** A balance on `asOf`: the outstanding invoices; overdue ones are due before `asOf`, whatever else holds them. */
export function balanceLink(figure: BalanceFigure, asOf: string): LinkOptions {
  if (figure === 'outstanding') return { to: '/invoices', search: { status: [...OUTSTANDING_STATUSES] } };
  if (figure === 'overdue') return { to: '/invoices', search: { status: [...OUTSTANDING_STATUSES], dueDateTo: dayBefore(asOf) } };
  return { to: '/invoices', search: { status: [SINGLE_STATUS[figure]] } };
}

/** An aging bucket: the outstanding invoices due within its dates. */
export function agingLink(bucket: Pick<DashboardAgingBucket, 'dueDateFrom' | 'dueDateTo'>): LinkOptions {
  return {
    to: '/invoices',
    search: {
      status: [...OUTSTANDING_STATUSES],
      ...(bucket.dueDateFrom ? { dueDateFrom: bucket.dueDateFrom } : {}),
      ...(bucket.dueDateTo ? { dueDateTo: bucket.dueDateTo } : {}),
    },
  };
}

/** DSO's invoiced sum: the invoices issued in its period (the list's amount total). */
export function invoicedLink(periodFrom: string, asOf: string): LinkOptions {
  return { to: '/invoices', search: { issueDateFrom: periodFrom, issueDateTo: asOf } };
}

export function unreadMailLink(): LinkOptions {
  return { to: '/mailbox', search: { status: ['unread'] } };
}

/** Issues still open or in progress more than `thresholdDays` days after they were opened. */
export function staleIssuesLink(thresholdDays: number): LinkOptions {
  return { to: '/issues', search: { status: ['open', 'in-progress'], ageMin: String(thresholdDays + 1) } };
}

export function brokenPlansLink(): LinkOptions {
  return { to: '/arrangements', search: { status: ['broken'] } };
}

/** The caller's open tasks due today, or overdue: the tasks list's quick view with them as assignee (the figure's own filter). */
export function myTasksLink(view: 'today' | 'overdue', userId: string): LinkOptions {
  return { to: '/tasks', search: { view: [view], assignee: [userId] } };
}
