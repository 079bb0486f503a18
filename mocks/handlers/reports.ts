/**
 * The reports (contract tag `reports`), one read per report, and the provider's credit report on a
 * customer (tag `dnb-reports`). The reports are computed per request from the administration's
 * invoices and settled payments, the records the lists show, after the plans are settled as every
 * read of invoices does; their rules are in ./report-figures.ts (and the dashboard's, which they
 * share, in ./dashboard-figures.ts).
 */
import Big from 'big.js';
import { getGetCustomerCreditReportMockHandler } from '#api/generated/endpoints/dnb-reports/dnb-reports.msw';
import {
  getGetReportAgingByCustomerMockHandler,
  getGetReportCeiMockHandler,
  getGetReportCollectedMockHandler,
  getGetReportDsoMockHandler,
} from '#api/generated/endpoints/reports/reports.msw';
import type { CreditReport, ReportAgingByCustomer, ReportCei, ReportCollected, ReportDso } from '#api/generated/model/index';
import { getReportAgingByCustomerQueryParams } from '#api/generated/zod/reports/reports.zod';
import type { MockDb } from '../db/db';
import { dayNumber, isoDay } from '../seed/days';
import { createRandom } from '../seed/prng';
import type { HandlerContext } from './context';
import { agingBucketOf, agingRanges, DSO_PERIOD_DAYS } from './dashboard-figures';
import { notFound, unprocessable } from './problem';
import { currencyOf, recordsOf, today, type Today } from './receivables';
import { ceiInputs, ceiPercent, decimalOf, dsoOn, invoiceHistory, outstandingOn, reportMonths, type InvoiceHistory } from './report-figures';
import { settlePlans } from './pausing';
import { pathParam, queryParams, route, scopeOf } from './route';

/** Every invoice's history in the administration, from its record and the payments matched to it. */
function historiesOf(db: MockDb, administrationId: string, now: Today): InvoiceHistory[] {
  const matched = new Map<string, { receivedOn: string; amount: string }[]>();
  for (const payment of recordsOf(db.settledPayments.all(), administrationId)) {
    for (const allocation of payment.allocations) {
      let list = matched.get(allocation.invoiceId);
      if (!list) matched.set(allocation.invoiceId, (list = []));
      list.push({ receivedOn: payment.receivedOn, amount: allocation.amount });
    }
  }
  return recordsOf(db.invoices.all(), administrationId).map((invoice) => invoiceHistory(invoice, matched.get(invoice.id) ?? [], now.day));
}

const BUCKETS = agingRanges('2000-01-01').map((range) => range.bucket);

export function reportHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  return [
    getGetReportDsoMockHandler(
      route<ReportDso>(ctx, 'getReportDso', async (input) => {
        const { administrationId } = scopeOf(input);
        const now = await settlePlans(ctx, administrationId);
        const histories = historiesOf(db, administrationId, now);
        return {
          asOf: now.iso,
          currency: currencyOf(db, administrationId),
          periodDays: DSO_PERIOD_DAYS,
          points: reportMonths(now.iso).map(({ month, to }) => ({ month, ...dsoOn(histories, to) })),
        };
      }),
    ),

    getGetReportAgingByCustomerMockHandler(
      route<ReportAgingByCustomer>(ctx, 'getReportAgingByCustomer', async (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, getReportAgingByCustomerQueryParams);
        const now = await settlePlans(ctx, administrationId);
        const asAt = query['as-at'] ?? now.iso;
        if (asAt > now.iso) throw unprocessable('A report is on today or a day before it.', [{ field: 'as-at', message: `Must be on or before ${now.iso}` }]);
        const day = dayNumber(asAt);
        const rows = new Map<string, Map<string, bigint>>();
        const totals = new Map(BUCKETS.map((bucket) => [bucket as string, 0n]));
        for (const history of historiesOf(db, administrationId, now)) {
          const owed = outstandingOn(history, day);
          if (owed === 0n) continue;
          const bucket = agingBucketOf(day - history.dueDay);
          let row = rows.get(history.customerId);
          if (!row) rows.set(history.customerId, (row = new Map(BUCKETS.map((b) => [b as string, 0n]))));
          row.set(bucket, row.get(bucket)! + owed);
          totals.set(bucket, totals.get(bucket)! + owed);
        }
        const customers = new Map(recordsOf(db.customers.all(), administrationId).map((customer) => [customer.id, customer]));
        const amounts = (sums: Map<string, bigint>) => BUCKETS.map((bucket) => ({ bucket, amount: decimalOf(sums.get(bucket)!) }));
        const sumOf = (sums: Map<string, bigint>) => [...sums.values()].reduce((total, amount) => total + amount, 0n);
        const list = [...rows].map(([customerId, sums]) => ({
          customerId,
          customerName: customers.get(customerId)?.name ?? '',
          customerNumber: customers.get(customerId)?.number ?? '',
          buckets: amounts(sums),
          sum: sumOf(sums),
        }));
        list.sort((a, b) => (b.sum > a.sum ? 1 : b.sum < a.sum ? -1 : 0) || a.customerName.localeCompare(b.customerName) || a.customerId.localeCompare(b.customerId));
        return {
          asOf: now.iso,
          asAt,
          currency: currencyOf(db, administrationId),
          customers: list.map(({ sum, ...row }) => ({ ...row, total: decimalOf(sum) })),
          totals: amounts(totals),
          total: decimalOf(sumOf(totals)),
        };
      }),
    ),

    getGetReportCollectedMockHandler(
      route<ReportCollected>(ctx, 'getReportCollected', (input) => {
        const { administrationId } = scopeOf(input);
        const now = today(ctx);
        const months = reportMonths(now.iso).map((month) => ({ ...month, sum: new Big(0), count: 0 }));
        for (const payment of recordsOf(db.settledPayments.all(), administrationId)) {
          const month = months.find((m) => payment.receivedOn >= m.from && payment.receivedOn <= m.to);
          if (!month) continue;
          month.sum = month.sum.plus(payment.amount);
          month.count += 1;
        }
        return {
          asOf: now.iso,
          currency: currencyOf(db, administrationId),
          months: months.map(({ sum, ...month }) => ({ ...month, amount: sum.toFixed(2) })),
        };
      }),
    ),

    getGetReportCeiMockHandler(
      route<ReportCei>(ctx, 'getReportCei', async (input) => {
        const { administrationId } = scopeOf(input);
        const now = await settlePlans(ctx, administrationId);
        const histories = historiesOf(db, administrationId, now);
        return {
          asOf: now.iso,
          currency: currencyOf(db, administrationId),
          months: reportMonths(now.iso).map((month) => {
            const inputs = ceiInputs(histories, month.from, month.to);
            return { ...month, ...inputs, percent: ceiPercent(inputs) };
          }),
        };
      }),
    ),

    getGetCustomerCreditReportMockHandler(
      route<CreditReport>(ctx, 'getCustomerCreditReport', async (input) => {
        const { administrationId } = scopeOf(input);
        const customerId = pathParam(input, 'customerId');
        const customer = db.customers.findFirst((q) => q.where({ id: customerId, administrationId }));
        if (!customer) throw notFound('No such customer in this administration.');
        const now = await settlePlans(ctx, administrationId);
        return creditReportOf(customerId, currencyOf(db, administrationId), now);
      }),
    ),
  ];
}

/** The provider's report on a customer, the same for the customer every time (seeded by its id). */
function creditReportOf(customerId: string, currency: string, now: Today): CreditReport {
  const random = createRandom(`credit-report:${customerId}`);
  const score = random.int(1, 100);
  const riskClass = score > 70 ? 'low' : score > 50 ? 'moderate' : score > 30 ? 'high' : 'severe';
  // Advice grows with the score; the riskiest trade on prepayment only.
  const limit = riskClass === 'severe' ? new Big(0) : new Big(score).times(random.int(100, 500)).round(-2, Big.roundDown);
  const reference = String(random.int(100_000_000, 999_999_999));
  return {
    customerId,
    provider: 'Dun & Bradstreet',
    providerReference: `${reference.slice(0, 2)}-${reference.slice(2, 5)}-${reference.slice(5)}`,
    reportedOn: isoDay(now.day - random.int(1, 60)),
    score,
    riskClass,
    limitAdvice: { amount: limit.toFixed(2), currency },
  };
}
