/**
 * What the customers, invoices and super-debtors handlers share: the state derived from the stored
 * records (an invoice's status and days overdue, effective dunning pauses, customers' balances and
 * statuses), the public views built from it, and the protocol pieces of the receivables contract
 * (ETag / If-Match with 412, Idempotency-Key, bulk targets, custom field values, pause requests).
 *
 * Derived per request from "today" (the handler clock), so balances, statuses and ages never
 * disagree with the invoices. Everything is one pass over an administration's records; lookups go
 * through maps, never a scan per row, so lists stay fast at 50,000 invoices.
 */
import Big from 'big.js';
import { HttpResponse } from 'msw';
import { operations, type OperationId } from '#api/generated/operations';
import { recordAnswerOf } from '#api/record-version';
import type {
  BulkResult,
  Customer,
  CustomerStatus,
  CustomerSummary,
  CustomFieldValue,
  Invoice,
  InvoiceStatus,
  InvoiceSummary,
  Money,
} from '#api/generated/model/index';
import type { MockDb } from '../db/db';
import { noteWrite } from '../db/writes';
import type {
  CustomerRecord,
  CustomFieldDefinitionRecord,
  InvoiceRecord,
  PauseEvent,
} from '../db/receivables-schemas';
import { dayNumber, dayOf, isoDay } from '../seed/days';
import { isoSeconds } from '../seed/templates';
import { shapeBody } from './answers';
import type { HandlerContext } from './context';
import { compareDecimals } from './list';
import { badRequest, notFound, ProblemError, problemBody, unprocessable } from './problem';

// ---------------------------------------------------------------- days and money

/** Today's calendar day by the handler clock, as a number and as an ISO date. */
export interface Today {
  day: number;
  iso: string;
}

/**
 * The mock's reference day, the one clock of the day's work: the handler clock's day plus the days
 * a developer moved the mock on (POST /__mock/journeys/advance). Invoices fall overdue, tasks' today
 * and overdue views and the dashboard's task card, and the journeys' runs all read it. Timestamps
 * (what was made when, tokens, throttles) stay on the handler clock.
 */
export function today(ctx: HandlerContext): Today {
  const day = dayOf(ctx.options.now()) + movedDays(ctx.store.db);
  return { day, iso: isoDay(day) };
}

/** The days the mock was moved on: one number, kept on every administration's journey clock alike. */
export function movedDays(db: MockDb): number {
  let moved = 0;
  for (const clock of db.journeyClocks.all()) moved = Math.max(moved, clock.advancedDays);
  return moved;
}

const dueDays = new Map<string, number>();
/** Day number of an ISO date, remembered: invoices share a few hundred distinct dates. */
export function dayOfDate(iso: string): number {
  let day = dueDays.get(iso);
  if (day === undefined) {
    day = dayNumber(iso);
    dueDays.set(iso, day);
  }
  return day;
}

const ZERO = /^-?0+(\.0+)?$/;
export const isZero = (amount: string) => amount === '0.00' || ZERO.test(amount);

export function currencyOf(db: MockDb, administrationId: string): string {
  return db.administrations.findFirst((q) => q.where({ id: administrationId }))?.currency ?? 'EUR';
}

export const moneyOf = (amount: string | Big, currency: string): Money => ({
  amount: typeof amount === 'string' ? amount : amount.toFixed(2),
  currency,
});

/** The records of one administration (a plain scan: @msw/data's query builder is slower). */
export function recordsOf<T extends { administrationId: string }>(records: readonly T[], administrationId: string): T[] {
  return records.filter((record) => record.administrationId === administrationId);
}

// ---------------------------------------------------------------- dunning pauses

type PauseReasonCode = 'customer-request' | 'payment-promised' | 'payment-plan' | 'complaint' | 'insolvency' | 'other';

interface Pausable {
  dunningPaused: boolean;
  pausedUntil: string | null;
  pauseReason: string | null;
  pauseReasonCode: PauseReasonCode | null;
  pausedAt: string | null;
  pausedById: string | null;
  pausedByName: string | null;
}

/** A pause lapses by itself after its last day. */
export function isPaused(record: Pausable, now: Today): boolean {
  return record.dunningPaused && (record.pausedUntil === null || record.pausedUntil >= now.iso);
}

type DunningFields = Pick<Customer['dunning'], 'paused' | 'pausedUntil' | 'pauseReason' | 'pauseReasonCode' | 'pausedAt' | 'pausedByUser'>;

/** The contract's dunning state of a record whose pause (its own, or the one it follows) is `record`. */
export function dunningState(record: Pausable | undefined, now: Today): DunningFields {
  if (!record || !isPaused(record, now)) return { paused: false, pausedUntil: null, pauseReason: null, pauseReasonCode: null, pausedAt: null, pausedByUser: null };
  return {
    paused: true,
    pausedUntil: record.pausedUntil,
    pauseReason: record.pauseReason,
    // Records paused before reasons had codes read as `other`, their text being the reason.
    pauseReasonCode: record.pauseReasonCode ?? 'other',
    pausedAt: record.pausedAt,
    pausedByUser: record.pausedById ? { id: record.pausedById, name: record.pausedByName ?? '' } : null,
  };
}

/** What a resume writes: no pause, nothing of the last one kept. */
export const RESUMED = { dunningPaused: false, pausedUntil: null, pauseReason: null, pauseReasonCode: null, pausedAt: null, pausedById: null, pausedByName: null } as const;

/**
 * What a pause request writes, checked as the contract says (422 otherwise): a reason from the
 * list (none given: `other`), its text required for `other`, an end day after today; who made it
 * and when are recorded.
 */
export function pauseFrom(
  body: { reasonCode?: PauseReasonCode; reason?: string | null; until?: string | null },
  user: { id: string; name: string },
  now: Today,
  at: Date,
): Pausable {
  const pausedUntil = requireFutureDay(body.until, now);
  const pauseReasonCode = body.reasonCode ?? 'other';
  const text = body.reason?.trim() || null;
  if (pauseReasonCode === 'other' && !text) throw unprocessable('Say why dunning is paused: choose a reason or write one.', [{ field: 'reason', message: 'Required when the reason is other' }]);
  return { dunningPaused: true, pausedUntil, pauseReason: text, pauseReasonCode, pausedAt: isoSeconds(at), pausedById: user.id, pausedByName: user.name };
}

/** Validates a pause request's end day: after today (422 otherwise). */
export function requireFutureDay(until: string | null | undefined, now: Today): string | null {
  if (until === undefined || until === null) return null;
  if (until <= now.iso) throw unprocessable('A pause ends on a day after today.', [{ field: 'until', message: `Must be after ${now.iso}` }]);
  return until;
}

// ---------------------------------------------------------------- invoices

export const invoiceStatusOrder: readonly InvoiceStatus[] = ['open', 'overdue', 'paused', 'disputed', 'in-arrangement', 'for-collection', 'paid', 'credited'];

/** Fully credited: the credit notes (negative amounts) cover the invoice. */
function isCredited(invoice: InvoiceRecord): boolean {
  if (invoice.creditNotes.length === 0) return false;
  const credited = invoice.creditNotes.reduce((sum, note) => sum.plus(note.amount), new Big(0));
  return credited.plus(invoice.amount).lte(0);
}

export interface InvoiceState {
  status: InvoiceStatus;
  daysOverdue: number;
  /** Where an effective pause comes from. */
  pausedBy: 'invoice' | 'customer' | null;
  settled: boolean;
}

export function invoiceState(invoice: InvoiceRecord, customer: CustomerRecord | undefined, now: Today): InvoiceState {
  if (isZero(invoice.outstanding)) return { status: isCredited(invoice) ? 'credited' : 'paid', daysOverdue: 0, pausedBy: null, settled: true };
  const due = dayOfDate(invoice.dueDate);
  const daysOverdue = due < now.day ? now.day - due : 0;
  const pausedBy = isPaused(invoice, now) ? 'invoice' : customer && isPaused(customer, now) ? 'customer' : null;
  const status: InvoiceStatus = invoice.forCollection
    ? 'for-collection'
    : invoice.disputed
      ? 'disputed'
      : invoice.inArrangement
        ? 'in-arrangement'
        : pausedBy
          ? 'paused'
          : daysOverdue > 0
            ? 'overdue'
            : 'open';
  return { status, daysOverdue, pausedBy, settled: false };
}

export function invoiceSummary(invoice: InvoiceRecord, customer: CustomerRecord | undefined, state: InvoiceState, currency: string): InvoiceSummary {
  return {
    id: invoice.id,
    number: invoice.number,
    customer: { id: invoice.customerId, number: customer?.number ?? '', name: customer?.name ?? '' },
    reference: invoice.reference,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    amount: moneyOf(invoice.amount, currency),
    outstanding: moneyOf(invoice.outstanding, currency),
    status: state.status,
    daysOverdue: state.daysOverdue,
    dunningPaused: state.pausedBy !== null,
    tags: [...invoice.tags],
  };
}

export const etagOf = (record: { version: number }) => `"v${record.version}"`;

export function invoiceView(db: MockDb, invoice: InvoiceRecord, now: Today): Invoice {
  const customer = db.customers.findFirst((q) => q.where({ id: invoice.customerId, administrationId: invoice.administrationId })) ?? undefined;
  const currency = currencyOf(db, invoice.administrationId);
  const state = invoiceState(invoice, customer, now);
  const pause = state.pausedBy === 'invoice' ? invoice : state.pausedBy === 'customer' ? customer : undefined;
  const group = customer?.superDebtorId ? db.superDebtors.findFirst((q) => q.where({ id: customer.superDebtorId ?? '' })) : undefined;
  return {
    ...invoiceSummary(invoice, customer, state, currency),
    dunning: { ...dunningState(pause, now), pausedBy: state.pausedBy },
    currentJourneyStep: invoice.journeyStep ? { ...invoice.journeyStep } : null,
    creditNotes: invoice.creditNotes.map((note) => ({ number: note.number, date: note.date, amount: moneyOf(note.amount, currency) })),
    customFields: customFieldValues(db, invoice.administrationId, 'invoice', invoice.customFields),
    paymentLinkUrl: state.settled ? null : `https://pay.receivables.example/p/${invoice.paymentToken}`,
    superDebtor: group ? { id: group.id, name: group.name } : null,
    etag: etagOf(invoice),
  };
}

// ---------------------------------------------------------------- customers

export interface Balance {
  outstanding: Big;
  overdue: Big;
  disputed: Big;
  inArrangement: Big;
  inCollection: boolean;
  anyDisputed: boolean;
  anyArrangement: boolean;
}

const emptyBalance = (): Balance => ({ outstanding: new Big(0), overdue: new Big(0), disputed: new Big(0), inArrangement: new Big(0), inCollection: false, anyDisputed: false, anyArrangement: false });

/**
 * Balances per customer id from one pass over the invoices given (only open ones add anything).
 * Overdue counts what is past due and not disputed; in-arrangement what an arrangement covers.
 */
export function balancesOf(invoices: readonly InvoiceRecord[], now: Today): Map<string, Balance> {
  const balances = new Map<string, Balance>();
  for (const invoice of invoices) {
    if (isZero(invoice.outstanding)) continue;
    let balance = balances.get(invoice.customerId);
    if (!balance) {
      balance = emptyBalance();
      balances.set(invoice.customerId, balance);
    }
    balance.outstanding = balance.outstanding.plus(invoice.outstanding);
    if (invoice.disputed) {
      balance.disputed = balance.disputed.plus(invoice.outstanding);
      balance.anyDisputed = true;
    } else if (dayOfDate(invoice.dueDate) < now.day) {
      balance.overdue = balance.overdue.plus(invoice.outstanding);
    }
    if (invoice.inArrangement) {
      balance.inArrangement = balance.inArrangement.plus(invoice.outstanding);
      balance.anyArrangement = true;
    }
    if (invoice.forCollection) balance.inCollection = true;
  }
  return balances;
}

/** The balances of some customers added up. */
export function sumBalances(balances: Iterable<Balance | undefined>): Balance {
  const total = emptyBalance();
  for (const balance of balances) {
    if (!balance) continue;
    total.outstanding = total.outstanding.plus(balance.outstanding);
    total.overdue = total.overdue.plus(balance.overdue);
    total.disputed = total.disputed.plus(balance.disputed);
    total.inArrangement = total.inArrangement.plus(balance.inArrangement);
  }
  return total;
}

export function balanceView(balance: Balance | undefined, currency: string) {
  const b = balance ?? emptyBalance();
  return {
    outstanding: moneyOf(b.outstanding, currency),
    overdue: moneyOf(b.overdue, currency),
    disputed: moneyOf(b.disputed, currency),
    inArrangement: moneyOf(b.inArrangement, currency),
  };
}

export function customerStatus(customer: CustomerRecord, balance: Balance | undefined, now: Today): CustomerStatus {
  if (customer.closed) return 'closed';
  if (isPaused(customer, now)) return 'paused';
  if (balance?.inCollection) return 'in-collection';
  if (balance?.anyDisputed) return 'disputed';
  if (balance?.anyArrangement) return 'in-arrangement';
  return 'active';
}

export function customerSummary(
  customer: CustomerRecord,
  balance: Balance | undefined,
  groupNames: ReadonlyMap<string, string>,
  currency: string,
  now: Today,
): CustomerSummary {
  const groupName = customer.superDebtorId ? groupNames.get(customer.superDebtorId) : undefined;
  return {
    id: customer.id,
    number: customer.number,
    name: customer.name,
    kind: customer.kind,
    email: customer.email,
    city: customer.address.city,
    country: customer.address.country,
    status: customerStatus(customer, balance, now),
    tags: [...customer.tags],
    outstanding: moneyOf(balance?.outstanding ?? new Big(0), currency),
    overdue: moneyOf(balance?.overdue ?? new Big(0), currency),
    superDebtor: customer.superDebtorId && groupName !== undefined ? { id: customer.superDebtorId, name: groupName } : null,
    dunning: dunningState(customer, now),
  };
}

export function groupNamesOf(db: MockDb, administrationId: string): Map<string, string> {
  return new Map(recordsOf(db.superDebtors.all(), administrationId).map((group) => [group.id, group.name]));
}

export function customerView(db: MockDb, customer: CustomerRecord, now: Today): Customer {
  const currency = currencyOf(db, customer.administrationId);
  const invoices = db.invoices.all().filter((invoice) => invoice.customerId === customer.id && invoice.administrationId === customer.administrationId);
  const balance = balancesOf(invoices, now).get(customer.id);
  return {
    ...customerSummary(customer, balance, groupNamesOf(db, customer.administrationId), currency, now),
    phone: customer.phone,
    address: { ...customer.address },
    language: customer.language,
    tone: customer.tone,
    paymentTermDays: customer.paymentTermDays,
    creditLimit: customer.creditLimit === null ? null : moneyOf(customer.creditLimit, currency),
    journey: customer.journey ? { ...customer.journey } : null,
    customFields: customFieldValues(db, customer.administrationId, 'customer', customer.customFields),
    balance: balanceView(balance, currency),
    etag: etagOf(customer),
  };
}

export function findCustomer(db: MockDb, administrationId: string, id: string) {
  const customer = db.customers.findFirst((q) => q.where({ id, administrationId }));
  if (!customer) throw notFound(`Customer ${id} does not exist.`);
  return customer;
}

export function findInvoice(db: MockDb, administrationId: string, id: string) {
  const invoice = db.invoices.findFirst((q) => q.where({ id, administrationId }));
  if (!invoice) throw notFound(`Invoice ${id} does not exist.`);
  return invoice;
}

export function findSuperDebtor(db: MockDb, administrationId: string, id: string) {
  const group = db.superDebtors.findFirst((q) => q.where({ id, administrationId }));
  if (!group) throw notFound(`Super debtor ${id} does not exist.`);
  return group;
}

// ---------------------------------------------------------------- custom fields

function definitionsOf(db: MockDb, administrationId: string, recordKind: 'customer' | 'invoice'): CustomFieldDefinitionRecord[] {
  return db.customFieldDefinitions.all().filter((d) => d.administrationId === administrationId && d.recordKind === recordKind);
}

export function customFieldValues(db: MockDb, administrationId: string, recordKind: 'customer' | 'invoice', values: Readonly<Record<string, string | null>>): CustomFieldValue[] {
  return definitionsOf(db, administrationId, recordKind).map((d) => ({ key: d.key, label: d.label, type: d.type, value: values[d.key] ?? null }));
}

/** New custom field values merged into the old; 422 naming every value that does not fit its definition. */
export function mergeCustomFields(
  db: MockDb,
  administrationId: string,
  recordKind: 'customer' | 'invoice',
  current: Readonly<Record<string, string | null>>,
  changes: Readonly<Record<string, string | null>> | undefined,
): Record<string, string | null> {
  const merged = { ...current };
  if (!changes) return merged;
  const definitions = new Map(definitionsOf(db, administrationId, recordKind).map((d) => [d.key, d]));
  const errors: { field: string; message: string }[] = [];
  for (const [key, raw] of Object.entries(changes)) {
    const field = `customFields.${key}`;
    const definition = definitions.get(key);
    if (!definition) {
      errors.push({ field, message: 'Unknown custom field' });
      continue;
    }
    const value = raw === null || raw.trim() === '' ? null : raw.trim();
    if (value === null) {
      if (definition.required) errors.push({ field, message: 'Required' });
    } else if (definition.type === 'number' && !/^-?\d+(\.\d+)?$/.test(value)) {
      errors.push({ field, message: 'Expected a number' });
    } else if (definition.type === 'date' && (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))) {
      errors.push({ field, message: 'Invalid date' });
    } else if (definition.type === 'boolean' && value !== 'true' && value !== 'false') {
      errors.push({ field, message: 'Expected true or false' });
    } else if (definition.type === 'select' && !definition.options.includes(value)) {
      errors.push({ field, message: `Invalid enum value. Expected ${definition.options.map((o) => `'${o}'`).join(' | ')}` });
    }
    merged[key] = value;
  }
  if (errors.length > 0) throw unprocessable('Some custom field values do not fit their definition.', errors);
  return merged;
}

// ---------------------------------------------------------------- versions (ETag / If-Match)

/**
 * The precondition of a change or a delete: 428 without If-Match, 412 (with the current record,
 * shaped by the answer schema of the operation, or of its path's change for a delete, and its
 * ETag) when it names another version.
 */
export function requireCurrentVersion(request: Request, record: { version: number }, operationId: OperationId, current: () => unknown, what: string): void {
  const ifMatch = request.headers.get('If-Match');
  if (!ifMatch) throw new ProblemError(428, 'Send If-Match with the etag of the version you changed.');
  const etag = etagOf(record);
  const wanted = ifMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (wanted.includes('*') || wanted.includes(etag)) return;
  const body = { ...problemBody(412, `${what} was changed by someone else since you loaded it.`), etag, current: shapeBody(recordAnswerOf(operationId, operations), 200, current()) };
  throw new HttpResponse(JSON.stringify(body), { status: 412, headers: { 'Content-Type': 'application/problem+json', ETag: etag } });
}

// ---------------------------------------------------------------- bulk actions

export interface BulkTargetInput<F> {
  ids?: string[];
  matching?: F;
  excludeIds?: string[];
}

/**
 * The records a bulk target names: `ids` (unknown ones become failed rows) or every record the
 * filter matches now, minus `excludeIds`. Exactly one of `ids` and `matching` (400 otherwise).
 */
export function resolveTarget<R extends { id: string }, F>(
  target: BulkTargetInput<F>,
  records: readonly R[],
  matching: (filter: F) => readonly R[],
  describe: (id: string) => string,
): { records: R[]; failed: BulkResult['failed']; requested: number } {
  if ((target.ids === undefined) === (target.matching === undefined)) {
    throw badRequest([{ field: 'target', message: 'Give exactly one of ids and matching' }]);
  }
  if (target.ids !== undefined) {
    if (target.excludeIds !== undefined) throw badRequest([{ field: 'target.excludeIds', message: 'Only with matching' }]);
    const ids = [...new Set(target.ids)];
    const byId = new Map(records.map((record) => [record.id, record]));
    const found: R[] = [];
    const failed: BulkResult['failed'] = [];
    for (const id of ids) {
      const record = byId.get(id);
      if (record) found.push(record);
      else failed.push({ id, reason: `${describe(id)} does not exist.` });
    }
    return { records: found, failed, requested: ids.length };
  }
  const excluded = new Set(target.excludeIds ?? []);
  const found = matching(target.matching as F).filter((record) => !excluded.has(record.id));
  return { records: found, failed: [], requested: found.length };
}

/**
 * Runs a bulk action (or a send) once per Idempotency-Key: the same key with the same request answers the
 * stored result again without acting; with another request, 422.
 */
export async function idempotent<T = BulkResult>(
  db: MockDb,
  request: Request,
  scope: { administrationId: string; userId: string; operationId: string },
  fingerprint: unknown,
  now: Date,
  act: () => T | Promise<T>,
): Promise<T> {
  const key = request.headers.get('Idempotency-Key');
  if (!key || !/^[A-Za-z0-9_-]{8,128}$/.test(key)) {
    throw badRequest([{ field: 'Idempotency-Key', message: 'A key of 8 to 128 letters, digits, - or _ is required' }]);
  }
  const id = `${scope.administrationId}|${scope.userId}|${scope.operationId}|${key}`;
  const print = JSON.stringify(fingerprint);
  const earlier = db.idempotencyKeys.findFirst((q) => q.where({ id }));
  if (earlier) {
    if (earlier.fingerprint !== print) throw unprocessable(`Idempotency-Key ${key} was already used for another request.`);
    return JSON.parse(earlier.body) as T;
  }
  const result = await act();
  await db.idempotencyKeys.create({ id, fingerprint: print, status: 200, body: JSON.stringify(result), createdAt: isoSeconds(now) });
  return result;
}

/**
 * Changes a stored record in place. Bulk actions use it instead of `collection.update()`, which
 * finds the record and clones it per call (O(n) each: minutes for 50,000 invoices).
 */
/**
 * The changes that pause (`pause`, as `pauseFrom` checked it) or resume (null) a record's dunning:
 * the pause's fields (who, when, why, until) and the record's pause history extended.
 */
export function pauseChanges<R extends { version: number; pauseHistory: readonly PauseEvent[] }>(
  record: R,
  by: { id: string; name: string },
  at: Date,
  pause: Pausable | null,
) {
  const event: PauseEvent = { kind: pause ? 'paused' : 'resumed', at: isoSeconds(at), reason: pause?.pauseReason ?? null, byId: by.id, byName: by.name };
  return { ...(pause ?? RESUMED), pauseHistory: [...record.pauseHistory, event], version: record.version + 1 };
}

export function patchRecord<R extends object>(record: R, changes: Partial<R>): void {
  Object.assign(record, changes);
  noteWrite();
}

// ---------------------------------------------------------------- list filters

/** 400 when a range's lower end is above its upper end. */
export function requireRange(from: string | undefined, to: string | undefined, field: string, compare: (a: string, b: string) => number | undefined): void {
  if (from !== undefined && to !== undefined && (compare(from, to) ?? 0) > 0) {
    throw badRequest([{ field, message: `Must not be below ${from}` }], 'The query has invalid parameters.');
  }
}

export const compareDates = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Whether `value` lies within the optional decimal bounds. */
export function inAmountRange(value: string, min: string | undefined, max: string | undefined): boolean {
  if (min !== undefined && (compareDecimals(value, min) ?? 0) < 0) return false;
  if (max !== undefined && (compareDecimals(value, max) ?? 0) > 0) return false;
  return true;
}

export const anyTag = (tags: readonly string[], wanted: readonly string[] | undefined) => !wanted || wanted.length === 0 || tags.some((tag) => wanted.includes(tag));

/** Rejects non-integer paging values the generated (number) schemas let through. */
export function pageOf(query: { page?: number; 'per-page'?: number }): { page: number; perPage: number } {
  const page = query.page ?? 1;
  const perPage = query['per-page'] ?? 25;
  const errors = [
    ...(Number.isInteger(page) ? [] : [{ field: 'page', message: 'Expected an integer' }]),
    ...(Number.isInteger(perPage) ? [] : [{ field: 'per-page', message: 'Expected an integer' }]),
  ];
  if (errors.length > 0) throw badRequest(errors, 'The query has invalid parameters.');
  return { page, perPage };
}
