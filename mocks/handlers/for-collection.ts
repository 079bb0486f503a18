/**
 * Collection cases (handover to a collection agency): list, read, hand invoices over, move a case
 * on a stage. The statutory collection costs are computed on every read by the app's shared
 * module (`#lib/collection-costs`, where the tables and their sources are documented), and the
 * statutory interest beside them (`#lib/statutory-interest`, its rate tables by half-year with their
 * sources), as of the mock's reference day, so interest runs day by day.
 *
 * `handOverInvoices` is the one place a handover happens: the HTTP handler calls it, and so can a
 * dunning journey's "hand over to collection" step (the journey runner, built elsewhere).
 */
import Big from 'big.js';
import {
  getChangeCollectionStageMockHandler,
  getGetCollectionCaseMockHandler,
  getHandOverInvoicesMockHandler,
  getListForCollectionMockHandler,
} from '#api/generated/endpoints/for-collection/for-collection.msw';
import type { CollectionCase, CollectionCasePage, CollectionCostLine, CollectionHandoverResult } from '#api/generated/model/index';
import { changeCollectionStageBody, handOverInvoicesBody, listForCollectionQueryParams } from '#api/generated/zod/for-collection/for-collection.zod';
import { collectionCosts, type CostLine } from '#lib/collection-costs';
import { statutoryInterest } from '#lib/statutory-interest';
import type { MockDb, StoredRecord } from '../db/db';
import type { CollectionCaseRecord } from '../db/schemas';
import { dayNumber, isoDay } from '../seed/days';
import { NOTICE_DAYS } from '../seed/for-collection';
import { isoSeconds } from '../seed/templates';
import { answer, type Answer } from './answers';
import type { HandlerContext } from './context';
import { filterAndSort, moneyTotals, paginate } from './list';
import { isDisputed } from './pausing';
import { notFound, unprocessable } from './problem';
import { currencyOf, etagOf, idempotent, isZero, moneyOf, patchRecord, recordsOf, requireCurrentVersion, today, type Today } from './receivables';
import { jsonBody, pathParam, queryParams, route, scopeOf } from './route';

type Stage = CollectionCaseRecord['stage'];
const STAGES: readonly Stage[] = ['new', 'amicable', 'statutory-notice', 'bailiff', 'closed'];

/** The stages a case may move to next, as of `now`: the following one (bailiff once the notice has ended) or closed. */
export function nextStagesOf(record: Pick<CollectionCaseRecord, 'stage' | 'noticeEndsOn'>, now: Today): Stage[] {
  if (record.stage === 'closed') return [];
  const next = STAGES[STAGES.indexOf(record.stage) + 1]!;
  if (next === 'closed') return ['closed'];
  if (next === 'bailiff' && (!record.noticeEndsOn || record.noticeEndsOn >= now.iso)) return ['closed'];
  return [next, 'closed'];
}

function lineOf(line: CostLine): CollectionCostLine {
  const none = { from: null, to: null, base: null, rate: null, days: null, invoice: null };
  switch (line.kind) {
    case 'band':
      return { ...none, kind: 'band', from: line.from, to: line.to, base: line.base, rate: line.rate, amount: line.amount };
    case 'minimum':
    case 'maximum':
      return { ...none, kind: line.kind, amount: line.amount };
    case 'vat':
      return { ...none, kind: 'vat', base: line.base, rate: line.rate, amount: line.amount };
    case 'fixed-sum':
      return { ...none, kind: 'fixed-sum', base: line.base, invoice: { id: line.invoiceId, number: line.number }, amount: line.amount };
  }
}

type InvoiceLookup = (id: string) => StoredRecord<'invoices'> | undefined;

/** The invoices of one administration by id: a list reads every case's invoices through one map. */
function invoiceLookup(db: MockDb, administrationId: string): InvoiceLookup {
  const byId = new Map(recordsOf(db.invoices.all(), administrationId).map((invoice) => [invoice.id, invoice]));
  return (id) => byId.get(id);
}

/** The invoices of a case and the sums of it as of `now` (costs, statutory interest, principal, claim). */
function figuresOf(db: MockDb, record: CollectionCaseRecord, now: Today, lookup?: InvoiceLookup) {
  const currency = currencyOf(db, record.administrationId);
  const country = db.administrations.findFirst((q) => q.where({ id: record.administrationId }))?.country === 'GB' ? 'GB' : 'NL';
  const find = lookup ?? ((id: string) => db.invoices.findFirst((q) => q.where({ id, administrationId: record.administrationId })) ?? undefined);
  const invoices = record.invoiceIds.flatMap((id) => find(id) ?? []);
  const costs = collectionCosts({
    country,
    invoices: invoices.map((invoice) => ({ invoiceId: invoice.id, number: invoice.number, outstanding: invoice.outstanding, dueDate: invoice.dueDate })),
    asOf: now.iso,
  });
  // Interest per day outstanding, up to the mock's reference day (beside the costs, not one of them).
  const interest = statutoryInterest({
    country,
    invoices: invoices.map((invoice) => ({ invoiceId: invoice.id, number: invoice.number, outstanding: invoice.outstanding, dueDate: invoice.dueDate })),
    asOf: now.iso,
  });
  return { currency, invoices, costs, interest, claim: new Big(costs.principal).plus(costs.total).plus(interest.total).toFixed(2) };
}

function viewOf(db: MockDb, record: CollectionCaseRecord, now: Today, figures = figuresOf(db, record, now)): CollectionCase {
  const { currency, invoices, costs, interest, claim } = figures;
  const customer = db.customers.findFirst((q) => q.where({ id: record.customerId, administrationId: record.administrationId }));
  return {
    id: record.id,
    reference: record.reference,
    customer: { id: record.customerId, number: customer?.number ?? '', name: customer?.name ?? '' },
    stage: record.stage,
    outcome: record.outcome,
    reason: record.reason,
    handedOverAt: record.handedOverAt,
    handedOverBy: record.handedOverBy,
    noticeEndsOn: record.noticeEndsOn,
    nextStages: nextStagesOf(record, now),
    principal: moneyOf(costs.principal, currency),
    costs: { country: costs.country, asOf: costs.asOf, lines: costs.lines.map(lineOf), total: moneyOf(costs.total, currency) },
    interest: {
      country: interest.country,
      asOf: interest.asOf,
      lines: interest.lines.map(({ invoiceId, number, ...line }) => ({ invoice: { id: invoiceId, number }, ...line })),
      total: moneyOf(interest.total, currency),
    },
    claim: moneyOf(claim, currency),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      dueDate: invoice.dueDate,
      daysOverdue: Math.max(0, now.day - dayNumber(invoice.dueDate)),
      outstanding: moneyOf(invoice.outstanding, currency),
    })),
    history: record.history.map((step) => ({ ...step })),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    etag: etagOf(record),
  };
}

function nextReference(db: MockDb, administrationId: string): string {
  const highest = recordsOf(db.forCollection.all(), administrationId).reduce((max, record) => Math.max(max, Number(record.reference.replace(/\D/g, '')) || 0), 0);
  return `FC-${String(highest + 1).padStart(4, '0')}`;
}

/** Why an invoice may not be handed over (the contract's words), or null when it may. */
function refusalOf(db: MockDb, administrationId: string, id: string, now: Today): string | null {
  const invoice = db.invoices.findFirst((q) => q.where({ id, administrationId }));
  if (!invoice) return 'unknown invoice';
  if (isZero(invoice.outstanding) || new Big(invoice.outstanding).lte(0)) return 'paid';
  if (invoice.forCollection) return 'already for collection';
  if (invoice.disputed || isDisputed(db, invoice)) return 'disputed';
  if (invoice.dueDate >= now.iso) return 'not overdue';
  return null;
}

/**
 * Hands invoices over to the collection agency: one new case per customer among them, the invoices
 * flagged "for collection" (their dunning stops). All or nothing: any refused invoice is a 422 with
 * one error per refusal at `invoiceIds.<i>`. Exported for the journey runner (a "hand over" step).
 */
export async function handOverInvoices(
  db: MockDb,
  administrationId: string,
  invoiceIds: readonly string[],
  reason: string,
  options: { by: string; at: Date; now: Today },
): Promise<CollectionCaseRecord[]> {
  const ids = [...new Set(invoiceIds)];
  const errors = ids.flatMap((id, index) => {
    const refusal = refusalOf(db, administrationId, id, options.now);
    const number = db.invoices.findFirst((q) => q.where({ id, administrationId }))?.number ?? id;
    return refusal ? [{ field: `invoiceIds.${index}`, message: refusal, number }] : [];
  });
  if (errors.length > 0) {
    const detail = errors.map((error) => `${error.number}: ${error.message}`).join('; ');
    throw unprocessable(`${errors.length} of the invoices cannot be handed over for collection (${detail}).`, errors.map(({ field, message }) => ({ field, message })));
  }
  const byCustomer = new Map<string, string[]>();
  for (const id of ids) {
    const invoice = db.invoices.findFirst((q) => q.where({ id, administrationId }))!;
    byCustomer.set(invoice.customerId, [...(byCustomer.get(invoice.customerId) ?? []), id]);
    patchRecord(invoice, { forCollection: true, version: invoice.version + 1 });
  }
  const at = isoSeconds(options.at);
  const made: CollectionCaseRecord[] = [];
  for (const [customerId, held] of byCustomer) {
    const record: CollectionCaseRecord = {
      id: `collection-case-${crypto.randomUUID()}`,
      administrationId,
      reference: nextReference(db, administrationId),
      customerId,
      invoiceIds: held,
      stage: 'new',
      outcome: null,
      reason: reason.trim(),
      handedOverAt: at,
      handedOverBy: options.by,
      noticeEndsOn: null,
      history: [{ at, by: options.by, from: null, to: 'new', note: reason.trim() }],
      createdAt: at,
      updatedAt: at,
      version: 1,
    };
    made.push(await db.forCollection.create(record));
  }
  return made;
}

export function collectionCaseHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  const find = (input: Parameters<typeof scopeOf>[0]) => {
    const { administrationId } = scopeOf(input);
    const id = pathParam(input, 'forCollectionId');
    const record = db.forCollection.findFirst((q) => q.where({ id, administrationId }));
    if (!record) throw notFound(`Collection case ${id} does not exist.`);
    return record;
  };

  return [
    getListForCollectionMockHandler(
      route<CollectionCasePage>(ctx, 'listForCollection', (input) => {
        const { administrationId } = scopeOf(input);
        const now = today(ctx);
        const query = queryParams(input.url, listForCollectionQueryParams);
        const customers = new Map(recordsOf(db.customers.all(), administrationId).map((customer) => [customer.id, customer.name]));
        const lookup = invoiceLookup(db, administrationId);
        const rows = recordsOf(db.forCollection.all(), administrationId)
          .filter((record) => !query['customer-id'] || record.customerId === query['customer-id'])
          .filter((record) => !query['invoice-id'] || record.invoiceIds.includes(query['invoice-id']))
          .map((record) => {
            const figures = figuresOf(db, record, now, lookup);
            return {
              record,
              figures,
              id: record.id,
              reference: record.reference,
              customerName: customers.get(record.customerId) ?? '',
              stage: record.stage,
              stageOrder: STAGES.indexOf(record.stage),
              principal: figures.costs.principal,
              claim: figures.claim,
              handedOverAt: record.handedOverAt,
              updatedAt: record.updatedAt,
            };
          });
        const sortBy = query['sort-by'] ?? 'handedOverAt';
        const dated = sortBy === 'handedOverAt' || sortBy === 'updatedAt';
        const matching = filterAndSort(rows, {
          search: { fields: [query['search-field'] ?? 'customerName'], value: query['search-value'] },
          filters: { stage: query.stage && query.stage.length > 0 ? query.stage : undefined },
          sort: {
            field: sortBy === 'stage' ? 'stageOrder' : sortBy,
            order: query['sort-order'] ?? (dated ? 'desc' : 'asc'),
            kind: dated ? 'date' : sortBy === 'principal' || sortBy === 'claim' ? 'money' : sortBy === 'stage' ? 'number' : sortBy === 'reference' ? 'ordinal' : 'text',
          },
        });
        // The sums cover every matching case, not only the page's.
        const currency = currencyOf(db, administrationId);
        const totals = moneyTotals(matching, [
          { field: 'principal', money: ({ figures }) => ({ amount: figures.costs.principal, currency }) },
          { field: 'costs', money: ({ figures }) => ({ amount: figures.costs.total, currency }) },
          { field: 'claim', money: ({ figures }) => ({ amount: figures.claim, currency }) },
        ]);
        const page = paginate(matching, { page: query.page, perPage: query['per-page'] });
        return { ...page, totals, items: page.items.map((row) => viewOf(db, row.record, now, row.figures)) };
      }),
    ),

    getHandOverInvoicesMockHandler(
      route<CollectionHandoverResult>(
        ctx,
        'handOverInvoices',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const now = today(ctx);
          const body = await jsonBody(input.request, handOverInvoicesBody);
          if (!body.reason.trim()) throw unprocessable('Say why the invoices are handed over.', [{ field: 'reason', message: 'Required' }]);
          return idempotent<CollectionHandoverResult>(db, input.request, { administrationId, userId: input.user.id, operationId: 'handOverInvoices' }, body, ctx.options.now(), async () => {
            const made = await handOverInvoices(db, administrationId, body.invoiceIds, body.reason, { by: input.user.name, at: ctx.options.now(), now });
            return { items: made.map((record) => viewOf(db, record, now)) };
          });
        },
        { mutates: true },
      ),
    ),

    getGetCollectionCaseMockHandler(
      route<CollectionCase>(ctx, 'getCollectionCase', (input): Answer<CollectionCase> => {
        const record = find(input);
        return answer(200, viewOf(db, record, today(ctx)), { ETag: etagOf(record) });
      }),
    ),

    getChangeCollectionStageMockHandler(
      route<CollectionCase>(
        ctx,
        'changeCollectionStage',
        async (input): Promise<Answer<CollectionCase>> => {
          const { administrationId } = scopeOf(input);
          const now = today(ctx);
          const record = find(input);
          requireCurrentVersion(input.request, record, 'changeCollectionStage', () => viewOf(db, record, now), `Collection case ${record.reference}`);
          const body = await jsonBody(input.request, changeCollectionStageBody);
          if (record.stage === 'closed') throw unprocessable(`Collection case ${record.reference} is closed.`, [{ field: 'stage', message: 'The case is closed' }]);
          const allowed = nextStagesOf(record, now);
          if (!allowed.includes(body.stage)) {
            const early = body.stage === 'bailiff' && record.stage === 'statutory-notice';
            throw unprocessable(
              early ? `The statutory notice of ${record.reference} runs until ${record.noticeEndsOn ?? ''}.` : `Collection case ${record.reference} is at ${record.stage}: it can move to ${allowed.join(' or ')}.`,
              [{ field: 'stage', message: early ? `The notice runs until ${record.noticeEndsOn ?? ''}` : `Cannot move from ${record.stage} to ${body.stage}` }],
            );
          }
          if (body.stage === 'closed' && !body.outcome) throw unprocessable('Say how the case ended.', [{ field: 'outcome', message: 'Required' }]);
          const at = isoSeconds(ctx.options.now());
          const note = body.note?.trim() ? body.note.trim() : null;
          patchRecord(record, {
            stage: body.stage,
            outcome: body.stage === 'closed' ? (body.outcome ?? null) : null,
            noticeEndsOn: body.stage === 'statutory-notice' ? isoDay(now.day + NOTICE_DAYS) : record.noticeEndsOn,
            history: [...record.history, { at, by: input.user.name, from: record.stage, to: body.stage, note }],
            updatedAt: at,
            version: record.version + 1,
          });
          if (body.stage === 'closed' && body.outcome === 'withdrawn') {
            // Taken back from the agency: the invoices return to dunning.
            for (const id of record.invoiceIds) {
              const invoice = db.invoices.findFirst((q) => q.where({ id, administrationId }));
              if (invoice?.forCollection) patchRecord(invoice, { forCollection: false, version: invoice.version + 1 });
            }
          }
          return answer(200, viewOf(db, record, now), { ETag: etagOf(record) });
        },
        { mutates: true },
      ),
    ),
  ];
}
