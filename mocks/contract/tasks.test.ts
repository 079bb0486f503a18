import type { BulkResult, Call, Task, TaskAssigneeList, TaskPage } from '#api/generated/model/index';
import { dayOf, isoDay } from '../seed/days';
import { BASE, contractSuite, json, type ContractApi } from './harness';
import { pinTheDay } from '@tests/utils/pin-day';
import { conflictOf, GB, NL, problemOf, withIfMatch } from './test-helpers';

const TASKS = `/administrations/${NL}/tasks`;
const key = () => `test-${crypto.randomUUID()}`;
const withKey = (body: unknown, idempotencyKey = key()) => json(body, { headers: { 'Idempotency-Key': idempotencyKey } });
const patch = (body: unknown, etag: string | undefined) => json(body, withIfMatch(etag));
const todayIso = () => isoDay(dayOf(new Date()));

async function page({ call }: ContractApi, query: string, base = TASKS): Promise<TaskPage> {
  const answer = await call('GET', `${base}?${query}`);
  expect(answer.status, query).toBe(200);
  return answer.body as TaskPage;
}

const NEW_TASK = { title: 'Bel over de achterstand', type: 'call', dueDate: '2026-12-01', priority: 'normal', assignee: { kind: 'user', id: 'usr-sanne' }, customerId: 'cus-nl-0001', invoiceId: null, issueId: null, notes: '' };

// The seed's "due today" and the answers' "today" must be one day, even across midnight.
pinTheDay();

contractSuite('tasks', (api) => {
  const { call, mock } = api;

  it('seeds, in both administrations, open tasks due today and overdue for every member who manages tasks, and a check-payment task per promise to pay', async () => {
    const today = todayIso();
    for (const [administrationId, users] of [[NL, ['usr-anna', 'usr-sanne']], [GB, ['usr-anna', 'usr-james']]] as const) {
      const tasks = mock.store.db.tasks.findMany((q) => q.where({ administrationId }));
      for (const user of users) {
        const mine = tasks.filter((t) => t.status === 'open' && t.assignee?.id === user);
        expect(mine.filter((t) => t.dueDate === today).length, `${user} today in ${administrationId}`).toBeGreaterThanOrEqual(2);
        expect(mine.filter((t) => t.dueDate < today).length, `${user} overdue in ${administrationId}`).toBeGreaterThanOrEqual(2);
      }
      const calls = mock.store.db.calls.findMany((q) => q.where({ administrationId }));
      for (const outcome of ['reached', 'no-answer', 'promise-to-pay', 'dispute'] as const) expect(calls.some((c) => c.outcome === outcome), outcome).toBe(true);
      for (const promised of calls.filter((c) => c.outcome === 'promise-to-pay')) {
        const task = tasks.find((t) => t.id === promised.taskId);
        expect(task, promised.id).toMatchObject({ type: 'check-payment', callId: promised.id, dueDate: promised.promise?.date, promise: { amount: promised.promise?.amount, currency: promised.promise?.currency } });
      }
      expect(calls.filter((c) => c.outcome !== 'promise-to-pay').every((c) => c.promise === null && c.taskId === null)).toBe(true);
    }
  });

  it('answers the quick views: mine, today and overdue are open tasks; overdue is due before today', async () => {
    const today = todayIso();
    const mine = await page(api, 'view=mine&per-page=1000');
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((t) => t.status === 'open' && t.assignee?.kind === 'user' && t.assignee.id === 'usr-anna')).toBe(true);
    const dueToday = await page(api, 'view=today&per-page=1000');
    expect(dueToday.items.length).toBeGreaterThan(0);
    expect(dueToday.items.every((t) => t.status === 'open' && t.dueDate === today && !t.overdue)).toBe(true);
    const overdue = await page(api, 'view=overdue&per-page=1000');
    expect(overdue.items.every((t) => t.status === 'open' && t.dueDate < today && t.overdue)).toBe(true);
    const all = await page(api, 'per-page=1000');
    expect(all.total).toBe(all.items.length);
    expect(overdue.total).toBe(all.items.filter((t) => t.overdue).length);
    const dates = all.items.map((t) => t.dueDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('filters, searches and sorts, and scopes the tabs of a customer, an invoice, an issue and a super debtor', async () => {
    const done = await page(api, 'status=done&type=call&per-page=1000');
    expect(done.total).toBeGreaterThan(0);
    expect(done.items.every((t) => t.status === 'done' && t.type === 'call' && t.completedAt && t.completedBy)).toBe(true);
    const all = (await page(api, 'per-page=1000')).items;
    const withInvoice = all.find((t) => t.invoice && t.customer)!;
    expect((await page(api, `customer=${withInvoice.customer!.id}&per-page=1000`)).items.every((t) => t.customer?.id === withInvoice.customer!.id)).toBe(true);
    expect((await page(api, `invoice=${withInvoice.invoice!.id}`)).items.map((t) => t.id)).toContain(withInvoice.id);
    const withIssue = all.find((t) => t.issue)!;
    expect((await page(api, `issue=${withIssue.issue!.id}`)).items.every((t) => t.issue?.id === withIssue.issue!.id)).toBe(true);
    const customer = mock.store.db.customers.findFirst((q) => q.where({ administrationId: NL })) ;
    const grouped = mock.store.db.customers.findMany((q) => q.where({ administrationId: NL })).find((c) => c.superDebtorId && all.some((t) => t.customer?.id === c.id));
    expect(customer).toBeDefined();
    if (grouped) {
      const tab = await page(api, `super-debtor=${grouped.superDebtorId}&per-page=1000`);
      expect(tab.items.length).toBeGreaterThan(0);
      const members = new Set(mock.store.db.customers.findMany((q) => q.where({ superDebtorId: grouped.superDebtorId ?? '' })).map((c) => c.id));
      expect(tab.items.every((t) => t.customer && members.has(t.customer.id))).toBe(true);
    }
    const needle = all[0]!.title.slice(0, 6);
    expect((await page(api, `search-field=title&search-value=${encodeURIComponent(needle)}`)).items.every((t) => t.title.toLowerCase().includes(needle.toLowerCase()))).toBe(true);
    const byPriority = (await page(api, 'sort-by=priority&per-page=1000')).items.map((t) => t.priority);
    expect(byPriority.indexOf('low')).toBeGreaterThan(byPriority.lastIndexOf('high'));
    expect((await call('GET', `${TASKS}?view=someday`)).status).toBe(400);
  });

  it('creates a task once per Idempotency-Key, refusing unknown links, a blank title and another customer\'s invoice', async () => {
    const idempotencyKey = key();
    const created = await call('POST', TASKS, withKey(NEW_TASK, idempotencyKey));
    expect(created.status).toBe(201);
    const task = created.body as Task;
    expect(task).toMatchObject({ title: NEW_TASK.title, status: 'open', assignee: { kind: 'user', id: 'usr-sanne', name: 'Sanne Bakker' }, customer: { id: 'cus-nl-0001' }, callId: null, promise: null });
    expect(created.response.headers.get('ETag')).toBe(task.etag);
    expect((await call('POST', TASKS, withKey(NEW_TASK, idempotencyKey))).body).toEqual(task);
    expect((await call('POST', TASKS, withKey({ ...NEW_TASK, title: 'Anders' }, idempotencyKey))).status).toBe(422);

    const refused = await call('POST', TASKS, withKey({ ...NEW_TASK, title: '   ', assignee: { kind: 'user', id: 'usr-pieter' }, issueId: 'iss-nope' }));
    expect(refused.status).toBe(422);
    expect(problemOf(refused.body).errors?.map((e) => e.field).sort()).toEqual(['assignee', 'issueId', 'title']);
    const foreign = mock.store.db.invoices.findMany((q) => q.where({ administrationId: NL })).find((i) => i.customerId !== 'cus-nl-0001')!;
    expect(problemOf((await call('POST', TASKS, withKey({ ...NEW_TASK, invoiceId: foreign.id }))).body).errors).toEqual([{ field: 'invoiceId', message: 'The invoice is of another customer' }]);
    // The customer follows from the invoice when none is named.
    const fromInvoice = (await call('POST', TASKS, withKey({ ...NEW_TASK, customerId: null, invoiceId: foreign.id }))).body as Task;
    expect(fromInvoice.customer?.id).toBe(foreign.customerId);
    expect((await call('POST', TASKS, withKey({ ...NEW_TASK, type: 'chore' }))).status).toBe(400);
  });

  it('changes, completes and reopens a task only in the version named by If-Match', async () => {
    const task = (await call('POST', TASKS, withKey(NEW_TASK))).body as Task;
    const path = `${TASKS}/${task.id}`;
    expect((await call('PATCH', path, json({ priority: 'high' }))).status).toBe(428);
    const changed = await call('PATCH', path, patch({ priority: 'high', title: '  Bel Joost  ', assignee: null }, task.etag));
    expect(changed.status).toBe(200);
    const saved = changed.body as Task;
    expect(saved).toMatchObject({ priority: 'high', title: 'Bel Joost', assignee: null, type: 'call', dueDate: NEW_TASK.dueDate });
    const stale = await call('PATCH', path, patch({ priority: 'low' }, task.etag));
    expect(stale.status).toBe(412);
    expect(conflictOf<Task>(stale.body)).toMatchObject({ etag: saved.etag, current: { priority: 'high' } });
    expect((await call('PATCH', path, patch({ title: '' }, saved.etag))).status).toBe(400);
    expect((await call('PATCH', path, patch({}, saved.etag))).status).toBe(400);
    expect((await call('PATCH', path, patch({ dueDate: '1999-12-31' }, saved.etag))).status).toBe(422);

    expect((await call('POST', `${path}/complete`)).status).toBe(428);
    expect((await call('POST', `${path}/complete`, withIfMatch(task.etag))).status).toBe(412);
    const completed = await call('POST', `${path}/complete`, withIfMatch(saved.etag));
    expect(completed.body).toMatchObject({ status: 'done', completedBy: { id: 'usr-anna' }, overdue: false });
    const doneEtag = (completed.body as Task).etag;
    expect((await call('POST', `${path}/reopen`)).status).toBe(428);
    expect((await call('POST', `${path}/reopen`, withIfMatch(saved.etag))).status).toBe(412);
    const reopened = await call('POST', `${path}/reopen`, withIfMatch(doneEtag));
    expect(reopened.body).toMatchObject({ status: 'open', completedAt: null, completedBy: null });
    expect((await call('GET', `/administrations/${GB}/tasks/${task.id}`)).status).toBe(404);
  });

  it('completes and reopens many tasks at once, by ids or by the list filter, once per key', async () => {
    const a = (await call('POST', TASKS, withKey(NEW_TASK))).body as Task;
    const b = (await call('POST', TASKS, withKey(NEW_TASK))).body as Task;
    const bulk = `${TASKS}/bulk-status`;
    const body = { target: { ids: [a.id, b.id, 'tsk-nope'] }, status: 'done' };
    const idempotencyKey = key();
    const result = await call('POST', bulk, withKey(body, idempotencyKey));
    expect(result.body).toEqual({ requested: 3, succeeded: 2, failed: [{ id: 'tsk-nope', reason: 'Task tsk-nope does not exist.' }] } satisfies BulkResult);
    expect((await call('POST', bulk, withKey(body, idempotencyKey))).body).toEqual(result.body);
    expect((await call('POST', bulk, withKey({ ...body, status: 'open' }, idempotencyKey))).status).toBe(422);
    expect(((await call('GET', `${TASKS}/${a.id}`)).body as Task).status).toBe('done');
    expect((await call('POST', bulk, withKey({ target: { ids: [a.id], excludeIds: [b.id] }, status: 'open' }))).status).toBe(400);

    const matching = { target: { matching: { customer: 'cus-nl-0001', status: ['done'], 'search-field': 'title', 'search-value': NEW_TASK.title }, excludeIds: [b.id] }, status: 'open' };
    const reopened = (await call('POST', bulk, withKey(matching))).body as BulkResult;
    expect(reopened.succeeded).toBeGreaterThanOrEqual(1);
    expect(((await call('GET', `${TASKS}/${a.id}`)).body as Task).status).toBe('open');
    expect(((await call('GET', `${TASKS}/${b.id}`)).body as Task).status).toBe('done');
  });

  it('makes a check-payment task on the promised day when a call logs a promise to pay, and refuses a promise otherwise', async () => {
    const today = todayIso();
    const promised = isoDay(dayOf(new Date()) + 3);
    const logged = { customerId: 'cus-nl-0001', invoiceIds: [], contactName: 'Joost Bakker', phoneNumber: '+31 6 1234 5678', direction: 'outgoing', at: new Date(Date.now() - 60_000).toISOString(), durationSeconds: 90, outcome: 'promise-to-pay', notes: 'Betaalt over drie dagen.', promise: { amount: '412.5', date: promised } };
    const answer = await call('POST', `/administrations/${NL}/calls`, withKey(logged));
    const loggedCall = answer.body as Call;
    expect(loggedCall.promise).toEqual({ amount: '412.50', currency: 'EUR', date: promised });
    const task = (await call('GET', `${TASKS}/${loggedCall.taskId}`)).body as Task;
    expect(task).toMatchObject({ type: 'check-payment', status: 'open', dueDate: promised, priority: 'high', assignee: { id: 'usr-anna' }, customer: { id: 'cus-nl-0001' }, callId: loggedCall.id, promise: { amount: '412.50', currency: 'EUR' } });
    expect((await page(api, 'view=mine&per-page=1000')).items.map((t) => t.id)).toContain(task.id);

    const errors = async (body: unknown) => problemOf((await call('POST', `/administrations/${NL}/calls`, withKey(body))).body).errors?.map((e) => e.field);
    expect(await errors({ ...logged, promise: { amount: '0', date: isoDay(dayOf(new Date()) - 1) } })).toEqual(['promise.amount', 'promise.date']);
    expect(await errors({ ...logged, outcome: 'reached' })).toEqual(['promise']);
    expect(await errors({ ...logged, promise: null })).toEqual(['promise']);
    const plain = (await call('POST', `/administrations/${NL}/calls`, withKey({ ...logged, outcome: 'no-answer', promise: null }))).body as Call;
    expect(plain).toMatchObject({ promise: null, taskId: null });
    expect(today).toBe(todayIso());
  });

  it('lists who a task can be assigned to: departments, then members who manage tasks', async () => {
    const { items } = (await call('GET', `/administrations/${NL}/task-assignees`)).body as TaskAssigneeList;
    expect(items.map((a) => a.id)).toEqual(['dep-nl-credit', 'dep-nl-sales', 'usr-anna', 'usr-lotte', 'usr-sanne']);
  });

  it('follows the mock a day on: what was due today is overdue, on the list, the record and the dashboard card', async () => {
    const card = async () => (await call('GET', `/administrations/${NL}/dashboard/tasks`)).body as { asOf: string; today: number; overdue: number };
    const before = await card();
    const dueToday = await page(api, 'view=today&assignee=usr-anna&per-page=1000');
    expect(dueToday.total).toBe(before.today);
    expect(before.today).toBeGreaterThan(0);
    try {
      expect((await fetch(`${BASE}/__mock/journeys/advance`, { method: 'POST' })).status).toBe(200);
      const after = await card();
      expect(after.asOf).toBe(isoDay(dayOf(new Date(`${before.asOf}T12:00:00Z`)) + 1));
      expect(after.overdue).toBe(before.overdue + before.today);
      const overdue = new Set((await page(api, 'view=overdue&per-page=1000')).items.map((t) => t.id));
      expect(dueToday.items.every((t) => overdue.has(t.id))).toBe(true);
      expect(((await call('GET', `${TASKS}/${dueToday.items[0]!.id}`)).body as Task).overdue).toBe(true);
      // The journeys ran on that same day.
      expect(((await call('GET', `/administrations/${NL}/journey-forecast`)).body as { referenceDay: string }).referenceDay).toBe(after.asOf);
    } finally {
      await mock.reset();
    }
  });
});
