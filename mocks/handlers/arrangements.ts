/**
 * Payment arrangements (payment plans): list, read, agree (create), activate / cancel, and book an
 * instalment payment. The plan is built and checked by the app's own plan builder
 * (`#lib/arrangement-plan`), so the preview the user saw is the plan the server stores.
 *
 * Whether a plan is broken is decided here against the handler clock: an active plan with an
 * instalment not fully paid after its due date is broken since the day after that due date. Every
 * handler first settles the administration's plans that way (storing `broken` and `brokenSince`),
 * and every change of a plan's status or its invoices goes through `applyPausingRules`, the one
 * place deciding "in arrangement" (an active plan covers the invoice).
 */
import Big from 'big.js';
import {
  getChangeArrangementStatusMockHandler,
  getCreateArrangementMockHandler,
  getGetArrangementMockHandler,
  getListArrangementsMockHandler,
  getRecordArrangementPaymentMockHandler,
} from '#api/generated/endpoints/arrangements/arrangements.msw';
import type { Arrangement, ArrangementPage } from '#api/generated/model/index';
import {
  changeArrangementStatusBody,
  createArrangementBody,
  listArrangementsQueryParams,
  recordArrangementPaymentBody,
} from '#api/generated/zod/arrangements/arrangements.zod';
import { buildPlan, PLAN_ERROR_MESSAGES } from '#lib/arrangement-plan';
import type { MockDb } from '../db/db';
import type { ArrangementRecord } from '../db/schemas';
import { isoSeconds } from '../seed/templates';
import { answer, type Answer } from './answers';
import type { HandlerContext } from './context';
import { filterAndSort, moneyTotals, paginate } from './list';
import { applyPausingRules, missedInstalment, settlePlans } from './pausing';
import { notFound, unprocessable } from './problem';
import { currencyOf, etagOf, idempotent, moneyOf, patchRecord, recordsOf, requireCurrentVersion, type Today } from './receivables';
import { jsonBody, pathParam, queryParams, route, scopeOf } from './route';
import { recordMatchedPayment } from './settled-payments';

const ZERO = new Big(0);

function viewOf(db: MockDb, record: ArrangementRecord, now: Today): Arrangement {
  const currency = currencyOf(db, record.administrationId);
  const customer = db.customers.findFirst((q) => q.where({ id: record.customerId, administrationId: record.administrationId }));
  const invoices = record.invoiceIds.flatMap((id) => {
    const invoice = db.invoices.findFirst((q) => q.where({ id, administrationId: record.administrationId }));
    return invoice ? [{ id: invoice.id, number: invoice.number, dueDate: invoice.dueDate, outstanding: moneyOf(new Big(invoice.outstanding), currency) }] : [];
  });
  const running = record.status === 'active' || record.status === 'broken';
  const instalments = record.instalments.map((instalment) => {
    const paid = new Big(instalment.paid);
    const status = paid.gte(instalment.amount) ? 'paid' : running && instalment.dueDate < now.iso ? 'missed' : paid.gt(0) ? 'partly-paid' : 'due';
    return {
      number: instalment.number,
      dueDate: instalment.dueDate,
      amount: moneyOf(new Big(instalment.amount), currency),
      paid: moneyOf(paid, currency),
      status,
      downPayment: instalment.downPayment,
    } as const;
  });
  const paid = record.instalments.reduce((sum, instalment) => sum.plus(instalment.paid), ZERO);
  const next = record.status === 'completed' || record.status === 'cancelled' ? undefined : record.instalments.find((instalment) => new Big(instalment.paid).lt(instalment.amount));
  return {
    id: record.id,
    reference: record.reference,
    customer: { id: record.customerId, number: customer?.number ?? '', name: customer?.name ?? '' },
    status: record.status,
    frequency: record.frequency,
    total: moneyOf(new Big(record.total), currency),
    paid: moneyOf(paid, currency),
    remaining: moneyOf(new Big(record.total).minus(paid), currency),
    nextDueDate: next?.dueDate ?? null,
    brokenSince: record.status === 'broken' ? record.brokenSince : null,
    invoices,
    instalments,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    etag: etagOf(record),
  };
}

/** Plans that hold an invoice: an active or proposed one (a new plan may not cover it too). */
function holdingPlans(db: MockDb, administrationId: string, except?: string): Map<string, string> {
  const held = new Map<string, string>();
  for (const record of recordsOf(db.arrangements.all(), administrationId)) {
    if (record.id === except || (record.status !== 'active' && record.status !== 'proposed')) continue;
    for (const id of record.invoiceIds) held.set(id, record.reference);
  }
  return held;
}

function nextReference(db: MockDb, administrationId: string): string {
  const highest = recordsOf(db.arrangements.all(), administrationId).reduce((max, record) => Math.max(max, Number(record.reference.replace(/\D/g, '')) || 0), 0);
  return `AR-${String(highest + 1).padStart(4, '0')}`;
}

export function arrangementHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  const find = (input: Parameters<typeof scopeOf>[0]) => {
    const { administrationId } = scopeOf(input);
    const id = pathParam(input, 'arrangementId');
    const record = db.arrangements.findFirst((q) => q.where({ id, administrationId }));
    if (!record) throw notFound(`Arrangement ${id} does not exist.`);
    return record;
  };
  /** Settles the administration's plans against today (a read can break a plan): pausing.ts decides. */
  const settle = (administrationId: string) => settlePlans(ctx, administrationId);

  return [
    getListArrangementsMockHandler(
      route<ArrangementPage>(ctx, 'listArrangements', async (input) => {
        const { administrationId } = scopeOf(input);
        const now = await settle(administrationId);
        const query = queryParams(input.url, listArrangementsQueryParams);
        const customers = new Map(recordsOf(db.customers.all(), administrationId).map((customer) => [customer.id, customer.name]));
        const rows = recordsOf(db.arrangements.all(), administrationId)
          .filter((record) => !query['customer-id'] || record.customerId === query['customer-id'])
          .filter((record) => !query['invoice-id'] || record.invoiceIds.includes(query['invoice-id']))
          .map((record) => ({
            record,
            id: record.id,
            reference: record.reference,
            customerName: customers.get(record.customerId) ?? '',
            status: record.status,
            total: record.total,
            nextDueDate: record.status === 'completed' || record.status === 'cancelled' ? null : (record.instalments.find((i) => new Big(i.paid).lt(i.amount))?.dueDate ?? null),
            createdAt: record.createdAt,
          }));
        const sortBy = query['sort-by'] ?? 'createdAt';
        const matching = filterAndSort(rows, {
          search: { fields: [query['search-field'] ?? 'customerName'], value: query['search-value'] },
          filters: { status: query.status && query.status.length > 0 ? query.status : undefined },
          sort: {
            field: sortBy,
            order: query['sort-order'] ?? (sortBy === 'createdAt' ? 'desc' : 'asc'),
            kind: sortBy === 'createdAt' ? 'date' : sortBy === 'total' ? 'money' : sortBy === 'nextDueDate' || sortBy === 'reference' ? 'ordinal' : 'text',
          },
        });
        // The sums cover every matching plan, not only the page's.
        const currency = currencyOf(db, administrationId);
        const paidOf = (record: ArrangementRecord) => record.instalments.reduce((sum, instalment) => sum.plus(instalment.paid), ZERO);
        const totals = moneyTotals(matching, [
          { field: 'total', money: ({ record }) => ({ amount: record.total, currency }) },
          { field: 'paid', money: ({ record }) => ({ amount: paidOf(record).toFixed(2), currency }) },
          { field: 'remaining', money: ({ record }) => ({ amount: new Big(record.total).minus(paidOf(record)).toFixed(2), currency }) },
        ]);
        const page = paginate(matching, { page: query.page, perPage: query['per-page'] });
        return { ...page, totals, items: page.items.map((row) => viewOf(db, row.record, now)) };
      }),
    ),

    getGetArrangementMockHandler(
      route<Arrangement>(ctx, 'getArrangement', async (input): Promise<Answer<Arrangement>> => {
        const now = await settle(scopeOf(input).administrationId);
        const record = find(input);
        return answer(200, viewOf(db, record, now), { ETag: etagOf(record) });
      }),
    ),

    getCreateArrangementMockHandler(
      route<Arrangement>(
        ctx,
        'createArrangement',
        async (input): Promise<Answer<Arrangement>> => {
          const { administrationId } = scopeOf(input);
          const now = await settle(administrationId);
          const body = await jsonBody(input.request, createArrangementBody);
          const created = await idempotent<Arrangement>(db, input.request, { administrationId, userId: input.user.id, operationId: 'createArrangement' }, body, ctx.options.now(), async () => {
            const customer = db.customers.findFirst((q) => q.where({ id: body.customerId, administrationId }));
            if (!customer) throw unprocessable(`Customer ${body.customerId} does not exist.`, [{ field: 'customerId', message: 'Unknown customer' }]);
            const held = holdingPlans(db, administrationId);
            const ids = [...new Set(body.invoiceIds)];
            const invoices = ids.map((id) => {
              const invoice = db.invoices.findFirst((q) => q.where({ id, administrationId }));
              if (!invoice || invoice.customerId !== customer.id) throw unprocessable(`Invoice ${id} is not an invoice of ${customer.name}.`, [{ field: 'invoiceIds', message: `Unknown invoice ${id}` }]);
              if (new Big(invoice.outstanding).lte(0)) throw unprocessable(`Invoice ${invoice.number} has nothing outstanding.`, [{ field: 'invoiceIds', message: `${invoice.number} is settled` }]);
              const plan = held.get(id);
              if (plan) throw unprocessable(`Invoice ${invoice.number} is already in arrangement ${plan}.`, [{ field: 'invoiceIds', message: `${invoice.number} is in ${plan}` }]);
              return invoice;
            });
            const currency = currencyOf(db, administrationId);
            const total = invoices.reduce((sum, invoice) => sum.plus(invoice.outstanding), ZERO);
            const plan = buildPlan({ ...body.plan, total: total.toFixed(2), currency }, now.iso);
            if (!plan.ok) {
              throw unprocessable(
                'The plan cannot be made as given.',
                plan.errors.map((error) => ({ field: error.field === 'total' ? 'invoiceIds' : `plan.${error.field}`, message: PLAN_ERROR_MESSAGES[error.code] })),
              );
            }
            const at = isoSeconds(ctx.options.now());
            const record = await db.arrangements.create({
              id: `arrangement-${crypto.randomUUID()}`,
              administrationId,
              reference: nextReference(db, administrationId),
              customerId: customer.id,
              invoiceIds: ids,
              status: body.activate === false ? 'proposed' : 'active',
              frequency: body.plan.frequency,
              total: total.toFixed(2),
              instalments: plan.instalments.map((instalment) => ({ ...instalment, paid: '0' })),
              brokenSince: null,
              createdAt: at,
              updatedAt: at,
              version: 1,
            });
            await applyPausingRules(db, administrationId, ids);
            return viewOf(db, record, now);
          });
          return answer(201, created, { ETag: created.etag, Location: `/administrations/${administrationId}/arrangements/${created.id}` });
        },
        { mutates: true },
      ),
    ),

    getChangeArrangementStatusMockHandler(
      route<Arrangement>(
        ctx,
        'changeArrangementStatus',
        async (input): Promise<Answer<Arrangement>> => {
          const { administrationId } = scopeOf(input);
          const now = await settle(administrationId);
          const record = find(input);
          requireCurrentVersion(input.request, record, 'changeArrangementStatus', () => viewOf(db, record, now), `Arrangement ${record.reference}`);
          const body = await jsonBody(input.request, changeArrangementStatusBody);
          if (body.status === 'active') {
            if (record.status !== 'proposed') throw unprocessable(`Arrangement ${record.reference} is ${record.status}: only a proposed plan can be activated.`, [{ field: 'status', message: `Cannot activate a ${record.status} plan` }]);
            if (missedInstalment(record, now)) throw unprocessable(`An instalment of ${record.reference} is already past due: agree a new plan.`, [{ field: 'status', message: 'An instalment is past due' }]);
            const held = holdingPlans(db, administrationId, record.id);
            for (const id of record.invoiceIds) {
              const invoice = db.invoices.findFirst((q) => q.where({ id, administrationId }));
              const other = held.get(id);
              if (other && db.arrangements.findFirst((q) => q.where({ reference: other, administrationId }))?.status === 'active') {
                throw unprocessable(`Invoice ${invoice?.number ?? id} is already in arrangement ${other}.`, [{ field: 'status', message: `${invoice?.number ?? id} is in ${other}` }]);
              }
            }
          } else if (record.status !== 'proposed' && record.status !== 'active') {
            throw unprocessable(`Arrangement ${record.reference} is ${record.status}: only a proposed or active plan can be cancelled.`, [{ field: 'status', message: `Cannot cancel a ${record.status} plan` }]);
          }
          patchRecord(record, { status: body.status, updatedAt: isoSeconds(ctx.options.now()), version: record.version + 1 });
          await applyPausingRules(db, administrationId, record.invoiceIds);
          return answer(200, viewOf(db, record, now), { ETag: etagOf(record) });
        },
        { mutates: true },
      ),
    ),

    getRecordArrangementPaymentMockHandler(
      route<Arrangement>(
        ctx,
        'recordArrangementPayment',
        async (input): Promise<Answer<Arrangement>> => {
          const { administrationId } = scopeOf(input);
          const now = await settle(administrationId);
          const record = find(input);
          const body = await jsonBody(input.request, recordArrangementPaymentBody);
          const result = await idempotent<Arrangement>(db, input.request, { administrationId, userId: input.user.id, operationId: 'recordArrangementPayment' }, { id: record.id, body }, ctx.options.now(), async () => {
            if (record.status !== 'active') throw unprocessable(`Arrangement ${record.reference} is ${record.status}: only an active plan takes payments.`, [{ field: 'amount', message: `The plan is ${record.status}` }]);
            const currency = currencyOf(db, administrationId);
            if (body.amount.currency !== currency) throw unprocessable(`Payments are in ${currency}.`, [{ field: 'amount.currency', message: `Must be ${currency}` }]);
            const amount = new Big(body.amount.amount);
            const remaining = record.instalments.reduce((sum, i) => sum.plus(i.amount).minus(i.paid), ZERO);
            if (amount.lte(0) || !amount.round(2, Big.roundDown).eq(amount)) throw unprocessable('A payment is an amount of more than zero, in cents.', [{ field: 'amount.amount', message: 'Must be more than zero' }]);
            if (amount.gt(remaining)) throw unprocessable(`The plan has ${remaining.toFixed(2)} ${currency} left to pay.`, [{ field: 'amount.amount', message: `At most ${remaining.toFixed(2)}` }]);

            // Fill the instalments in order; a partial payment leaves one partly paid.
            let left = amount;
            const instalments = record.instalments.map((instalment) => {
              const open = new Big(instalment.amount).minus(instalment.paid);
              const part = left.lt(open) ? left : open;
              left = left.minus(part);
              return part.gt(0) ? { ...instalment, paid: new Big(instalment.paid).plus(part).toFixed(2) } : instalment;
            });
            // The money is a settled payment matched to the covered invoices, earliest due first:
            // that lowers their outstanding amounts, and the payments list and reports see it.
            const invoices = record.invoiceIds
              .flatMap((id) => db.invoices.findFirst((q) => q.where({ id, administrationId })) ?? [])
              .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
            const customer = db.customers.findFirst((q) => q.where({ id: record.customerId, administrationId }));
            await recordMatchedPayment(
              db,
              {
                administrationId,
                amount: amount.toFixed(2),
                receivedOn: now.iso,
                method: 'bank-transfer',
                reference: record.reference,
                payerName: customer?.name ?? '',
                payerAccount: null,
                customerId: record.customerId,
                at: ctx.options.now(),
              },
              invoices,
            );
            const done = instalments.every((instalment) => new Big(instalment.paid).gte(instalment.amount));
            patchRecord(record, { instalments, status: done ? 'completed' : record.status, updatedAt: isoSeconds(ctx.options.now()), version: record.version + 1 });
            await applyPausingRules(db, administrationId, record.invoiceIds);
            return viewOf(db, record, now);
          });
          return answer(200, result, { ETag: result.etag });
        },
        { mutates: true },
      ),
    ),
  ];
}
