/**
 * The tasks area of the fake backend: a collector's queue of calls, follow-ups, payments to check
 * and issues to review, with quick views (mine, today, overdue, all) against the mock's reference
 * day, create (Idempotency-Key), change / complete / reopen (If-Match: 412 with the current task,
 * 428 without) and bulk complete / reopen (Idempotency-Key). The call handler (./communication.ts)
 * makes a check-payment task through `createPromiseTask` when a call logs a promise to pay.
 * Permissions come from the contract (`x-permission: Manage_Tasks`, applied by `route`).
 */
import {
  getBulkSetTaskStatusMockHandler,
  getCompleteTaskMockHandler,
  getCreateTaskMockHandler,
  getGetTaskMockHandler,
  getListTaskAssigneesMockHandler,
  getListTasksMockHandler,
  getReopenTaskMockHandler,
  getUpdateTaskMockHandler,
} from '#api/generated/endpoints/tasks/tasks.msw';
import type { BulkResult, Task, TaskAssignee, TaskAssigneeList, TaskPage } from '#api/generated/model/index';
import { bulkSetTaskStatusBody, createTaskBody, listTasksQueryParams, updateTaskBody } from '#api/generated/zod/tasks/tasks.zod';
import type { MockDb } from '../db/db';
import type { InvoiceRecord } from '../db/receivables-schemas';
import type { TaskRecord } from '../db/schemas';
import { isoSeconds } from '../seed/templates';
import { checkPaymentTitle } from '../seed/tasks';
import { answer, type Answer } from './answers';
import type { HandlerContext } from './context';
import { filterAndSort } from './list';
import { badRequest, notFound, unprocessable } from './problem';
import { dayOfDate, etagOf, idempotent, pageOf, patchRecord, recordsOf, requireCurrentVersion, resolveTarget, today, type Today } from './receivables';
import { jsonBody, pathParam, queryParams, route, scopeOf, type UserRouteInput } from './route';

type Person = { id: string; name: string };

/** The filter of the list and of a bulk target (the list's query parameters by name). */
export interface TaskFilter {
  'search-field'?: 'title' | 'number' | 'customer';
  'search-value'?: string;
  view?: 'mine' | 'today' | 'overdue' | 'all';
  status?: TaskRecord['status'][];
  type?: TaskRecord['type'][];
  assignee?: string[];
  customer?: string;
  invoice?: string;
  issue?: string;
  'super-debtor'?: string;
}

/** Open and due before today. */
export const isOverdue = (task: Pick<TaskRecord, 'status' | 'dueDate'>, now: Today) => task.status === 'open' && dayOfDate(task.dueDate) < now.day;

/**
 * Whether a task belongs in a quick view: `mine` is what is open and assigned to the caller,
 * `today` what is open and due today, `overdue` what is open and due before today.
 */
export function inView(task: Pick<TaskRecord, 'status' | 'dueDate' | 'assignee'>, view: TaskFilter['view'], userId: string, now: Today): boolean {
  switch (view) {
    case 'mine':
      return task.status === 'open' && task.assignee?.kind === 'user' && task.assignee.id === userId;
    case 'today':
      return task.status === 'open' && task.dueDate === now.iso;
    case 'overdue':
      return isOverdue(task, now);
    default:
      return true;
  }
}

function nextNumber(db: MockDb, administrationId: string): { id: string; number: string } {
  const numbers = recordsOf(db.tasks.all(), administrationId).map((t) => Number(t.number.replace(/\D/g, '')) || 0);
  const next = String(Math.max(0, ...numbers) + 1).padStart(5, '0');
  return { id: `tsk-${administrationId.split('-')[1] ?? 'x'}-${next}-${crypto.randomUUID().slice(0, 6)}`, number: `TA-${next}` };
}

/** The check-payment task of a promise to pay: due on the promised day, the caller's, about the call's first invoice. */
export async function createPromiseTask(
  db: MockDb,
  call: { id: string; administrationId: string; customerId: string; invoiceIds: readonly string[]; notes: string; promise: { amount: string; currency: string; date: string } },
  by: Person,
  at: string,
): Promise<TaskRecord> {
  const administration = db.administrations.findFirst((q) => q.where({ id: call.administrationId }));
  const invoiceId = call.invoiceIds[0] ?? null;
  const invoice = invoiceId ? db.invoices.findFirst((q) => q.where({ id: invoiceId, administrationId: call.administrationId })) : undefined;
  const { id, number } = nextNumber(db, call.administrationId);
  return db.tasks.create({
    id,
    administrationId: call.administrationId,
    number,
    title: checkPaymentTitle(administration?.country ?? 'GB', invoice?.number),
    type: 'check-payment',
    status: 'open',
    dueDate: call.promise.date,
    priority: 'high',
    assignee: { kind: 'user', id: by.id },
    customerId: call.customerId,
    invoiceId: invoice?.id ?? null,
    issueId: null,
    callId: call.id,
    promise: { amount: call.promise.amount, currency: call.promise.currency },
    notes: call.notes,
    completedAt: null,
    completedBy: null,
    createdAt: at,
    createdBy: by,
    updatedAt: at,
    version: 1,
  });
}

/**
 * A journey's call step (issue 24): a call task for the invoice's customer, linked to the invoice,
 * due on the day the step ran and unassigned, so whoever works the day's queue takes it; made by
 * the journey (its name stands as the author).
 */
export async function createJourneyCallTask(
  db: MockDb,
  invoice: Pick<InvoiceRecord, 'id' | 'administrationId' | 'customerId' | 'number'>,
  journey: { id: string; name: string },
  stepName: string,
  day: string,
): Promise<TaskRecord> {
  const { id, number } = nextNumber(db, invoice.administrationId);
  const at = `${day}T07:00:00Z`;
  return db.tasks.create({
    id,
    administrationId: invoice.administrationId,
    number,
    title: `${stepName} – ${invoice.number}`,
    type: 'call',
    status: 'open',
    dueDate: day,
    priority: 'normal',
    assignee: null,
    customerId: invoice.customerId,
    invoiceId: invoice.id,
    issueId: null,
    callId: null,
    promise: null,
    notes: '',
    completedAt: null,
    completedBy: null,
    createdAt: at,
    createdBy: { id: journey.id, name: journey.name },
    updatedAt: at,
    version: 1,
  });
}

const PRIORITY_ORDER: Record<TaskRecord['priority'], number> = { high: 0, normal: 1, low: 2 };

export function taskHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;

  function assigneeView(administrationId: string, assignee: TaskRecord['assignee']): TaskAssignee | null {
    if (!assignee) return null;
    if (assignee.kind === 'department') {
      const department = db.departments.findFirst((q) => q.where({ id: assignee.id, administrationId }));
      return { kind: 'department', id: assignee.id, name: department?.name ?? assignee.id };
    }
    const user = db.users.findFirst((q) => q.where({ id: assignee.id }));
    return { kind: 'user', id: assignee.id, name: user?.name ?? assignee.id };
  }

  function view(task: TaskRecord, now: Today): Task {
    const { administrationId, version: _version, customerId, invoiceId, issueId, ...rest } = task;
    const customer = customerId ? db.customers.findFirst((q) => q.where({ id: customerId, administrationId })) : undefined;
    const invoice = invoiceId ? db.invoices.findFirst((q) => q.where({ id: invoiceId, administrationId })) : undefined;
    const issue = issueId ? db.issues.findFirst((q) => q.where({ id: issueId, administrationId })) : undefined;
    return {
      ...rest,
      overdue: isOverdue(task, now),
      assignee: assigneeView(administrationId, task.assignee),
      customer: customer ? { id: customer.id, number: customer.number, name: customer.name } : null,
      invoice: invoice ? { id: invoice.id, number: invoice.number } : null,
      issue: issue ? { id: issue.id, number: issue.number } : null,
      etag: etagOf(task),
    };
  }

  const find = (input: UserRouteInput) => {
    const { administrationId } = scopeOf(input);
    const id = pathParam(input, 'taskId');
    const record = db.tasks.findFirst((q) => q.where({ id, administrationId }));
    if (!record) throw notFound(`Task ${id} does not exist.`);
    return record;
  };

  function assigneeExists(administrationId: string, assignee: NonNullable<TaskRecord['assignee']>): boolean {
    if (assignee.kind === 'department') return Boolean(db.departments.findFirst((q) => q.where({ id: assignee.id, administrationId })));
    const user = db.users.findFirst((q) => q.where({ id: assignee.id }));
    return Boolean(user?.memberships.some((m) => m.administrationId === administrationId && m.permissions.includes('Manage_Tasks')));
  }

  type Errors = { field: string; message: string }[];
  function checkTitle(title: string | undefined, errors: Errors): string | undefined {
    if (title === undefined) return undefined;
    const trimmed = title.trim();
    if (!trimmed) errors.push({ field: 'title', message: 'Required' });
    return trimmed;
  }
  function checkAssignee(administrationId: string, assignee: TaskRecord['assignee'] | undefined, errors: Errors): void {
    if (assignee && !assigneeExists(administrationId, assignee)) errors.push({ field: 'assignee', message: 'Unknown user or department' });
  }
  function checkDueDate(dueDate: string | undefined, errors: Errors): void {
    if (dueDate !== undefined && dueDate < '2000-01-01') errors.push({ field: 'dueDate', message: 'Must be in 2000 or later' });
  }

  function matchTasks(administrationId: string, filter: TaskFilter, userId: string, now: Today): TaskRecord[] {
    const needle = filter['search-value']?.trim().toLocaleLowerCase() ?? '';
    const field = filter['search-field'] ?? 'title';
    const customers = new Map(recordsOf(db.customers.all(), administrationId).map((c) => [c.id, c]));
    return db.tasks.findMany((q) => q.where({ administrationId })).filter((task) => {
      if (!inView(task, filter.view, userId, now)) return false;
      if (filter.status?.length && !filter.status.includes(task.status)) return false;
      if (filter.type?.length && !filter.type.includes(task.type)) return false;
      if (filter.assignee?.length && !filter.assignee.includes(task.assignee?.id ?? 'none')) return false;
      if (filter.customer && task.customerId !== filter.customer) return false;
      if (filter.invoice && task.invoiceId !== filter.invoice) return false;
      if (filter.issue && task.issueId !== filter.issue) return false;
      if (filter['super-debtor'] && (!task.customerId || customers.get(task.customerId)?.superDebtorId !== filter['super-debtor'])) return false;
      if (needle) {
        const customer = task.customerId ? customers.get(task.customerId) : undefined;
        const haystack = field === 'number' ? task.number : field === 'customer' ? `${customer?.name ?? ''} ${customer?.number ?? ''}` : task.title;
        if (!haystack.toLocaleLowerCase().includes(needle)) return false;
      }
      return true;
    });
  }

  function sortTasks(records: TaskRecord[], sortBy: 'due-date' | 'priority' | 'title' | 'number' | 'created-at', order: 'asc' | 'desc'): TaskRecord[] {
    const keyed = records.map((record) => ({ id: record.id, record, number: record.number, dueDate: record.dueDate, createdAt: record.createdAt, title: record.title, priority: PRIORITY_ORDER[record.priority] }));
    const field = sortBy === 'due-date' ? 'dueDate' : sortBy === 'created-at' ? 'createdAt' : sortBy;
    const kind = field === 'priority' ? 'number' : field === 'title' ? 'text' : field === 'number' ? 'ordinal' : 'date';
    return filterAndSort(keyed, { sort: { field, order, kind }, tieBreaker: 'number' }).map((row) => row.record);
  }

  const by = (input: UserRouteInput): Person => ({ id: input.user.id, name: input.user.name });

  async function setStatus(task: TaskRecord, status: TaskRecord['status'], person: Person): Promise<void> {
    if (task.status === status) return;
    const at = isoSeconds(ctx.options.now());
    patchRecord(task, status === 'done' ? { status, completedAt: at, completedBy: person, updatedAt: at, version: task.version + 1 } : { status, completedAt: null, completedBy: null, updatedAt: at, version: task.version + 1 });
  }

  const statusChange = (operationId: 'completeTask' | 'reopenTask', status: TaskRecord['status']) =>
    route<Task>(
      ctx,
      operationId,
      async (input): Promise<Answer<Task>> => {
        const record = find(input);
        const now = today(ctx);
        requireCurrentVersion(input.request, record, operationId, () => view(record, now), `Task ${record.number}`);
        await setStatus(record, status, by(input));
        return answer(200, view(record, now), { ETag: etagOf(record) });
      },
      { mutates: true },
    );

  return [
    getListTasksMockHandler(
      route<TaskPage>(ctx, 'listTasks', (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, listTasksQueryParams);
        const { page, perPage } = pageOf(query);
        const now = today(ctx);
        const sortBy = query['sort-by'] ?? 'due-date';
        const order = query['sort-order'] ?? (sortBy === 'created-at' ? 'desc' : 'asc');
        const rows = sortTasks(matchTasks(administrationId, query, input.user.id, now), sortBy, order);
        const start = (page - 1) * perPage;
        return { items: rows.slice(start, start + perPage).map((task) => view(task, now)), total: rows.length, page, perPage };
      }),
    ),

    getCreateTaskMockHandler(
      route<Task>(
        ctx,
        'createTask',
        async (input): Promise<Answer<Task>> => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, createTaskBody);
          const task = await idempotent<Task>(db, input.request, { administrationId, userId: input.user.id, operationId: 'createTask' }, body, ctx.options.now(), async () => {
            const errors: Errors = [];
            const title = checkTitle(body.title, errors) ?? '';
            const assignee = body.assignee ? { kind: body.assignee.kind, id: body.assignee.id } : null;
            checkAssignee(administrationId, assignee, errors);
            checkDueDate(body.dueDate, errors);
            let customerId = body.customerId ?? null;
            if (customerId && !db.customers.findFirst((q) => q.where({ id: customerId ?? '', administrationId }))) errors.push({ field: 'customerId', message: 'Unknown customer' });
            const issue = body.issueId ? db.issues.findFirst((q) => q.where({ id: body.issueId ?? '', administrationId })) : undefined;
            if (body.issueId && !issue) errors.push({ field: 'issueId', message: 'Unknown issue' });
            else if (issue && customerId && issue.customerId !== customerId) errors.push({ field: 'issueId', message: 'The issue is of another customer' });
            customerId ??= issue?.customerId ?? null;
            const invoice = body.invoiceId ? db.invoices.findFirst((q) => q.where({ id: body.invoiceId ?? '', administrationId })) : undefined;
            if (body.invoiceId && !invoice) errors.push({ field: 'invoiceId', message: 'Unknown invoice' });
            else if (invoice && customerId && invoice.customerId !== customerId) errors.push({ field: 'invoiceId', message: 'The invoice is of another customer' });
            customerId ??= invoice?.customerId ?? null;
            if (errors.length > 0) throw unprocessable('Some fields of the task cannot be kept.', errors);
            const at = isoSeconds(ctx.options.now());
            const { id, number } = nextNumber(db, administrationId);
            const stored = await db.tasks.create({
              id,
              administrationId,
              number,
              title,
              type: body.type,
              status: 'open',
              dueDate: body.dueDate,
              priority: body.priority,
              assignee,
              customerId,
              invoiceId: invoice?.id ?? null,
              issueId: issue?.id ?? null,
              callId: null,
              promise: null,
              notes: body.notes?.trim() ?? '',
              completedAt: null,
              completedBy: null,
              createdAt: at,
              createdBy: by(input),
              updatedAt: at,
              version: 1,
            });
            return view(stored, today(ctx));
          });
          return answer(201, task, { ETag: task.etag });
        },
        { mutates: true },
      ),
    ),

    getGetTaskMockHandler(
      route<Task>(ctx, 'getTask', (input): Answer<Task> => {
        const record = find(input);
        return answer(200, view(record, today(ctx)), { ETag: etagOf(record) });
      }),
    ),

    getUpdateTaskMockHandler(
      route<Task>(
        ctx,
        'updateTask',
        async (input): Promise<Answer<Task>> => {
          const record = find(input);
          const now = today(ctx);
          requireCurrentVersion(input.request, record, 'updateTask', () => view(record, now), `Task ${record.number}`);
          const body = await jsonBody(input.request, updateTaskBody);
          if (Object.keys(body).length === 0) throw badRequest([{ field: 'body', message: 'Name at least one field to change' }]);
          const errors: Errors = [];
          const title = checkTitle(body.title, errors);
          const assignee = body.assignee === undefined ? undefined : body.assignee ? { kind: body.assignee.kind, id: body.assignee.id } : null;
          checkAssignee(record.administrationId, assignee, errors);
          checkDueDate(body.dueDate, errors);
          if (errors.length > 0) throw unprocessable('Some fields of the task cannot be kept.', errors);
          const changes: Partial<TaskRecord> = {
            ...(title !== undefined ? { title } : {}),
            ...(body.type !== undefined ? { type: body.type } : {}),
            ...(body.dueDate !== undefined ? { dueDate: body.dueDate } : {}),
            ...(body.priority !== undefined ? { priority: body.priority } : {}),
            ...(assignee !== undefined ? { assignee } : {}),
            ...(body.notes !== undefined ? { notes: body.notes.trim() } : {}),
          };
          patchRecord(record, { ...changes, updatedAt: isoSeconds(ctx.options.now()), version: record.version + 1 });
          return answer(200, view(record, now), { ETag: etagOf(record) });
        },
        { mutates: true },
      ),
    ),

    getCompleteTaskMockHandler(statusChange('completeTask', 'done')),
    getReopenTaskMockHandler(statusChange('reopenTask', 'open')),

    getBulkSetTaskStatusMockHandler(
      route<BulkResult>(
        ctx,
        'bulkSetTaskStatus',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, bulkSetTaskStatusBody);
          const now = today(ctx);
          return idempotent(db, input.request, { administrationId, userId: input.user.id, operationId: 'bulkSetTaskStatus' }, body, ctx.options.now(), async () => {
            const target = resolveTarget<TaskRecord, TaskFilter>(body.target, recordsOf(db.tasks.all(), administrationId), (filter) => matchTasks(administrationId, filter, input.user.id, now), (id) => `Task ${id}`);
            for (const task of target.records) await setStatus(task, body.status, by(input));
            return { requested: target.requested, succeeded: target.records.length, failed: target.failed };
          });
        },
        { mutates: true },
      ),
    ),

    getListTaskAssigneesMockHandler(
      route<TaskAssigneeList>(ctx, 'listTaskAssignees', (input) => {
        const { administrationId } = scopeOf(input);
        const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
        const departments = db.departments.findMany((q) => q.where({ administrationId })).map((d) => ({ kind: 'department' as const, id: d.id, name: d.name }));
        const users = db.users
          .all()
          .filter((u) => u.memberships.some((m) => m.administrationId === administrationId && m.permissions.includes('Manage_Tasks')))
          .map((u) => ({ kind: 'user' as const, id: u.id, name: u.name }));
        return { items: [...departments.sort(byName), ...users.sort(byName)] };
      }),
    ),
  ];
}
