/**
 * The dashboard's figures (contract tag `dashboard`), one read per card, computed per request from
 * the same records and rules the lists use: invoice states from `invoiceState`, the mailbox's
 * `mailStatusOf`, issue ages from `ageOf`, plans settled against today as the arrangements list
 * settles them. The rules of the figures themselves are in ./dashboard-figures.ts.
 */
import Big from 'big.js';
import {
  getGetDashboardAgingMockHandler,
  getGetDashboardArrangementsMockHandler,
  getGetDashboardBalancesMockHandler,
  getGetDashboardDsoMockHandler,
  getGetDashboardIssuesMockHandler,
  getGetDashboardTasksMockHandler,
  getGetDashboardMailMockHandler,
} from '#api/generated/endpoints/dashboard/dashboard.msw';
import type {
  DashboardAging,
  DashboardArrangements,
  DashboardBalances,
  DashboardDso,
  DashboardFigure,
  DashboardIssues,
  DashboardTasks,
  DashboardMail,
} from '#api/generated/model/index';
import { mailStatusOf } from '#lib/mail-status';
import type { MockDb } from '../db/db';
import type { HandlerContext } from './context';
import {
  agingBucketOf,
  agingRanges,
  DSO_PERIOD_DAYS,
  dsoDays,
  dsoPeriodFrom,
  ISSUE_ATTENTION_DAYS,
  OUTSTANDING_STATUSES,
} from './dashboard-figures';
import { matchInvoices } from './invoices';
import { ageOf, PAUSING_STATUSES } from './issues';
import { currencyOf, dayOfDate, recordsOf, today, type Today } from './receivables';
import { settlePlans } from './pausing';
import { route, scopeOf } from './route';
import { inView } from './tasks';

class Sum {
  amount = new Big(0);
  count = 0;
  add(amount: string): void {
    this.amount = this.amount.plus(amount);
    this.count += 1;
  }
  figure(): DashboardFigure {
    return { amount: this.amount.toFixed(2), count: this.count };
  }
}

const outstanding = new Set<string>(OUTSTANDING_STATUSES);

/** The administration's invoices with something outstanding, with their status and due day. */
function outstandingInvoices(db: MockDb, administrationId: string, now: Today) {
  return matchInvoices(db, administrationId, { status: [...OUTSTANDING_STATUSES] }, now).filter((row) => row.state && outstanding.has(row.state.status));
}

export function dashboardHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  return [
    getGetDashboardBalancesMockHandler(
      route<DashboardBalances>(ctx, 'getDashboardBalances', async (input) => {
        const { administrationId } = scopeOf(input);
        const now = await settlePlans(ctx, administrationId);
        const sums = { outstanding: new Sum(), overdue: new Sum(), disputed: new Sum(), inArrangement: new Sum(), forCollection: new Sum() };
        for (const { record, state } of outstandingInvoices(db, administrationId, now)) {
          sums.outstanding.add(record.outstanding);
          if (dayOfDate(record.dueDate) < now.day) sums.overdue.add(record.outstanding);
          if (state?.status === 'disputed') sums.disputed.add(record.outstanding);
          if (state?.status === 'in-arrangement') sums.inArrangement.add(record.outstanding);
          if (state?.status === 'for-collection') sums.forCollection.add(record.outstanding);
        }
        return {
          asOf: now.iso,
          currency: currencyOf(db, administrationId),
          outstanding: sums.outstanding.figure(),
          overdue: sums.overdue.figure(),
          disputed: sums.disputed.figure(),
          inArrangement: sums.inArrangement.figure(),
          forCollection: sums.forCollection.figure(),
        };
      }),
    ),

    getGetDashboardDsoMockHandler(
      route<DashboardDso>(ctx, 'getDashboardDso', async (input) => {
        const { administrationId } = scopeOf(input);
        const now = await settlePlans(ctx, administrationId);
        const periodFrom = dsoPeriodFrom(now.iso);
        const owed = new Sum();
        for (const { record } of outstandingInvoices(db, administrationId, now)) owed.add(record.outstanding);
        const sales = new Sum();
        for (const { record } of matchInvoices(db, administrationId, { 'issue-date-from': periodFrom, 'issue-date-to': now.iso }, now)) sales.add(record.amount);
        const { amount: outstandingAmount } = owed.figure();
        const { amount: invoiced } = sales.figure();
        return {
          asOf: now.iso,
          currency: currencyOf(db, administrationId),
          periodDays: DSO_PERIOD_DAYS,
          periodFrom,
          outstanding: outstandingAmount,
          invoiced,
          days: dsoDays(outstandingAmount, invoiced),
        };
      }),
    ),

    getGetDashboardAgingMockHandler(
      route<DashboardAging>(ctx, 'getDashboardAging', async (input) => {
        const { administrationId } = scopeOf(input);
        const now = await settlePlans(ctx, administrationId);
        const ranges = agingRanges(now.iso);
        const sums = new Map(ranges.map((range) => [range.bucket, new Sum()]));
        for (const { record } of outstandingInvoices(db, administrationId, now)) {
          sums.get(agingBucketOf(now.day - dayOfDate(record.dueDate)))!.add(record.outstanding);
        }
        return {
          asOf: now.iso,
          currency: currencyOf(db, administrationId),
          buckets: ranges.map((range) => ({ ...range, ...sums.get(range.bucket)!.figure() })),
        };
      }),
    ),

    getGetDashboardMailMockHandler(
      route<DashboardMail>(ctx, 'getDashboardMail', async (input) => {
        const { administrationId } = scopeOf(input);
        let unread = 0;
        for (const message of db.mailMessages.all()) if (message.administrationId === administrationId && mailStatusOf(message) === 'unread') unread += 1;
        return { unread };
      }),
    ),

    getGetDashboardIssuesMockHandler(
      route<DashboardIssues>(ctx, 'getDashboardIssues', async (input) => {
        const { administrationId } = scopeOf(input);
        const now = await settlePlans(ctx, administrationId);
        const count = recordsOf(db.issues.all(), administrationId).filter(
          (issue) => PAUSING_STATUSES.includes(issue.status) && ageOf(issue, now) > ISSUE_ATTENTION_DAYS,
        ).length;
        return { thresholdDays: ISSUE_ATTENTION_DAYS, count };
      }),
    ),

    getGetDashboardTasksMockHandler(
      route<DashboardTasks>(ctx, 'getDashboardTasks', (input) => {
        const { administrationId } = scopeOf(input);
        const now = today(ctx);
        const userId = input.user.id;
        const mine = recordsOf(db.tasks.all(), administrationId).filter((task) => inView(task, 'mine', userId, now));
        return { asOf: now.iso, userId, today: mine.filter((task) => inView(task, 'today', userId, now)).length, overdue: mine.filter((task) => inView(task, 'overdue', userId, now)).length };
      }),
    ),

    getGetDashboardArrangementsMockHandler(
      route<DashboardArrangements>(ctx, 'getDashboardArrangements', async (input) => {
        const { administrationId } = scopeOf(input);
        const now = await settlePlans(ctx, administrationId);
        const broken = recordsOf(db.arrangements.all(), administrationId).filter((plan) => plan.status === 'broken').length;
        return { asOf: now.iso, broken };
      }),
    ),
  ];
}
