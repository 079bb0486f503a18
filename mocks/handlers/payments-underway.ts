import { getGetPaymentUnderwayMockHandler, getListPaymentsUnderwayMockHandler } from '#api/generated/endpoints/payments-underway/payments-underway.msw';
import type { PaymentUnderway, PaymentUnderwayPage } from '#api/generated/model/index';
import { listPaymentsUnderwayQueryParams } from '#api/generated/zod/payments-underway/payments-underway.zod';
import type { MockDb } from '../db/db';
import type { PaymentUnderwayRecord } from '../db/schemas';
import { answer, type Answer } from './answers';
import type { HandlerContext } from './context';
import { filterAndSort, moneyTotals, paginate } from './list';
import { notFound } from './problem';
import { currencyOf, etagOf, moneyOf } from './receivables';
import { pathParam, queryParams, route, scopeOf } from './route';

/** The payment as answered: its customer and invoices named, its amount in the administration's currency. */
function viewOf(db: MockDb, record: PaymentUnderwayRecord): PaymentUnderway {
  const customer = db.customers.findFirst((q) => q.where({ id: record.customerId, administrationId: record.administrationId }));
  return {
    id: record.id,
    number: record.number,
    startedAt: record.startedAt,
    expectedOn: record.expectedOn,
    amount: moneyOf(record.amount, currencyOf(db, record.administrationId)),
    channel: record.channel,
    method: record.method,
    providerStatus: record.providerStatus,
    customer: { id: record.customerId, number: customer?.number ?? '', name: customer?.name ?? '' },
    invoices: record.invoiceIds.map((id) => ({ id, number: db.invoices.findFirst((q) => q.where({ id, administrationId: record.administrationId }))?.number ?? '' })),
    etag: etagOf(record),
  };
}

const SORT_KIND = { 'expected-on': 'date', 'started-at': 'date', number: 'text', customer: 'text', amount: 'money' } as const;

export function paymentUnderwayHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;

  return [
    getListPaymentsUnderwayMockHandler(
      route<PaymentUnderwayPage>(ctx, 'listPaymentsUnderway', (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, listPaymentsUnderwayQueryParams);
        const statuses = query['provider-status']?.length ? new Set(query['provider-status']) : undefined;
        const rows = db.paymentsUnderway
          .findMany((q) => q.where({ administrationId }))
          .filter((record) => !statuses || statuses.has(record.providerStatus))
          .map((record) => viewOf(db, record))
          // A failed or expired payment has no expected day: it sorts after every expected one.
          .map((view) => ({ view, number: view.number, customer: view.customer.name, 'expected-on': view.expectedOn ?? '9999-12-31', 'started-at': view.startedAt, amount: view.amount.amount }));
        const sortBy = query['sort-by'] ?? 'expected-on';
        const matching = filterAndSort(rows, {
          search: { fields: [query['search-field'] ?? 'number'], value: query['search-value'] },
          sort: { field: sortBy, order: query['sort-order'] ?? 'asc', kind: SORT_KIND[sortBy] },
          tieBreaker: 'number',
        });
        // The sum covers every matching payment, not only the page's.
        const totals = moneyTotals(matching, [{ field: 'amount', money: ({ view }) => view.amount }]);
        const page = paginate(matching, { page: query.page, perPage: query['per-page'] });
        return { ...page, totals, items: page.items.map((row) => row.view) };
      }),
    ),

    getGetPaymentUnderwayMockHandler(
      route<PaymentUnderway>(ctx, 'getPaymentUnderway', (input): Answer<PaymentUnderway> => {
        const { administrationId } = scopeOf(input);
        const id = pathParam(input, 'paymentUnderwayId');
        const record = db.paymentsUnderway.findFirst((q) => q.where({ id, administrationId }));
        if (!record) throw notFound(`Payment underway ${id} does not exist.`);
        return answer(200, viewOf(db, record), { ETag: etagOf(record) });
      }),
    ),
  ];
}
