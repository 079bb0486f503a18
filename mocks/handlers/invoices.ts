import {
  getBulkPauseInvoicesDunningMockHandler,
  getBulkResumeInvoicesDunningMockHandler,
  getGetInvoiceMockHandler,
  getGetInvoicePdfMockHandler,
  getListInvoiceCustomFieldsMockHandler,
  getListInvoicesMockHandler,
  getPauseInvoiceDunningMockHandler,
  getResumeInvoiceDunningMockHandler,
  getUpdateInvoiceMockHandler,
} from '#api/generated/endpoints/invoices/invoices.msw';
import type { BulkResult, CustomFieldDefinitionList, Invoice, InvoiceFilter, InvoicePage, InvoiceSortField } from '#api/generated/model/index';
import {
  bulkPauseInvoicesDunningBody,
  bulkResumeInvoicesDunningBody,
  listInvoicesQueryParams,
  pauseInvoiceDunningBody,
  updateInvoiceBody,
} from '#api/generated/zod/invoices/invoices.zod';
import { HttpResponse } from 'msw';
import type { MockDb } from '../db/db';
import type { CustomerRecord, InvoiceRecord } from '../db/receivables-schemas';
import { customerAddressLine } from '../media/address';
import { simplePdf } from '../media/pdf';
import { answer } from './answers';
import type { HandlerContext } from './context';
import { centsText, compareDecimals, filterAndSort, moneyTotals, type PageTotal } from './list';
import { keptIndex } from './list-index';
import { unprocessable } from './problem';
import {
  anyTag,
  compareDates,
  currencyOf,
  dayOfDate,
  etagOf,
  findInvoice,
  idempotent,
  inAmountRange,
  invoiceState,
  invoiceStatusOrder,
  invoiceSummary,
  invoiceView,
  isPaused,
  mergeCustomFields,
  pageOf,
  patchRecord,
  pauseChanges,
  recordsOf,
  requireCurrentVersion,
  pauseFrom,
  requireRange,
  resolveTarget,
  today,
  type InvoiceState,
  type Today,
} from './receivables';
import { jsonBody, pathParam, queryParams, requireUnique, route, scopeOf } from './route';
import { disputedByOf } from './issues';
import { settlePlans } from './pausing';
import type { ServerTiming } from './timing';

interface Row {
  record: InvoiceRecord;
  customer: CustomerRecord | undefined;
  /** Derived when a filter or sort needs it, else only for the rows answered (see stateOf). */
  state?: InvoiceState;
}

function stateOf(row: Row, now: Today): InvoiceState {
  row.state ??= invoiceState(row.record, row.customer, now);
  return row.state;
}

/** The filter of the list (and of a bulk target's `matching`), checked for sense. */
function checkFilter(filter: InvoiceFilter): void {
  requireRange(filter['issue-date-from'], filter['issue-date-to'], 'issue-date-to', compareDates);
  requireRange(filter['due-date-from'], filter['due-date-to'], 'due-date-to', compareDates);
  requireRange(filter['amount-min'], filter['amount-max'], 'amount-max', compareDecimals);
}

const SEARCH_FIELDS = { number: 'number', 'customer-name': 'customerName', reference: 'reference' } as const;

/**
 * The filter as one test of an invoice (with its customer; `state` derives the invoice's state,
 * asked for only when the filter is about the status).
 */
function invoicePredicate(
  filter: InvoiceFilter,
): ((record: InvoiceRecord, customer: CustomerRecord | undefined, state: () => InvoiceState, amountCents: number | undefined, days: IndexedDays) => boolean) | undefined {
  checkFilter(filter);
  const statuses = filter.status && filter.status.length > 0 ? new Set(filter.status) : undefined;
  const group = filter['super-debtor-id'];
  const needle = filter['search-value']?.trim().toLocaleLowerCase() || undefined;
  const searchField = SEARCH_FIELDS[filter['search-field'] ?? 'number'];
  const customerId = filter['customer-id'];
  const { 'issue-date-from': issueFrom, 'issue-date-to': issueTo, 'due-date-from': dueFrom, 'due-date-to': dueTo, 'amount-min': min, 'amount-max': max } = filter;
  const tags = filter.tag && filter.tag.length > 0 ? filter.tag : undefined;
  const none = [statuses, group, needle, customerId, issueFrom, issueTo, dueFrom, dueTo, min, max, tags].every((criterion) => criterion === undefined);
  if (none) return undefined;
  // The bounds in whole cents, when they have two decimals at most: compared with the kept cents.
  const minCents = min === undefined ? undefined : boundCents(min);
  const maxCents = max === undefined ? undefined : boundCents(max);
  const centsBounds = (min === undefined || minCents !== undefined) && (max === undefined || maxCents !== undefined);
  // The date bounds as day numbers, compared with the index's (see IndexedDays).
  const [issueFromDay, issueToDay, dueFromDay, dueToDay] = [issueFrom, issueTo, dueFrom, dueTo].map((bound) => (bound === undefined ? 0 : dayNumber(bound)));
  return (record, customer, state, amountCents, days) => {
    if (customerId !== undefined && record.customerId !== customerId) return false;
    if (group !== undefined && customer?.superDebtorId !== group) return false;
    const issue = days.issue[days.position] as number;
    const due = days.due[days.position] as number;
    if ((issueFrom !== undefined && issue < issueFromDay!) || (issueTo !== undefined && issue > issueToDay!)) return false;
    if ((dueFrom !== undefined && due < dueFromDay!) || (dueTo !== undefined && due > dueToDay!)) return false;
    if (min !== undefined || max !== undefined) {
      if (amountCents !== undefined && centsBounds) {
        if ((minCents !== undefined && amountCents < minCents) || (maxCents !== undefined && amountCents > maxCents)) return false;
      } else if (!inAmountRange(record.amount, min, max)) return false;
    }
    if (tags && !anyTag(record.tags, tags)) return false;
    if (needle) {
      const text = searchField === 'customerName' ? customer?.name : record[searchField];
      if (!text?.toLocaleLowerCase().includes(needle)) return false;
    }
    return !statuses || statuses.has(state().status);
  };
}

/** A calendar date ("2026-01-31") as a number in the same order (20260131). */
function dayNumber(date: string): number {
  return Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
}

/**
 * The invoices' dates as day numbers, by position in the index, with the position being read: a
 * walk in another order than the records' own (sorted by amount) compares numbers side by side
 * instead of reaching each record's strings wherever they are in memory (a date filter at 50,000
 * invoices: 29 -> 2 ms).
 */
interface IndexedDays {
  issue: Int32Array;
  due: Int32Array;
  position: number;
}

/** A decimal bound ("500", "499.9", "-12.50") in whole cents; undefined with more than two decimals. */
function boundCents(bound: string): number | undefined {
  const match = /^([+-]?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(bound.trim());
  if (!match) return undefined;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** The invoices of an administration the filter matches, with their derived state: one pass. */
export function matchInvoices(db: MockDb, administrationId: string, filter: InvoiceFilter, now: Today): Row[] {
  const matches = invoicePredicate(filter) ?? (() => true);
  const wantsState = (filter.status?.length ?? 0) > 0;
  const index = invoiceIndex(db, administrationId);
  const { records, customers } = index;
  const days: IndexedDays = { ...index.days, position: 0 };
  const rows: Row[] = [];
  records.forEach((record, position) => {
    const customer = customers[position];
    let state: InvoiceState | undefined;
    days.position = position;
    if (!matches(record, customer, () => (state ??= invoiceState(record, customer, now)), index.cents?.amount[position], days)) return;
    rows.push(wantsState ? { record, customer, state: state ?? invoiceState(record, customer, now) } : { record, customer, ...(state ? { state } : {}) });
  });
  return rows;
}

/**
 * An administration's invoices as the list reads them, kept while nothing is written
 * (./list-index.ts): the records in collection (id) order, each one's customer, and the amounts in
 * whole cents (undefined when some amount is not a two-decimal one: sums then go through big.js).
 */
interface InvoiceIndex {
  records: InvoiceRecord[];
  customers: (CustomerRecord | undefined)[];
  cents: { amount: number[]; outstanding: number[] } | undefined;
  days: { issue: Int32Array; due: Int32Array };
}

const countsOf = (db: MockDb) => [db.invoices.count(), db.customers.count()];

function invoiceIndex(db: MockDb, administrationId: string): InvoiceIndex {
  return keptIndex(db, `invoices ${administrationId}`, countsOf(db), () => {
    const byId = new Map(recordsOf(db.customers.all(), administrationId).map((c) => [c.id, c]));
    const records = recordsOf(db.invoices.all(), administrationId);
    const amount = records.map((record) => centsOf(record.amount));
    const outstanding = records.map((record) => centsOf(record.outstanding));
    const whole = (values: (number | undefined)[]): values is number[] => values.every((value) => value !== undefined);
    return {
      records,
      customers: records.map((record) => byId.get(record.customerId)),
      cents: whole(amount) && whole(outstanding) ? { amount, outstanding } : undefined,
      days: { issue: Int32Array.from(records, (record) => dayNumber(record.issueDate)), due: Int32Array.from(records, (record) => dayNumber(record.dueDate)) },
    };
  });
}

/** Every invoice's state on the day (`now`), by position in the index; kept for the day. */
function invoiceStates(db: MockDb, administrationId: string, now: Today): InvoiceState[] {
  return keptIndex(db, `invoice states ${administrationId} ${now.day}`, countsOf(db), () => {
    const { records, customers } = invoiceIndex(db, administrationId);
    return records.map((record, position) => invoiceState(record, customers[position], now));
  });
}

/** Sorts whose order depends on the day (the derived state), not on the stored facts alone. */
const DAILY_SORTS: ReadonlySet<InvoiceSortField> = new Set(['days-overdue', 'status']);

/** Positions in the index of every invoice of the administration in the order asked for; kept. */
function invoiceOrder(db: MockDb, administrationId: string, sortBy: InvoiceSortField, order: 'asc' | 'desc', now: Today): Int32Array {
  const day = DAILY_SORTS.has(sortBy) ? ` ${now.day}` : '';
  return keptIndex(db, `invoice order ${administrationId} ${sortBy} ${order}${day}`, countsOf(db), () => {
    const { records, customers } = invoiceIndex(db, administrationId);
    const states = DAILY_SORTS.has(sortBy) ? invoiceStates(db, administrationId, now) : undefined;
    const rows = records.map((record, position): Row & { position: number } => ({ record, customer: customers[position], position, ...(states ? { state: states[position] } : {}) }));
    return Int32Array.from(sortInvoices(db, administrationId, rows, sortBy, order, now), (row) => (row as Row & { position: number }).position);
  });
}

/** The list's sums over every matching invoice (not the page's), as moneyTotals makes them. */
function invoiceTotals(index: InvoiceIndex, positions: ArrayLike<number>, currency: string): PageTotal[] {
  if (positions.length === 0) return [];
  const { cents } = index;
  if (!cents) {
    const rows = Array.from(positions, (position) => index.records[position] as InvoiceRecord);
    return moneyTotals(rows, [
      { field: 'amount', money: (record) => ({ amount: record.amount, currency }) },
      { field: 'outstanding', money: (record) => ({ amount: record.outstanding, currency }) },
    ]);
  }
  let amount = 0;
  let outstanding = 0;
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i] as number;
    amount += cents.amount[position] as number;
    outstanding += cents.outstanding[position] as number;
  }
  return [
    { field: 'amount', currency, amount: centsText(amount) },
    { field: 'outstanding', currency, amount: centsText(outstanding) },
  ];
}

/**
 * One page of the list: the kept order of the sort asked for, walked with the filter (so the
 * matches come out sorted), sliced; each part timed into the answer's Server-Timing.
 */
function invoicePage(db: MockDb, administrationId: string, query: InvoiceFilter & { 'sort-by'?: InvoiceSortField; 'sort-order'?: 'asc' | 'desc' }, page: { page: number; perPage: number }, now: Today, timing: ServerTiming): InvoicePage {
  const matches = invoicePredicate(query);
  const sortBy = query['sort-by'] ?? 'issue-date';
  const index = invoiceIndex(db, administrationId);
  const order = timing.measure('sort', () => invoiceOrder(db, administrationId, sortBy, query['sort-order'] ?? DEFAULT_ORDER[sortBy], now));
  const states = (query.status?.length ?? 0) > 0 ? invoiceStates(db, administrationId, now) : undefined;
  const positions = timing.measure('filter', () => {
    if (!matches) return order;
    const kept: number[] = [];
    let position = 0;
    // One state reader for the walk (the status filter reads the kept states).
    const state = () => states?.[position] ?? invoiceState(index.records[position] as InvoiceRecord, index.customers[position], now);
    const days: IndexedDays = { ...index.days, position: 0 };
    for (let i = 0; i < order.length; i++) {
      position = order[i] as number;
      days.position = position;
      if (matches(index.records[position] as InvoiceRecord, index.customers[position], state, index.cents?.amount[position], days)) kept.push(position);
    }
    return kept;
  });
  const currency = currencyOf(db, administrationId);
  const totals = timing.measure('totals', () => invoiceTotals(index, positions, currency));
  return timing.measure('page', () => {
    const start = (page.page - 1) * page.perPage;
    const items = Array.from(positions.slice(start, start + page.perPage), (position) => {
      const record = index.records[position] as InvoiceRecord;
      const customer = index.customers[position];
      return invoiceSummary(record, customer, states?.[position] ?? invoiceState(record, customer, now), currency);
    });
    return { items, total: positions.length, page: page.page, perPage: page.perPage, totals };
  });
}

const DEFAULT_ORDER: Record<InvoiceSortField, 'asc' | 'desc'> = {
  number: 'asc', customer: 'asc', 'issue-date': 'desc', 'due-date': 'desc', amount: 'desc', outstanding: 'desc', 'days-overdue': 'desc', status: 'asc',
};

/** Customers' places in name order (one collator sort of the customers, not of the invoices). */
function customerRanks(customers: readonly CustomerRecord[], locale: string): Map<string, number> {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sorted = [...customers].sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
  return new Map(sorted.map((customer, index) => [customer.id, index]));
}

/**
 * Sorts by a small non-negative integer key, ties in the rows' (collection) order, which is id
 * order: key and position packed into one float each and sorted natively, several times faster
 * than a comparator over 50,000 objects.
 */
function sortByInteger<T>(rows: readonly T[], key: (row: T) => number, order: 'asc' | 'desc'): T[] {
  const keys = rows.map(key);
  const max = keys.reduce((a, b) => Math.max(a, b), 0);
  const packed = new Float64Array(rows.length);
  const width = 2 ** Math.ceil(Math.log2(rows.length + 1));
  keys.forEach((value, index) => (packed[index] = (order === 'asc' ? value : max - value) * width + index));
  packed.sort();
  return Array.from(packed, (value) => rows[value % width] as T);
}

/** A two-decimal amount as whole cents, read from the text (exact); undefined for other amounts. */
function centsOf(amount: string): number | undefined {
  const match = /^(-?)(\d{1,13})\.(\d{2})$/.exec(amount);
  return match ? Number(`${match[1]}${match[2]}${match[3]}`) : undefined;
}

/** The rows in the order asked for. */
function sortInvoices(db: MockDb, administrationId: string, rows: Row[], sortBy: InvoiceSortField, order: 'asc' | 'desc', now: Today): Row[] {
  switch (sortBy) {
    case 'issue-date':
      return sortByInteger(rows, (row) => dayOfDate(row.record.issueDate), order);
    case 'due-date':
      return sortByInteger(rows, (row) => dayOfDate(row.record.dueDate), order);
    case 'days-overdue':
      return sortByInteger(rows, (row) => stateOf(row, now).daysOverdue, order);
    case 'status':
      return sortByInteger(rows, (row) => invoiceStatusOrder.indexOf(stateOf(row, now).status), order);
    case 'customer': {
      const locale = db.administrations.findFirst((q) => q.where({ id: administrationId }))?.language ?? 'en';
      const ranks = customerRanks(recordsOf(db.customers.all(), administrationId), locale);
      return sortByInteger(rows, (row) => ranks.get(row.record.customerId) ?? 0, order);
    }
    case 'amount':
    case 'outstanding': {
      const cents = rows.map((row) => centsOf(row.record[sortBy]));
      const min = cents.reduce<number>((a, b) => Math.min(a, b ?? a), 0);
      const max = cents.reduce<number>((a, b) => Math.max(a, b ?? a), 0);
      if (cents.every((c) => c !== undefined) && (max - min + 1) * 2 ** 18 < Number.MAX_SAFE_INTEGER) {
        return sortByInteger(rows, (row) => (centsOf(row.record[sortBy]) as number) - min, order);
      }
      return filterAndSort(rows.map((row) => ({ id: row.record.id, value: row.record[sortBy], row })), { sort: { field: 'value', order, kind: 'money' } }).map(({ row }) => row);
    }
    case 'number': {
      const keyed = rows.map((row) => ({ id: row.record.id, value: row.record.number, row }));
      return filterAndSort(keyed, { sort: { field: 'value', order, kind: 'ordinal' } }).map(({ row }) => row);
    }
  }
}

export function invoiceHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  const describe = (id: string) => `Invoice ${id}`;

  /** What stops an invoice's dunning from being paused; undefined when it can be. */
  function pauseRefusal(invoice: InvoiceRecord, state: InvoiceState): string | undefined {
    if (state.status === 'paid') return `Invoice ${invoice.number} is paid.`;
    if (state.status === 'credited') return `Invoice ${invoice.number} is credited.`;
    if (state.status === 'for-collection') return `Invoice ${invoice.number} is handed over for collection.`;
    return undefined;
  }

  function resumeRefusal(invoice: InvoiceRecord, customer: CustomerRecord | undefined, now: Today): string | undefined {
    // A settled invoice has no dunning, paused or not: resuming it changes nothing.
    if (invoiceState(invoice, customer, now).settled) return undefined;
    if (!isPaused(invoice, now) && customer && isPaused(customer, now)) {
      return `Invoice ${invoice.number} is paused through customer ${customer.number}; resume the customer.`;
    }
    return undefined;
  }


  function customerOf(invoice: InvoiceRecord): CustomerRecord | undefined {
    return db.customers.findFirst((q) => q.where({ id: invoice.customerId, administrationId: invoice.administrationId })) ?? undefined;
  }

  const withEtag = (view: Invoice) => answer(200, view, { ETag: view.etag });

  return [
    getListInvoicesMockHandler(
      route<InvoicePage>(ctx, 'listInvoices', async (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, listInvoicesQueryParams);
        const { page, perPage } = pageOf(query);
        // A plan that missed an instalment breaks on this read too, so its invoices show as resumed.
        const now = await settlePlans(ctx, administrationId);
        return invoicePage(db, administrationId, query, { page, perPage }, now, input.timing);
      }),
    ),

    getGetInvoiceMockHandler(
      route<Invoice>(ctx, 'getInvoice', async (input) => {
        const { administrationId } = scopeOf(input);
        const now = await settlePlans(ctx, administrationId);
        const invoice = findInvoice(db, administrationId, pathParam(input, 'invoiceId'));
        return withEtag({ ...invoiceView(db, invoice, now), ...disputedByOf(db, input, invoice) });
      }),
    ),

    getUpdateInvoiceMockHandler(
      route<Invoice>(
        ctx,
        'updateInvoice',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const now = today(ctx);
          const invoice = findInvoice(db, administrationId, pathParam(input, 'invoiceId'));
          requireCurrentVersion(input.request, invoice, 'updateInvoice', () => invoiceView(db, invoice, now), `Invoice ${invoice.number}`);
          const body = await jsonBody(input.request, updateInvoiceBody);
          requireUnique('tags', body.tags);
          if (body.dueDate < invoice.issueDate) {
            throw unprocessable('The due date cannot be before the issue date.', [{ field: 'dueDate', message: `Must not be before ${invoice.issueDate}` }]);
          }
          const customFields = mergeCustomFields(db, administrationId, 'invoice', invoice.customFields, body.customFields);
          patchRecord(invoice, { reference: body.reference?.trim() || null, dueDate: body.dueDate, tags: [...body.tags], customFields, version: invoice.version + 1 });
          return withEtag({ ...invoiceView(db, invoice, now), ...disputedByOf(db, input, invoice) });
        },
        { mutates: true },
      ),
    ),

    getPauseInvoiceDunningMockHandler(
      route<Invoice>(
        ctx,
        'pauseInvoiceDunning',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const now = today(ctx);
          const invoice = findInvoice(db, administrationId, pathParam(input, 'invoiceId'));
          requireCurrentVersion(input.request, invoice, 'pauseInvoiceDunning', () => invoiceView(db, invoice, now), `Invoice ${invoice.number}`);
          const body = await jsonBody(input.request, pauseInvoiceDunningBody);
          const pause = pauseFrom(body, input.user, now, ctx.options.now());
          const refusal = pauseRefusal(invoice, invoiceState(invoice, customerOf(invoice), now));
          if (refusal) throw unprocessable(`${refusal} Only invoices with something outstanding have dunning to pause.`);
          patchRecord(invoice, pauseChanges(invoice, input.user, ctx.options.now(), pause));
          return withEtag({ ...invoiceView(db, invoice, now), ...disputedByOf(db, input, invoice) });
        },
        { mutates: true },
      ),
    ),

    getResumeInvoiceDunningMockHandler(
      route<Invoice>(
        ctx,
        'resumeInvoiceDunning',
        (input) => {
          const { administrationId } = scopeOf(input);
          const now = today(ctx);
          const invoice = findInvoice(db, administrationId, pathParam(input, 'invoiceId'));
          requireCurrentVersion(input.request, invoice, 'resumeInvoiceDunning', () => invoiceView(db, invoice, now), `Invoice ${invoice.number}`);
          const refusal = resumeRefusal(invoice, customerOf(invoice), now);
          if (refusal) throw unprocessable(refusal);
          if (invoice.dunningPaused) patchRecord(invoice, pauseChanges(invoice, input.user, ctx.options.now(), null));
          return withEtag({ ...invoiceView(db, invoice, now), ...disputedByOf(db, input, invoice) });
        },
        { mutates: true },
      ),
    ),

    getBulkPauseInvoicesDunningMockHandler(
      route<BulkResult>(
        ctx,
        'bulkPauseInvoicesDunning',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const now = today(ctx);
          const body = await jsonBody(input.request, bulkPauseInvoicesDunningBody);
          const pause = pauseFrom(body, input.user, now, ctx.options.now());
          return idempotent(db, input.request, { administrationId, userId: input.user.id, operationId: 'bulkPauseInvoicesDunning' }, body, ctx.options.now(), () => {
            const all = recordsOf(db.invoices.all(), administrationId);
            const target = resolveTarget(body.target, all, (filter) => matchInvoices(db, administrationId, filter, now).map((row) => row.record), describe);
            const failed = [...target.failed];
            const customers = new Map(recordsOf(db.customers.all(), administrationId).map((c) => [c.id, c]));
            let succeeded = 0;
            for (const invoice of target.records) {
              const refusal = pauseRefusal(invoice, invoiceState(invoice, customers.get(invoice.customerId), now));
              if (refusal) {
                failed.push({ id: invoice.id, reason: refusal });
                continue;
              }
              patchRecord(invoice, pauseChanges(invoice, input.user, ctx.options.now(), pause));
              succeeded += 1;
            }
            return { requested: target.requested, succeeded, failed };
          });
        },
        { mutates: true },
      ),
    ),

    getBulkResumeInvoicesDunningMockHandler(
      route<BulkResult>(
        ctx,
        'bulkResumeInvoicesDunning',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const now = today(ctx);
          const body = await jsonBody(input.request, bulkResumeInvoicesDunningBody);
          return idempotent(db, input.request, { administrationId, userId: input.user.id, operationId: 'bulkResumeInvoicesDunning' }, body, ctx.options.now(), () => {
            const all = recordsOf(db.invoices.all(), administrationId);
            const target = resolveTarget(body.target, all, (filter) => matchInvoices(db, administrationId, filter, now).map((row) => row.record), describe);
            const failed = [...target.failed];
            const customers = new Map(recordsOf(db.customers.all(), administrationId).map((c) => [c.id, c]));
            let succeeded = 0;
            for (const invoice of target.records) {
              const refusal = resumeRefusal(invoice, customers.get(invoice.customerId), now);
              if (refusal) {
                failed.push({ id: invoice.id, reason: refusal });
                continue;
              }
              if (invoice.dunningPaused) patchRecord(invoice, pauseChanges(invoice, input.user, ctx.options.now(), null));
              succeeded += 1;
            }
            return { requested: target.requested, succeeded, failed };
          });
        },
        { mutates: true },
      ),
    ),

    getGetInvoicePdfMockHandler(
      route<string>(ctx, 'getInvoicePdf', (input) => {
        const { administrationId } = scopeOf(input);
        const invoice = findInvoice(db, administrationId, pathParam(input, 'invoiceId'));
        const view = invoiceView(db, invoice, today(ctx));
        const admin = db.administrations.findFirst((q) => q.where({ id: administrationId }));
        const customer = customerOf(invoice);
        const dutch = admin?.language === 'nl';
        const money = (m: { amount: string; currency: string }) => `${m.currency} ${m.amount}`;
        const lines = [
          admin?.name ?? '',
          '',
          customer?.name ?? '',
          (customer && customerAddressLine(customer, admin?.language ?? 'en', admin?.country)) ?? '',
          '',
          `${dutch ? 'Factuurdatum' : 'Invoice date'}: ${invoice.issueDate}`,
          `${dutch ? 'Vervaldatum' : 'Due date'}: ${invoice.dueDate}`,
          `${dutch ? 'Referentie' : 'Reference'}: ${invoice.reference ?? '-'}`,
          `${dutch ? 'Bedrag' : 'Amount'}: ${money(view.amount)}`,
          `${dutch ? 'Openstaand' : 'Outstanding'}: ${money(view.outstanding)}`,
          ...view.creditNotes.map((note) => `${dutch ? 'Creditnota' : 'Credit note'} ${note.number} (${note.date}): ${money(note.amount)}`),
          ...(view.paymentLinkUrl ? ['', `${dutch ? 'Betaal online' : 'Pay online'}: ${view.paymentLinkUrl}`] : []),
        ];
        const bytes = simplePdf(lines, `${dutch ? 'Factuur' : 'Invoice'} ${invoice.number}`);
        return new HttpResponse(bytes, {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${invoice.number}.pdf"`, 'Content-Length': String(bytes.byteLength), ETag: etagOf(invoice) },
        });
      }),
    ),

    getListInvoiceCustomFieldsMockHandler(
      route<CustomFieldDefinitionList>(ctx, 'listInvoiceCustomFields', (input) => {
        const { administrationId } = scopeOf(input);
        return { items: db.customFieldDefinitions.all().filter((d) => d.administrationId === administrationId && d.recordKind === 'invoice') };
      }),
    ),
  ];
}
