/**
 * The timelines of customers, invoices and super debtors, assembled per request from the records
 * they hang on (sent e-mails and letters, calls, linked incoming mail, comments, files, the pause
 * history of customers and invoices, issues opened and arrangements agreed). Each kind is read
 * only when the caller holds the permission that reads its own records (`may()`); the rest is
 * left out, never refused.
 */
import {
  getListCustomerTimelineMockHandler,
  getListInvoiceTimelineMockHandler,
  getListSuperDebtorTimelineMockHandler,
} from '#api/generated/endpoints/timeline/timeline.msw';
import type { TimelineEntry, TimelineKind, TimelinePage, TimelineSubject } from '#api/generated/model/index';
import { listCustomerTimelineQueryParams, listInvoiceTimelineQueryParams, listSuperDebtorTimelineQueryParams } from '#api/generated/zod/timeline/timeline.zod';
import type { MockDb } from '../db/db';
import type { CustomerRecord, InvoiceRecord, OwnerKind, PauseEvent } from '../db/receivables-schemas';
import type { HandlerContext } from './context';
import { paginate } from './list';
import { findCustomer, findInvoice, findSuperDebtor, pageOf, recordsOf } from './receivables';
import { may, pathParam, queryParams, route, scopeOf, type UserRouteInput } from './route';

/** What one timeline gathers: its customers, its invoices, and the record itself when it is neither. */
interface Scope {
  administrationId: string;
  customers: readonly CustomerRecord[];
  invoices: readonly InvoiceRecord[];
  /** Messages and mail count when about this invoice only (an invoice's timeline). */
  invoiceOnly?: InvoiceRecord;
  superDebtor?: TimelineSubject;
}

type Query = { page?: number; 'per-page'?: number; kind?: TimelineKind[] };

/** The permission reading each kind's own records needs; comments and pauses need their owner's. */
const OWNER_PERMISSION: Record<OwnerKind, string> = {
  customer: 'Manage_Customers',
  superDebtor: 'Manage_Customers',
  invoice: 'Manage_Invoices',
  issue: 'Manage_Issues',
};

function entriesOf(db: MockDb, input: UserRouteInput, scope: Scope, wanted: ReadonlySet<TimelineKind>): TimelineEntry[] {
  const { administrationId } = scope;
  const wants = (kind: TimelineKind, permission: string) => wanted.has(kind) && may(input, permission);
  const customerIds = new Set(scope.customers.map((c) => c.id));
  const invoiceIds = new Set(scope.invoices.map((i) => i.id));
  const subjects = new Map<string, TimelineSubject>([
    ...scope.customers.map((c) => [`customer:${c.id}`, { kind: 'customer', id: c.id, label: c.name }] as const),
    ...scope.invoices.map((i) => [`invoice:${i.id}`, { kind: 'invoice', id: i.id, label: i.number }] as const),
    ...(scope.superDebtor ? [[`superDebtor:${scope.superDebtor.id}`, scope.superDebtor] as const] : []),
  ]);
  const only = scope.invoiceOnly;
  /** Messages, calls and mail: about the invoice on its timeline, else about their customer. */
  const messageSubject = (customerId: string): TimelineSubject | undefined =>
    only ? subjects.get(`invoice:${only.id}`) : subjects.get(`customer:${customerId}`);
  const aboutMessage = (r: { customerId: string; invoiceIds: readonly string[] }) => (only ? r.invoiceIds.includes(only.id) : customerIds.has(r.customerId));
  const entries: TimelineEntry[] = [];
  const push = (
    kind: TimelineKind,
    sourceId: string,
    at: string,
    summary: string,
    by: TimelineEntry['by'],
    about: TimelineSubject | undefined,
    id = `${kind}:${sourceId}`,
  ) => {
    if (about) entries.push({ id, kind, at, summary, by, sourceId, about });
  };

  if (wants('email', 'Manage_Messages')) {
    for (const r of recordsOf(db.emails.all(), administrationId))
      if (aboutMessage(r)) push('email', r.id, r.sentAt, r.subject, r.sentBy, messageSubject(r.customerId));
  }
  if (wants('letter', 'Manage_Messages')) {
    for (const r of recordsOf(db.letters.all(), administrationId))
      if (aboutMessage(r)) push('letter', r.id, r.sentAt, r.subject, r.sentBy, messageSubject(r.customerId));
  }
  if (wants('call', 'Manage_Calls')) {
    for (const r of recordsOf(db.calls.all(), administrationId))
      if (aboutMessage(r)) push('call', r.id, r.at, r.notes, r.loggedBy, messageSubject(r.customerId));
  }
  if (wants('incoming-mail', 'Manage_Mailbox')) {
    for (const r of recordsOf(db.mailMessages.all(), administrationId)) {
      const linked = only
        ? r.invoices.some((i) => i.id === only.id)
        : (r.customerId !== null && customerIds.has(r.customerId)) || r.invoices.some((i) => invoiceIds.has(i.id));
      if (!linked) continue;
      const customerId = r.customerId ?? scope.invoices.find((i) => r.invoices.some((linkedInvoice) => linkedInvoice.id === i.id))?.customerId ?? '';
      push('incoming-mail', r.id, r.receivedAt, r.subject, { id: null, name: r.senderName }, messageSubject(customerId));
    }
  }
  if (wanted.has('comment')) {
    for (const r of recordsOf(db.comments.all(), administrationId)) {
      const about = subjects.get(`${r.ownerKind}:${r.ownerId}`);
      if (about && may(input, OWNER_PERMISSION[r.ownerKind])) push('comment', r.id, r.createdAt, r.text, { id: r.authorId, name: r.authorName }, about);
    }
  }
  if (wants('file', 'Manage_Documents')) {
    for (const r of recordsOf(db.attachments.all(), administrationId)) {
      push('file', r.id, r.uploadedAt, r.fileName, { id: r.uploaderId, name: r.uploaderName }, subjects.get(`${r.ownerKind}:${r.ownerId}`));
    }
  }
  if (wants('issue', 'Manage_Issues')) {
    for (const r of recordsOf(db.issues.all(), administrationId))
      if (aboutMessage(r))
        push('issue', r.id, r.createdAt, `${r.number}: ${r.description}`, { id: r.createdById, name: r.createdByName }, messageSubject(r.customerId));
  }
  if (wants('arrangement', 'Manage_Arrangements')) {
    // A plan keeps no author: the entry names none.
    for (const r of recordsOf(db.arrangements.all(), administrationId))
      if (aboutMessage(r)) push('arrangement', r.id, r.createdAt, r.reference, null, messageSubject(r.customerId));
  }
  const pauses = (owner: 'customer' | 'invoice', record: { id: string; pauseHistory: readonly PauseEvent[] }) => {
    if (!may(input, OWNER_PERMISSION[owner])) return;
    record.pauseHistory.forEach((event, index) => {
      const kind = event.kind === 'paused' ? 'dunning-paused' : 'dunning-resumed';
      if (wanted.has(kind))
        push(
          kind,
          record.id,
          event.at,
          event.reason ?? '',
          { id: event.byId, name: event.byName },
          subjects.get(`${owner}:${record.id}`),
          `${kind}:${record.id}:${index}`,
        );
    });
  };
  if (!only) for (const customer of scope.customers) pauses('customer', customer);
  for (const invoice of scope.invoices) pauses('invoice', invoice);
  // Newest first; at the same second, what was gathered later (a later pause, a file after a comment) first.
  return entries
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => (a.entry.at < b.entry.at ? 1 : a.entry.at > b.entry.at ? -1 : b.order - a.order))
    .map(({ entry }) => entry);
}

const ALL_KINDS: readonly TimelineKind[] = ['email', 'letter', 'call', 'incoming-mail', 'comment', 'file', 'dunning-paused', 'dunning-resumed', 'issue', 'arrangement'];

function timelinePage(db: MockDb, input: UserRouteInput, scope: Scope, query: Query): TimelinePage {
  const wanted = new Set(query.kind?.length ? query.kind : ALL_KINDS);
  return paginate(entriesOf(db, input, scope, wanted), pageOf(query));
}

export function timelineHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  const invoicesOf = (administrationId: string, customerIds: ReadonlySet<string>) =>
    recordsOf(db.invoices.all(), administrationId).filter((i) => customerIds.has(i.customerId));

  return [
    getListCustomerTimelineMockHandler(
      route<TimelinePage>(ctx, 'listCustomerTimeline', (input) => {
        const { administrationId } = scopeOf(input);
        const customer = findCustomer(db, administrationId, pathParam(input, 'customerId'));
        const query = queryParams(input.url, listCustomerTimelineQueryParams);
        return timelinePage(
          db,
          input,
          {
            administrationId,
            customers: [customer],
            invoices: invoicesOf(administrationId, new Set([customer.id])),
          },
          query,
        );
      }),
    ),
    getListInvoiceTimelineMockHandler(
      route<TimelinePage>(ctx, 'listInvoiceTimeline', (input) => {
        const { administrationId } = scopeOf(input);
        const invoice = findInvoice(db, administrationId, pathParam(input, 'invoiceId'));
        const query = queryParams(input.url, listInvoiceTimelineQueryParams);
        return timelinePage(
          db,
          input,
          {
            administrationId,
            customers: [],
            invoices: [invoice],
            invoiceOnly: invoice,
          },
          query,
        );
      }),
    ),
    getListSuperDebtorTimelineMockHandler(
      route<TimelinePage>(ctx, 'listSuperDebtorTimeline', (input) => {
        const { administrationId } = scopeOf(input);
        const group = findSuperDebtor(db, administrationId, pathParam(input, 'superDebtorId'));
        const query = queryParams(input.url, listSuperDebtorTimelineQueryParams);
        const customers = recordsOf(db.customers.all(), administrationId).filter((c) => c.superDebtorId === group.id);
        const superDebtor: TimelineSubject = {
          kind: 'superDebtor',
          id: group.id,
          label: group.name,
        };
        return timelinePage(
          db,
          input,
          {
            administrationId,
            customers,
            invoices: invoicesOf(administrationId, new Set(customers.map((c) => c.id))),
            superDebtor,
          },
          query,
        );
      }),
    ),
  ];
}
