import Big from 'big.js';
import {
  getGetSettledPaymentMockHandler,
  getListSettledPaymentsMockHandler,
  getMatchSettledPaymentMockHandler,
} from '#api/generated/endpoints/settled-payments/settled-payments.msw';
import type { SettledPayment, SettledPaymentPage } from '#api/generated/model/index';
import { listSettledPaymentsQueryParams, matchSettledPaymentBody } from '#api/generated/zod/settled-payments/settled-payments.zod';
import { allocationTotals, checkAllocations, outstandingAfter, proposeAllocation, toCents, type AllocationProblem } from '#lib/payment-allocation';
import type { MockDb } from '../db/db';
import type { InvoiceRecord } from '../db/receivables-schemas';
import type { SettledPaymentRecord } from '../db/schemas';
import { answer, type Answer } from './answers';
import type { HandlerContext } from './context';
import { filterAndSort, moneyTotals, paginate } from './list';
import { applyPausingRules } from './pausing';
import { notFound, unprocessable } from './problem';
import { currencyOf, etagOf, idempotent, isZero, moneyOf, patchRecord, requireCurrentVersion } from './receivables';
import { jsonBody, pathParam, queryParams, route, scopeOf } from './route';
import { isoSeconds } from '../seed/templates';

/** The payment as answered: invoice numbers, customer, totals and match status derived from what is stored. */
export function settledPaymentView(db: MockDb, record: SettledPaymentRecord): SettledPayment {
  const currency = currencyOf(db, record.administrationId);
  const customer = record.customerId ? db.customers.findFirst((q) => q.where({ id: record.customerId as string, administrationId: record.administrationId })) : null;
  const { allocated, unallocated } = allocationTotals(record.amount, record.allocations);
  return {
    id: record.id,
    number: record.number,
    receivedOn: record.receivedOn,
    amount: moneyOf(record.amount, currency),
    method: record.method,
    reference: record.reference,
    payer: { name: record.payerName, account: record.payerAccount },
    customer: customer ? { id: customer.id, number: customer.number, name: customer.name } : null,
    allocations: record.allocations.map((line) => ({
      invoiceId: line.invoiceId,
      invoiceNumber: db.invoices.findFirst((q) => q.where({ id: line.invoiceId, administrationId: record.administrationId }))?.number ?? '',
      amount: moneyOf(line.amount, currency),
    })),
    allocated: moneyOf(allocated, currency),
    unallocated: moneyOf(unallocated, currency),
    matchStatus: record.allocations.length === 0 ? 'unmatched' : isZero(unallocated) ? 'matched' : 'partly-matched',
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    etag: etagOf(record),
  };
}

/** The administration's next payment number, after the highest it has (`BET-000123` -> `BET-000124`). */
function nextPaymentNumber(db: MockDb, administrationId: string): string {
  let prefix = 'PAY';
  let highest = 0;
  for (const payment of db.settledPayments.findMany((q) => q.where({ administrationId }))) {
    const match = /^(.*)-(\d+)$/.exec(payment.number);
    if (match && Number(match[2]) >= highest) {
      prefix = match[1] as string;
      highest = Number(match[2]);
    }
  }
  return `${prefix}-${String(highest + 1).padStart(6, '0')}`;
}

type ReceivedPayment = Pick<SettledPaymentRecord, 'administrationId' | 'receivedOn' | 'method' | 'reference' | 'payerName' | 'payerAccount' | 'customerId'> & {
  /** Decimal string in the administration's currency, cents at most. */
  amount: string;
  /** When it was booked (the handler clock). */
  at: Date;
};

/**
 * Money received and matched at once (an instalment of a payment arrangement): it fills `invoices`
 * in the order given, each at most its outstanding (`proposeAllocation`), lowers their outstanding
 * amounts by what each took, and is kept as a settled payment matched to them, so the payments
 * list, the invoice's payments and the reports see it. What no invoice takes stays unallocated
 * credit. The caller applies the pausing rules to the invoices.
 */
export async function recordMatchedPayment(db: MockDb, payment: ReceivedPayment, invoices: readonly InvoiceRecord[]): Promise<SettledPaymentRecord> {
  const { at, ...fields } = payment;
  const { allocations } = proposeAllocation(payment.amount, invoices);
  const outstanding = outstandingAfter(new Map(invoices.map((invoice) => [invoice.id, invoice.outstanding])), [], allocations);
  for (const invoice of invoices) {
    const amount = outstanding.get(invoice.id);
    if (amount !== undefined && amount !== invoice.outstanding) patchRecord(invoice, { outstanding: amount, version: invoice.version + 1 });
  }
  const booked = isoSeconds(at);
  return db.settledPayments.create({
    ...fields,
    amount: toCents(payment.amount),
    id: `pay-${crypto.randomUUID()}`,
    number: nextPaymentNumber(db, payment.administrationId),
    allocations,
    createdAt: booked,
    updatedAt: booked,
    version: 1,
  });
}

const PROBLEM_MESSAGES: Record<AllocationProblem['code'], (limit?: string) => string> = {
  'amount-invalid': () => 'Must be an amount',
  'amount-not-positive': () => 'Must be more than zero',
  'amount-too-precise': () => 'At most two decimals',
  'more-than-outstanding': (limit) => `At most ${limit}, what the invoice has outstanding`,
  'invoice-unknown': () => 'Unknown invoice',
  'invoice-twice': () => 'The invoice is named twice',
  'more-than-payment': (limit) => `At most ${limit} in all, the payment's amount`,
};

const SORT_KIND = { 'received-on': 'date', number: 'text', payer: 'text', amount: 'money', unallocated: 'money' } as const;

export function settledPaymentHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  const find = (input: Parameters<typeof scopeOf>[0]) => {
    const { administrationId } = scopeOf(input);
    const id = pathParam(input, 'settledPaymentId');
    const record = db.settledPayments.findFirst((q) => q.where({ id, administrationId }));
    if (!record) throw notFound(`Payment ${id} does not exist.`);
    return record;
  };

  return [
    getListSettledPaymentsMockHandler(
      route<SettledPaymentPage>(ctx, 'listSettledPayments', (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, listSettledPaymentsQueryParams);
        const invoiceId = query['invoice-id'];
        const matchStatuses = query['match-status']?.length ? new Set(query['match-status']) : undefined;
        const rows = db.settledPayments
          .findMany((q) => q.where({ administrationId }))
          .filter((record) => !invoiceId || record.allocations.some((line) => line.invoiceId === invoiceId))
          .map((record) => settledPaymentView(db, record))
          .filter((view) => !matchStatuses || matchStatuses.has(view.matchStatus))
          .map((view) => ({ view, number: view.number, reference: view.reference ?? '', payer: view.payer.name, 'received-on': view.receivedOn, amount: view.amount.amount, unallocated: view.unallocated.amount }));
        const sortBy = query['sort-by'] ?? 'received-on';
        const matching = filterAndSort(rows, {
          search: { fields: [query['search-field'] ?? 'number'], value: query['search-value'] },
          sort: { field: sortBy, order: query['sort-order'] ?? (sortBy === 'received-on' ? 'desc' : 'asc'), kind: SORT_KIND[sortBy] },
          tieBreaker: 'number',
        });
        // The sums cover every matching payment, not only the page's.
        const totals = moneyTotals(matching, [
          { field: 'amount', money: ({ view }) => view.amount },
          { field: 'unallocated', money: ({ view }) => view.unallocated },
        ]);
        const page = paginate(matching, { page: query.page, perPage: query['per-page'] });
        return { ...page, totals, items: page.items.map((row) => row.view) };
      }),
    ),

    getGetSettledPaymentMockHandler(
      route<SettledPayment>(ctx, 'getSettledPayment', (input): Answer<SettledPayment> => {
        const record = find(input);
        return answer(200, settledPaymentView(db, record), { ETag: etagOf(record) });
      }),
    ),

    getMatchSettledPaymentMockHandler(
      route<SettledPayment>(
        ctx,
        'matchSettledPayment',
        async (input): Promise<Answer<SettledPayment>> => {
          const { administrationId } = scopeOf(input);
          const record = find(input);
          const body = await jsonBody(input.request, matchSettledPaymentBody);
          const result = await idempotent<SettledPayment>(db, input.request, { administrationId, userId: input.user.id, operationId: 'matchSettledPayment' }, { id: record.id, body }, ctx.options.now(), async () => {
            requireCurrentVersion(input.request, record, 'matchSettledPayment', () => settledPaymentView(db, record), `Payment ${record.number}`);
            const before = record.allocations;
            const after = body.allocations.map((line) => ({ invoiceId: line.invoiceId, amount: line.amount.trim() }));
            const invoices = new Map(
              [...before, ...after].flatMap((line) => db.invoices.findFirst((q) => q.where({ id: line.invoiceId, administrationId })) ?? []).map((invoice) => [invoice.id, invoice]),
            );
            // What an invoice may take: its outstanding plus what this payment gives it now.
            const available = (invoiceId: string) => {
              const invoice = invoices.get(invoiceId);
              if (!invoice) return undefined;
              const mine = before.filter((line) => line.invoiceId === invoiceId).reduce((total, line) => total.plus(line.amount), new Big(0));
              return new Big(invoice.outstanding).plus(mine).toFixed(2);
            };
            const problems = checkAllocations(record.amount, after, available);
            if (problems.length > 0) {
              throw unprocessable(
                `Payment ${record.number} cannot be matched so.`,
                problems.map((problem) => ({ field: problem.field, message: PROBLEM_MESSAGES[problem.code](problem.limit) })),
              );
            }
            const outstanding = new Map([...invoices].map(([id, invoice]) => [id, invoice.outstanding]));
            for (const [id, amount] of outstandingAfter(outstanding, before, after)) {
              const invoice = invoices.get(id);
              if (invoice && invoice.outstanding !== amount) patchRecord(invoice, { outstanding: amount, version: invoice.version + 1 });
            }
            patchRecord(record, {
              allocations: after.map((line) => ({ invoiceId: line.invoiceId, amount: toCents(line.amount) })),
              updatedAt: isoSeconds(ctx.options.now()),
              version: record.version + 1,
            });
            await applyPausingRules(db, administrationId, invoices.keys());
            return settledPaymentView(db, record);
          });
          return answer(200, result, { ETag: result.etag });
        },
        { mutates: true },
      ),
    ),
  ];
}
