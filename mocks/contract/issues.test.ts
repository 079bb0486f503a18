import type { BulkResult, Invoice, InvoicePage, Issue, IssueAssigneeList, IssueCategoryList, IssueHistory, IssuePage } from '#api/generated/model/index';
import { bearer, contractSuite, json, type ContractApi } from './harness';
import { commentAndAttachmentScenarios, conflictOf, GB, NL, PINNED, problemOf, withIfMatch } from './test-helpers';

const ISSUES = `/administrations/${NL}/issues`;
const key = () => `test-${crypto.randomUUID()}`;
const withKey = (body: unknown, idempotencyKey = key()) => json(body, { headers: { 'Idempotency-Key': idempotencyKey } });

async function page({ call }: ContractApi, query: string, base = ISSUES): Promise<IssuePage> {
  const answer = await call('GET', `${base}?${query}`);
  expect(answer.status, query).toBe(200);
  return answer.body as IssuePage;
}

async function invoice({ call }: ContractApi, id: string): Promise<Invoice> {
  return (await call('GET', `/administrations/${NL}/invoices/${id}`)).body as Invoice;
}

/** Two open invoices of one customer that no issue covers yet. */
async function twoUndisputedInvoices({ call }: ContractApi): Promise<{ customerId: string; ids: [string, string] }> {
  const all = ((await call('GET', `/administrations/${NL}/invoices?status=overdue&per-page=200`)).body as InvoicePage).items;
  const byCustomer = new Map<string, string[]>();
  for (const row of all) byCustomer.set(row.customer.id, [...(byCustomer.get(row.customer.id) ?? []), row.id]);
  for (const [customerId, ids] of byCustomer) if (ids.length >= 2) return { customerId, ids: [ids[0] ?? '', ids[1] ?? ''] };
  throw new Error('no customer with two overdue invoices in the seed');
}

const CATEGORY = 'icat-nl-quality';

contractSuite(
  'issues',
  (api) => {
    const { call, mock } = api;

    it('explains every seeded disputed invoice with an open or in-progress issue, and keeps resolved and rejected ones', async () => {
      const db = mock.store.db;
      for (const administrationId of [NL, GB]) {
        const issues = db.issues.findMany((q) => q.where({ administrationId }));
        const pausing = issues.filter((i) => i.status === 'open' || i.status === 'in-progress');
        const covered = new Set(pausing.flatMap((i) => i.invoiceIds));
        const disputed = db.invoices.findMany((q) => q.where({ administrationId })).filter((i) => i.disputed);
        expect(disputed.length).toBeGreaterThan(0);
        expect(disputed.filter((i) => !covered.has(i.id))).toEqual([]);
        expect([...covered].every((id) => disputed.some((i) => i.id === id))).toBe(true);
        expect(issues.some((i) => i.status === 'resolved')).toBe(true);
        expect(issues.some((i) => i.status === 'rejected')).toBe(true);
      }
    });

    it('pages, filters, searches and sorts the list (newest first by default)', async () => {
      const all = await page(api, 'per-page=1000');
      expect(all.total).toBe(all.items.length);
      const created = all.items.map((i) => i.createdAt);
      expect(created).toEqual([...created].sort().reverse());

      const open = await page(api, 'status=open&status=in-progress&per-page=1000');
      expect(open.total).toBeGreaterThan(0);
      expect(open.items.every((i) => i.status === 'open' || i.status === 'in-progress')).toBe(true);

      const quality = await page(api, `category=${CATEGORY}&per-page=1000`);
      expect(quality.items.every((i) => i.category.id === CATEGORY)).toBe(true);

      const unassigned = await page(api, 'assignee=none&per-page=1000');
      expect(unassigned.items.every((i) => i.assignee === null)).toBe(true);

      const one = all.items[0];
      if (!one) throw new Error('no seeded issue');
      expect((await page(api, `customer=${one.customer.id}`)).items.every((i) => i.customer.id === one.customer.id)).toBe(true);
      const firstInvoice = one.invoices[0]?.id ?? '';
      expect((await page(api, `invoice=${firstInvoice}`)).items.map((i) => i.id)).toContain(one.id);

      const old = await page(api, 'age-min=60&per-page=1000');
      expect(old.items.every((i) => i.ageDays >= 60)).toBe(true);
      const young = await page(api, 'age-max=30&per-page=1000');
      expect(young.items.every((i) => i.ageDays <= 30)).toBe(true);

      const found = await page(api, `search-field=number&search-value=${one.number}`);
      expect(found.items.map((i) => i.id)).toEqual([one.id]);
      const byNumber = (await page(api, 'sort-by=number&sort-order=asc&per-page=5')).items.map((i) => i.number);
      expect(byNumber).toEqual([...byNumber].sort());

      expect((await call('GET', `${ISSUES}?status=closed`)).status).toBe(400);
      expect((await call('GET', `${ISSUES}?age-min=-1`)).status).toBe(400);
    });

    it('opens an issue once per Idempotency-Key: its invoices show disputed with a link to it, and the history says who opened it', async () => {
      const { customerId, ids } = await twoUndisputedInvoices(api);
      expect((await invoice(api, ids[0])).disputedBy).toEqual([]);
      const body = { customerId, invoiceIds: ids, categoryId: CATEGORY, description: '  Goods damaged on delivery.  ', assignee: { kind: 'department', id: 'dep-nl-credit' } };
      const idempotencyKey = key();
      const created = await call('POST', ISSUES, withKey(body, idempotencyKey));
      expect(created.status).toBe(201);
      const issue = created.body as Issue;
      expect(issue).toMatchObject({ status: 'open', description: 'Goods damaged on delivery.', assignee: { kind: 'department', name: 'Credit control NL' }, createdBy: { id: 'usr-anna' } });
      expect(issue.invoices.map((i) => i.id)).toEqual(ids);
      expect(created.response.headers.get('ETag')).toBe(issue.etag);

      const again = await call('POST', ISSUES, withKey(body, idempotencyKey));
      expect(again.status).toBe(201);
      expect((again.body as Issue).id).toBe(issue.id);
      expect((await call('POST', ISSUES, withKey({ ...body, description: 'Other' }, idempotencyKey))).status).toBe(422);

      for (const id of ids) {
        const view = await invoice(api, id);
        expect(view.status).toBe('disputed');
        expect(view.disputedBy).toEqual([{ id: issue.id, number: issue.number }]);
      }
      const history = (await call('GET', `${ISSUES}/${issue.id}/history`)).body as IssueHistory;
      expect(history.items).toEqual([expect.objectContaining({ change: 'opened', by: { id: 'usr-anna', name: 'Anna de Vries' } })]);
    });

    it('refuses what names nothing known, another customer\'s invoice or a blank description (422 with the field), and a malformed body (400)', async () => {
      const { customerId, ids } = await twoUndisputedInvoices(api);
      const valid = { customerId, invoiceIds: [ids[0]], categoryId: CATEGORY, description: 'Price', assignee: null };
      const fields = async (body: unknown) => {
        const answer = await call('POST', ISSUES, withKey(body));
        expect(answer.status).toBe(422);
        return (problemOf(answer.body).errors ?? []).map((e) => e.field);
      };
      expect(await fields({ ...valid, customerId: 'cus-nope' })).toEqual(['customerId']);
      expect(await fields({ ...valid, categoryId: 'icat-gb-quality' })).toEqual(['categoryId']);
      expect(await fields({ ...valid, assignee: { kind: 'user', id: 'usr-james' } })).toEqual(['assignee']);
      expect(await fields({ ...valid, description: '   ' })).toEqual(['description']);
      const other = (await page(api, 'per-page=100')).items.find((i) => i.customer.id !== customerId && i.invoices.length > 0);
      expect(await fields({ ...valid, invoiceIds: [other?.invoices[0]?.id ?? ''] })).toEqual(['invoiceIds.0']);
      expect((await call('POST', ISSUES, withKey({ ...valid, description: '' }))).status).toBe(400);
      expect((await call('POST', ISSUES, json(valid))).status).toBe(400);
    });

    it('changes an issue only in the version If-Match names, writes the history, and resumes the invoices when it is resolved', async () => {
      const { customerId, ids } = await twoUndisputedInvoices(api);
      const issue = (await call('POST', ISSUES, withKey({ customerId, invoiceIds: ids, categoryId: CATEGORY, description: 'Wrong price', assignee: null }))).body as Issue;
      const path = `${ISSUES}/${issue.id}`;
      const read = await call('GET', path);
      expect(read.body).toEqual(issue);
      expect(read.response.headers.get('ETag')).toBe(issue.etag);
      const change = { status: 'in-progress', categoryId: 'icat-nl-price', description: 'Wrong price', assignee: { kind: 'user', id: 'usr-anna' } };

      expect((await call('PUT', path, json(change))).status).toBe(428);
      const saved = await call('PUT', path, withIfMatch(issue.etag, json(change)));
      expect(saved.status).toBe(200);
      const inProgress = saved.body as Issue;
      expect(inProgress).toMatchObject({ status: 'in-progress', category: { id: 'icat-nl-price' }, assignee: { kind: 'user', id: 'usr-anna', name: 'Anna de Vries' } });
      expect(saved.response.headers.get('ETag')).not.toBe(issue.etag);

      const stale = await call('PUT', path, withIfMatch(issue.etag, json({ ...change, status: 'resolved' })));
      expect(stale.status).toBe(412);
      expect(conflictOf<Issue>(stale.body).current).toMatchObject({ id: issue.id, status: 'in-progress' });
      expect((await call('PUT', path, withIfMatch(inProgress.etag, json({ ...change, categoryId: 'nope' })))).status).toBe(422);
      expect((await call('PUT', path, withIfMatch(inProgress.etag, json({ ...change, status: 'closed' })))).status).toBe(400);
      expect((await invoice(api, ids[0])).status).toBe('disputed');

      const resolved = await call('PUT', path, withIfMatch(inProgress.etag, json({ ...change, status: 'resolved' })));
      expect(resolved.status).toBe(200);
      for (const id of ids) {
        const view = await invoice(api, id);
        expect(view.status).not.toBe('disputed');
        expect(view.disputedBy).toEqual([]);
      }
      const history = ((await call('GET', `${path}/history`)).body as IssueHistory).items.map((e) => [e.change, e.from, e.to]);
      expect(history).toEqual([
        ['opened', null, null],
        ['status', 'open', 'in-progress'],
        ['category', 'Kwaliteitsklacht', 'Prijs of korting'],
        ['assignee', null, 'Anna de Vries'],
        ['status', 'in-progress', 'resolved'],
      ]);
      expect((await call('GET', `${ISSUES}/nope`)).status).toBe(404);
      expect((await call('GET', `${ISSUES}/nope/history`)).status).toBe(404);
      expect((await call('PUT', `${ISSUES}/nope`, withIfMatch('"v1"', json(change)))).status).toBe(404);
    });

    it('assigns and changes the status of many issues at once, idempotently', async () => {
      const open = (await page(api, 'status=open&per-page=3')).items;
      const ids = open.map((i) => i.id);
      const assign = { target: { ids: [...ids, 'iss-nope'] }, assignee: { kind: 'department', id: 'dep-nl-sales' } };
      const idempotencyKey = key();
      const assigned = await call('POST', `${ISSUES}/bulk-assign`, withKey(assign, idempotencyKey));
      expect(assigned.status).toBe(200);
      expect(assigned.body).toEqual({ requested: ids.length + 1, succeeded: ids.length, failed: [{ id: 'iss-nope', reason: 'Issue iss-nope does not exist.' }] });
      expect((await call('POST', `${ISSUES}/bulk-assign`, withKey(assign, idempotencyKey))).body).toEqual(assigned.body);
      expect((await page(api, 'assignee=dep-nl-sales&per-page=1000')).items.map((i) => i.id)).toEqual(expect.arrayContaining(ids));
      expect((await call('POST', `${ISSUES}/bulk-assign`, withKey({ ...assign, assignee: { kind: 'department', id: 'dep-x' } }))).status).toBe(422);
      expect((await call('POST', `${ISSUES}/bulk-assign`, withKey({ target: {}, assignee: null }))).status).toBe(400);

      const status = await call('POST', `${ISSUES}/bulk-status`, withKey({ target: { matching: { status: ['open'] }, excludeIds: ids.slice(1) }, status: 'in-progress' }));
      expect(status.status).toBe(200);
      const result = status.body as BulkResult;
      expect(result.succeeded).toBe(result.requested);
      expect((await page(api, 'status=open&per-page=1000')).items.map((i) => i.id).sort()).toEqual(ids.slice(1).sort());
      expect((await call('POST', `${ISSUES}/bulk-status`, withKey({ target: { ids }, status: 'done' }))).status).toBe(400);
      expect((await call('POST', `${ISSUES}/bulk-status`, withKey({ target: { ids }, status: 'resolved' }, 'short'))).status).toBe(400);
      const reused = key();
      expect((await call('POST', `${ISSUES}/bulk-status`, withKey({ target: { ids }, status: 'resolved' }, reused))).status).toBe(200);
      expect((await call('POST', `${ISSUES}/bulk-status`, withKey({ target: { ids }, status: 'open' }, reused))).status).toBe(422);
    });

    it('lists the categories and who issues can be assigned to, per administration', async () => {
      const categories = (await call('GET', `/administrations/${GB}/issue-categories`)).body as IssueCategoryList;
      expect(categories.items.map((c) => c.name)).toContain('Quality complaint');
      const assignees = (await call('GET', `/administrations/${NL}/issue-assignees`)).body as IssueAssigneeList;
      expect(assignees.items[0]).toMatchObject({ kind: 'department' });
      expect(assignees.items).toContainEqual({ kind: 'user', id: 'usr-anna', name: 'Anna de Vries' });
      expect(assignees.items.some((a) => a.id === 'usr-james')).toBe(false);
    });

    it('keeps administrations apart, and tells an invoice\'s issues only to those who may read issues', async () => {
      const gbId = (await page(api, 'per-page=1', `/administrations/${GB}/issues`)).items[0]?.id ?? '';
      expect((await call('GET', `${ISSUES}/${gbId}`)).status).toBe(404);
      const disputed = ((await call('GET', `/administrations/${NL}/invoices?status=disputed&per-page=1`)).body as InvoicePage).items[0]?.id ?? '';
      expect((await invoice(api, disputed)).disputedBy?.length).toBeGreaterThan(0);
      const { access_token: sanne } = await mock.issueTokens('usr-sanne');
      const hers = (await call('GET', `/administrations/${NL}/invoices/${disputed}`, bearer(sanne))).body as Invoice;
      expect(hers.status).toBe('disputed');
      expect(hers).not.toHaveProperty('disputedBy');
      expect((await call('POST', ISSUES, bearer(sanne, withKey({ customerId: 'x', invoiceIds: [], categoryId: 'x', description: 'x', assignee: null })))).status).toBe(403);
    });

    commentAndAttachmentScenarios(api, async () => `/administrations/${GB}/issues/${(await page(api, 'per-page=1', `/administrations/${GB}/issues`)).items[0]?.id ?? ''}`, 'issues', 'usr-james');
  },
  PINNED,
);
