/**
 * The issues area of the fake backend: issues (disputes and questions) of a customer and some of
 * its invoices, their categories, who they can be assigned to, their history, and bulk assign /
 * status. Every change of an issue writes its history (who changed what, when) and applies the
 * pausing rules to its invoices (./pausing.ts), so an open or in-progress issue shows its invoices
 * "disputed" and resolving or rejecting it resumes them unless something else still pauses them.
 * Permissions come from the contract (`x-permission: Manage_Issues`, applied by `route`).
 */
import Big from 'big.js';
import {
  getBulkAssignIssuesMockHandler,
  getBulkSetIssueStatusMockHandler,
  getCreateIssueMockHandler,
  getGetIssueMockHandler,
  getListIssueAssigneesMockHandler,
  getListIssueCategoriesMockHandler,
  getListIssueHistoryMockHandler,
  getListIssuesMockHandler,
  getUpdateIssueMockHandler,
} from '#api/generated/endpoints/issues/issues.msw';
import type { BulkResult, Issue, IssueAssignee, IssueAssigneeList, IssueCategoryList, IssueHistory, IssuePage } from '#api/generated/model/index';
import {
  bulkAssignIssuesBody,
  bulkSetIssueStatusBody,
  createIssueBody,
  listIssuesQueryParams,
  updateIssueBody,
} from '#api/generated/zod/issues/issues.zod';
import type { MockDb } from '../db/db';
import type { IssueHistoryRecord, IssueRecord, IssueStatusValue } from '../db/issue-schemas';
import type { InvoiceRecord } from '../db/receivables-schemas';
import { isoSeconds } from '../seed/templates';
import { answer, type Answer } from './answers';
import type { HandlerContext } from './context';
import { filterAndSort } from './list';
import { applyPausingRules } from './pausing';
import { notFound, unprocessable } from './problem';
import { etagOf, idempotent, pageOf, patchRecord, recordsOf, requireCurrentVersion, resolveTarget, today, type Today } from './receivables';
import { jsonBody, may, pathParam, queryParams, route, scopeOf, type UserRouteInput } from './route';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Open and in-progress issues pause dunning of their invoices (DOMAIN.md). */
export const PAUSING_STATUSES: readonly IssueStatusValue[] = ['open', 'in-progress'];

export const pausesDunning = (issue: Pick<IssueRecord, 'status'>) => PAUSING_STATUSES.includes(issue.status);

/** The issues of an administration that pause dunning of the invoice, oldest first. */
export function disputingIssues(db: MockDb, invoice: Pick<InvoiceRecord, 'id' | 'administrationId'>): IssueRecord[] {
  return db.issues
    .findMany((q) => q.where({ administrationId: invoice.administrationId }))
    .filter((issue) => pausesDunning(issue) && issue.invoiceIds.includes(invoice.id))
    .sort((a, b) => (a.number < b.number ? -1 : 1));
}

/**
 * What an invoice answer adds about its issues: `disputedBy`, only for callers who may read issues
 * (a permission guards its data wherever it appears).
 */
export function disputedByOf(db: MockDb, input: UserRouteInput, invoice: InvoiceRecord): { disputedBy?: { id: string; number: string }[] } {
  if (!may(input, 'Manage_Issues')) return {};
  return { disputedBy: disputingIssues(db, invoice).map((issue) => ({ id: issue.id, number: issue.number })) };
}

export const ageOf = (issue: IssueRecord, now: Today) => Math.max(0, now.day - Math.floor(Date.parse(issue.createdAt) / DAY_MS));

export function issueHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;

  function assigneeView(administrationId: string, assignee: IssueRecord['assignee']): IssueAssignee | null {
    if (!assignee) return null;
    if (assignee.kind === 'department') {
      const department = db.departments.findFirst((q) => q.where({ id: assignee.id, administrationId }));
      return { kind: 'department', id: assignee.id, name: department?.name ?? assignee.id };
    }
    const user = db.users.findFirst((q) => q.where({ id: assignee.id }));
    return { kind: 'user', id: assignee.id, name: user?.name ?? assignee.id };
  }

  function view(issue: IssueRecord, now: Today): Issue {
    const { administrationId } = issue;
    const customer = db.customers.findFirst((q) => q.where({ id: issue.customerId, administrationId }));
    const category = db.issueCategories.findFirst((q) => q.where({ id: issue.categoryId, administrationId }));
    return {
      id: issue.id,
      number: issue.number,
      customer: { id: issue.customerId, number: customer?.number ?? '', name: customer?.name ?? '' },
      invoices: issue.invoiceIds.map((id) => ({ id, number: db.invoices.findFirst((q) => q.where({ id, administrationId }))?.number ?? id })),
      category: { id: issue.categoryId, name: category?.name ?? issue.categoryId },
      status: issue.status,
      assignee: assigneeView(administrationId, issue.assignee),
      description: issue.description,
      ageDays: ageOf(issue, now),
      createdAt: issue.createdAt,
      createdBy: { id: issue.createdById, name: issue.createdByName },
      updatedAt: issue.updatedAt,
      etag: etagOf(issue),
    };
  }

  const find = (input: UserRouteInput) => {
    const { administrationId } = scopeOf(input);
    const id = pathParam(input, 'issueId');
    const record = db.issues.findFirst((q) => q.where({ id, administrationId }));
    if (!record) throw notFound(`Issue ${id} does not exist.`);
    return record;
  };

  /** The category and assignee of a request, checked against the administration (422 with the field). */
  function checkReferences(administrationId: string, body: { categoryId: string; assignee: IssueRecord['assignee'] }): void {
    const errors: { field: string; message: string }[] = [];
    if (!db.issueCategories.findFirst((q) => q.where({ id: body.categoryId, administrationId }))) errors.push({ field: 'categoryId', message: 'Unknown category' });
    if (body.assignee && !assigneeExists(administrationId, body.assignee)) errors.push({ field: 'assignee', message: 'Unknown user or department' });
    if (errors.length > 0) throw unprocessable('Some fields name nothing known in this administration.', errors);
  }

  function assigneeExists(administrationId: string, assignee: NonNullable<IssueRecord['assignee']>): boolean {
    if (assignee.kind === 'department') return Boolean(db.departments.findFirst((q) => q.where({ id: assignee.id, administrationId })));
    const user = db.users.findFirst((q) => q.where({ id: assignee.id }));
    return Boolean(user?.memberships.some((m) => m.administrationId === administrationId));
  }

  function requireDescription(text: string): string {
    const trimmed = text.trim();
    if (!trimmed) throw unprocessable('Describe the issue.', [{ field: 'description', message: 'Required' }]);
    return trimmed;
  }

  async function writeHistory(issue: IssueRecord, by: { id: string; name: string }, at: string, changes: readonly Pick<IssueHistoryRecord, 'change' | 'from' | 'to'>[]) {
    const count = db.issueHistory.findMany((q) => q.where({ issueId: issue.id })).length;
    let n = count;
    for (const change of changes) {
      n += 1;
      await db.issueHistory.create({ id: `ihe-${issue.id.slice(4)}-${n}-${crypto.randomUUID().slice(0, 8)}`, administrationId: issue.administrationId, issueId: issue.id, at, byId: by.id, byName: by.name, ...change });
    }
  }

  /**
   * Changes an issue (what `changes` gives), writing one history entry per field that differs and
   * applying the pausing rules to its invoices when the status changes.
   */
  async function change(issue: IssueRecord, changes: Partial<Pick<IssueRecord, 'status' | 'categoryId' | 'assignee' | 'description'>>, by: { id: string; name: string }): Promise<boolean> {
    const at = isoSeconds(ctx.options.now());
    const entries: Pick<IssueHistoryRecord, 'change' | 'from' | 'to'>[] = [];
    const categoryName = (id: string) => db.issueCategories.findFirst((q) => q.where({ id, administrationId: issue.administrationId }))?.name ?? id;
    const assigneeName = (assignee: IssueRecord['assignee']) => assigneeView(issue.administrationId, assignee)?.name ?? null;
    if (changes.status !== undefined && changes.status !== issue.status) entries.push({ change: 'status', from: issue.status, to: changes.status });
    if (changes.categoryId !== undefined && changes.categoryId !== issue.categoryId) entries.push({ change: 'category', from: categoryName(issue.categoryId), to: categoryName(changes.categoryId) });
    if (changes.assignee !== undefined && (changes.assignee?.id ?? null) !== (issue.assignee?.id ?? null)) entries.push({ change: 'assignee', from: assigneeName(issue.assignee), to: assigneeName(changes.assignee) });
    if (changes.description !== undefined && changes.description !== issue.description) entries.push({ change: 'description', from: issue.description, to: changes.description });
    if (entries.length === 0) return false;
    const statusChanged = changes.status !== undefined && changes.status !== issue.status;
    patchRecord(issue, { ...changes, updatedAt: at, version: issue.version + 1 });
    await writeHistory(issue, by, at, entries);
    if (statusChanged) await applyPausingRules(db, issue.administrationId, issue.invoiceIds);
    return true;
  }

  type Filter = NonNullable<Parameters<typeof matchIssues>[1]>;
  function matchIssues(administrationId: string, filter: {
    'search-field'?: 'number' | 'customer' | 'description';
    'search-value'?: string;
    status?: IssueStatusValue[];
    category?: string[];
    assignee?: string[];
    customer?: string;
    invoice?: string;
    'super-debtor'?: string;
    'age-min'?: number;
    'age-max'?: number;
  }, now: Today): IssueRecord[] {
    const needle = filter['search-value']?.trim().toLocaleLowerCase() ?? '';
    const field = filter['search-field'] ?? 'number';
    const customers = new Map(recordsOf(db.customers.all(), administrationId).map((c) => [c.id, c]));
    return db.issues.findMany((q) => q.where({ administrationId })).filter((issue) => {
      if (filter.status?.length && !filter.status.includes(issue.status)) return false;
      if (filter.category?.length && !filter.category.includes(issue.categoryId)) return false;
      if (filter.assignee?.length && !filter.assignee.includes(issue.assignee?.id ?? 'none')) return false;
      if (filter.customer && issue.customerId !== filter.customer) return false;
      if (filter.invoice && !issue.invoiceIds.includes(filter.invoice)) return false;
      if (filter['super-debtor'] && customers.get(issue.customerId)?.superDebtorId !== filter['super-debtor']) return false;
      const age = ageOf(issue, now);
      if (filter['age-min'] !== undefined && age < filter['age-min']) return false;
      if (filter['age-max'] !== undefined && age > filter['age-max']) return false;
      if (needle) {
        const customer = customers.get(issue.customerId);
        const haystack = field === 'number' ? issue.number : field === 'customer' ? `${customer?.name ?? ''} ${customer?.number ?? ''}` : issue.description;
        if (!haystack.toLocaleLowerCase().includes(needle)) return false;
      }
      return true;
    });
  }

  const STATUS_ORDER: Record<IssueStatusValue, number> = { open: 0, 'in-progress': 1, resolved: 2, rejected: 3 };

  function sortIssues(records: IssueRecord[], sortBy: 'number' | 'created-at' | 'updated-at' | 'status' | 'customer', order: 'asc' | 'desc'): IssueRecord[] {
    const administrationId = records[0]?.administrationId ?? '';
    const customers = new Map(recordsOf(db.customers.all(), administrationId).map((c) => [c.id, c.name]));
    const keyed = records.map((record) => ({
      id: record.id,
      record,
      number: record.number,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      status: STATUS_ORDER[record.status],
      customer: customers.get(record.customerId) ?? '',
    }));
    const field = sortBy === 'created-at' ? 'createdAt' : sortBy === 'updated-at' ? 'updatedAt' : sortBy;
    const kind = field === 'status' ? 'number' : field === 'customer' ? 'text' : field === 'number' ? 'ordinal' : 'date';
    return filterAndSort(keyed, { sort: { field, order, kind }, tieBreaker: 'number' }).map((row) => row.record);
  }

  const by = (input: UserRouteInput) => ({ id: input.user.id, name: input.user.name });

  return [
    getListIssuesMockHandler(
      route<IssuePage>(ctx, 'listIssues', (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, listIssuesQueryParams);
        const { page, perPage } = pageOf(query);
        const now = today(ctx);
        const sortBy = query['sort-by'] ?? 'created-at';
        const order = query['sort-order'] ?? (sortBy === 'created-at' || sortBy === 'updated-at' ? 'desc' : 'asc');
        const rows = sortIssues(matchIssues(administrationId, query, now), sortBy, order);
        const start = (page - 1) * perPage;
        return { items: rows.slice(start, start + perPage).map((issue) => view(issue, now)), total: rows.length, page, perPage };
      }),
    ),

    getCreateIssueMockHandler(
      route<Issue>(
        ctx,
        'createIssue',
        async (input): Promise<Answer<Issue>> => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, createIssueBody);
          const issue = await idempotent<Issue>(db, input.request, { administrationId, userId: input.user.id, operationId: 'createIssue' }, body, ctx.options.now(), async () => {
            const description = requireDescription(body.description);
            const customer = db.customers.findFirst((q) => q.where({ id: body.customerId, administrationId }));
            if (!customer) throw unprocessable(`Customer ${body.customerId} does not exist.`, [{ field: 'customerId', message: 'Unknown customer' }]);
            checkReferences(administrationId, body);
            const invoiceIds = [...new Set(body.invoiceIds)];
            const errors: { field: string; message: string }[] = [];
            for (const [index, id] of invoiceIds.entries()) {
              const invoice = db.invoices.findFirst((q) => q.where({ id, administrationId }));
              if (!invoice) errors.push({ field: `invoiceIds.${index}`, message: `Invoice ${id} does not exist` });
              else if (invoice.customerId !== customer.id) errors.push({ field: `invoiceIds.${index}`, message: `Invoice ${invoice.number} is not ${customer.name}'s` });
              else if (new Big(invoice.outstanding).eq(0)) errors.push({ field: `invoiceIds.${index}`, message: `Invoice ${invoice.number} has nothing outstanding` });
            }
            if (errors.length > 0) throw unprocessable('Some invoices cannot be disputed in this issue.', errors);
            const numbers = recordsOf(db.issues.all(), administrationId).map((i) => Number(i.number.replace(/\D/g, '')) || 0);
            const next = String(Math.max(0, ...numbers) + 1).padStart(5, '0');
            const at = isoSeconds(ctx.options.now());
            const record: IssueRecord = {
              id: `iss-${administrationId.split('-')[1] ?? 'x'}-${next}-${crypto.randomUUID().slice(0, 6)}`,
              administrationId,
              number: `IS-${next}`,
              customerId: customer.id,
              invoiceIds,
              categoryId: body.categoryId,
              status: 'open',
              assignee: body.assignee ? { kind: body.assignee.kind, id: body.assignee.id } : null,
              description,
              createdAt: at,
              createdById: input.user.id,
              createdByName: input.user.name,
              updatedAt: at,
              version: 1,
            };
            const stored = await db.issues.create(record);
            await writeHistory(stored, by(input), at, [{ change: 'opened', from: null, to: null }]);
            await applyPausingRules(db, administrationId, invoiceIds);
            return view(stored, today(ctx));
          });
          return answer(201, issue, { ETag: issue.etag });
        },
        { mutates: true },
      ),
    ),

    getGetIssueMockHandler(
      route<Issue>(ctx, 'getIssue', (input): Answer<Issue> => {
        const record = find(input);
        return answer(200, view(record, today(ctx)), { ETag: etagOf(record) });
      }),
    ),

    getUpdateIssueMockHandler(
      route<Issue>(
        ctx,
        'updateIssue',
        async (input): Promise<Answer<Issue>> => {
          const record = find(input);
          const now = today(ctx);
          requireCurrentVersion(input.request, record, 'updateIssue', () => view(record, now), `Issue ${record.number}`);
          const body = await jsonBody(input.request, updateIssueBody);
          const description = requireDescription(body.description);
          checkReferences(record.administrationId, body);
          await change(record, { status: body.status, categoryId: body.categoryId, assignee: body.assignee ? { kind: body.assignee.kind, id: body.assignee.id } : null, description }, by(input));
          return answer(200, view(record, now), { ETag: etagOf(record) });
        },
        { mutates: true },
      ),
    ),

    getListIssueHistoryMockHandler(
      route<IssueHistory>(ctx, 'listIssueHistory', (input) => {
        const issue = find(input);
        const entries = db.issueHistory.findMany((q) => q.where({ issueId: issue.id, administrationId: issue.administrationId }));
        entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : 1));
        return { items: entries.map((e) => ({ id: e.id, at: e.at, by: { id: e.byId, name: e.byName }, change: e.change, from: e.from, to: e.to })) };
      }),
    ),

    getBulkAssignIssuesMockHandler(
      route<BulkResult>(
        ctx,
        'bulkAssignIssues',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, bulkAssignIssuesBody);
          const assignee = body.assignee ? { kind: body.assignee.kind, id: body.assignee.id } : null;
          if (assignee && !assigneeExists(administrationId, assignee)) throw unprocessable('Nobody of that name works in this administration.', [{ field: 'assignee', message: 'Unknown user or department' }]);
          const now = today(ctx);
          return idempotent(db, input.request, { administrationId, userId: input.user.id, operationId: 'bulkAssignIssues' }, body, ctx.options.now(), async () => {
            const target = resolveTarget<IssueRecord, Filter>(body.target, recordsOf(db.issues.all(), administrationId), (filter) => matchIssues(administrationId, filter, now), (id) => `Issue ${id}`);
            for (const issue of target.records) await change(issue, { assignee }, by(input));
            return { requested: target.requested, succeeded: target.records.length, failed: target.failed };
          });
        },
        { mutates: true },
      ),
    ),

    getBulkSetIssueStatusMockHandler(
      route<BulkResult>(
        ctx,
        'bulkSetIssueStatus',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, bulkSetIssueStatusBody);
          const now = today(ctx);
          return idempotent(db, input.request, { administrationId, userId: input.user.id, operationId: 'bulkSetIssueStatus' }, body, ctx.options.now(), async () => {
            const target = resolveTarget<IssueRecord, Filter>(body.target, recordsOf(db.issues.all(), administrationId), (filter) => matchIssues(administrationId, filter, now), (id) => `Issue ${id}`);
            for (const issue of target.records) await change(issue, { status: body.status }, by(input));
            return { requested: target.requested, succeeded: target.records.length, failed: target.failed };
          });
        },
        { mutates: true },
      ),
    ),

    getListIssueCategoriesMockHandler(
      route<IssueCategoryList>(ctx, 'listIssueCategories', (input) => {
        const { administrationId } = scopeOf(input);
        const items = db.issueCategories.findMany((q) => q.where({ administrationId })).map((c) => ({ id: c.id, name: c.name }));
        return { items: items.sort((a, b) => a.name.localeCompare(b.name)) };
      }),
    ),

    getListIssueAssigneesMockHandler(
      route<IssueAssigneeList>(ctx, 'listIssueAssignees', (input) => {
        const { administrationId } = scopeOf(input);
        const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
        const departments = db.departments.findMany((q) => q.where({ administrationId })).map((d) => ({ kind: 'department' as const, id: d.id, name: d.name }));
        const users = db.users
          .all()
          .filter((u) => u.memberships.some((m) => m.administrationId === administrationId))
          .map((u) => ({ kind: 'user' as const, id: u.id, name: u.name }));
        return { items: [...departments.sort(byName), ...users.sort(byName)] };
      }),
    ),
  ];
}
