/**
 * The list indexes the mock keeps between requests (./list-index.ts: sort orders, rows, sums kept
 * per administration) answer what a fresh pass over the records would, after every kind of write:
 * a change through the API, a record patched in place (bulk actions), a collection's update, a
 * record created without a commit. Also the answers' Server-Timing. Scale 1: what is checked is
 * correctness, not speed (speed is `npm run bench`'s).
 */
import type { CustomerPage, InvoicePage } from '#api/generated/model/index';
import { serveMockApi } from '../../tests/utils/mock-api';
import { noteWrite } from '../db/writes';
import { createMockServer } from '../node';
import { keptIndex } from './list-index';
import { moneyTotals } from './list';
import { patchRecord } from './receivables';
import { parseServerTiming } from './timing';

const NL = 'adm-nl-001';
const BASE = `http://api.test/v1.0/administrations/${NL}`;
const mock = createMockServer({ now: () => new Date('2026-11-20T09:00:00Z') });
serveMockApi(mock);

async function get<T>(path: string): Promise<{ body: T; timing: Record<string, number> }> {
  const response = await fetch(`${BASE}${path}`);
  expect(response.status, path).toBe(200);
  return { body: (await response.json()) as T, timing: parseServerTiming(response.headers.get('Server-Timing')) };
}

const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

describe('keptIndex', () => {
  it('builds once, then keeps the value until a write or a changed count', () => {
    const owner = {};
    let builds = 0;
    const read = (count: number) => keptIndex(owner, 'x', [count], () => ++builds);
    expect(read(1)).toBe(1);
    expect(read(1)).toBe(1);
    noteWrite();
    expect(read(1)).toBe(2);
    expect(read(2)).toBe(3);
    expect(read(2)).toBe(3);
    // Another owner (database) keeps its own.
    expect(keptIndex({}, 'x', [2], () => 'other')).toBe('other');
  });
});

describe('the invoices list with kept orders', () => {
  it('answers a sorted, filtered page in the same order as before, and puts a patched invoice where it now belongs', async () => {
    const before = (await get<InvoicePage>('/invoices?sort-by=outstanding&per-page=5')).body;
    const again = (await get<InvoicePage>('/invoices?sort-by=outstanding&per-page=5')).body;
    expect(ids(again)).toEqual(ids(before));
    const outstanding = before.items.map((item) => Number(item.outstanding.amount));
    expect(outstanding).toEqual([...outstanding].sort((a, b) => b - a));

    // A bulk action patches in place, without the collection's update().
    const last = (await get<InvoicePage>('/invoices?sort-by=outstanding&sort-order=asc&status=overdue&per-page=1')).body.items[0];
    const record = mock.store.db.invoices.findFirst((q) => q.where({ id: last?.id ?? '' }));
    if (!record) throw new Error('no overdue invoice');
    patchRecord(record, { amount: '999999.99', outstanding: '999999.99' });
    const after = (await get<InvoicePage>('/invoices?sort-by=outstanding&per-page=5')).body;
    expect(after.items[0]).toMatchObject({ id: record.id, outstanding: { amount: '999999.99' } });
    expect(after.totals?.find((t) => t.field === 'outstanding')?.amount).not.toBe(before.totals?.find((t) => t.field === 'outstanding')?.amount);
  });

  it('sees a pause made through the API in the status filter and the status sort', async () => {
    const overdue = (await get<InvoicePage>('/invoices?status=overdue&per-page=1')).body;
    const target = overdue.items[0];
    if (!target) throw new Error('no overdue invoice');
    const pausedBefore = (await get<InvoicePage>('/invoices?status=paused&per-page=1000')).body;
    expect(ids(pausedBefore)).not.toContain(target.id);
    const loaded = await fetch(`${BASE}/invoices/${target.id}`);
    const paused = await fetch(`${BASE}/invoices/${target.id}/pause`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'If-Match': loaded.headers.get('ETag') ?? '' },
      body: JSON.stringify({ reasonCode: 'other', reason: 'Checking the delivery', until: '2026-12-04' }),
    });
    expect(paused.status).toBe(200);
    const pausedAfter = (await get<InvoicePage>('/invoices?status=paused&per-page=1000')).body;
    expect(ids(pausedAfter)).toContain(target.id);
    expect(pausedAfter.total).toBe(pausedBefore.total + 1);
    expect((await get<InvoicePage>('/invoices?status=overdue&per-page=1')).body.total).toBe(overdue.total - 1);
  });

  it('lists an invoice created without a commit, and forgets a deleted one', async () => {
    const { db } = mock.store;
    const { total } = (await get<InvoicePage>('/invoices?per-page=1')).body;
    const source = db.invoices.findFirst((q) => q.where({ administrationId: NL }));
    if (!source) throw new Error('no invoice');
    const { id: _id, ...rest } = { ...source };
    await db.invoices.create({ ...rest, id: 'inv-nl-test01', number: '2099-00001' });
    expect((await get<InvoicePage>('/invoices?per-page=1')).body.total).toBe(total + 1);
    expect(ids((await get<InvoicePage>('/invoices?sort-by=number&sort-order=desc&per-page=1')).body)).toEqual(['inv-nl-test01']);
    await db.invoices.delete((q) => q.where({ id: 'inv-nl-test01' }));
    expect((await get<InvoicePage>('/invoices?per-page=1')).body.total).toBe(total);
  });

  it('filters by amount with the kept cents as the decimal comparison would, bounds of any precision', async () => {
    for (const [min, max] of [['500', '1000'], ['499.9', '700.10'], ['0.001', '250.005']]) {
      const page = (await get<InvoicePage>(`/invoices?amount-min=${min}&amount-max=${max}&per-page=1000`)).body;
      const every = mock.store.db.invoices.all().filter((i) => i.administrationId === NL && Number(i.amount) >= Number(min) && Number(i.amount) <= Number(max));
      expect(page.total, `${min}–${max}`).toBe(every.length);
      expect(page.total).toBeGreaterThan(0);
    }
  });

  it('times its parts in Server-Timing', async () => {
    const { timing } = await get<InvoicePage>('/invoices?status=overdue&sort-by=due-date&page=2');
    expect(Object.keys(timing)).toEqual(['sort', 'filter', 'totals', 'page', 'handler']);
    expect(timing.handler).toBeGreaterThanOrEqual(timing.filter ?? 0);
  });
});

describe('the customers list with kept rows', () => {
  it('follows a customer update made through the collection', async () => {
    const { db } = mock.store;
    const byName = (await get<CustomerPage>('/customers?sort-by=name&per-page=3')).body;
    const last = (await get<CustomerPage>('/customers?sort-by=name&sort-order=desc&per-page=1')).body.items[0];
    const record = db.customers.findFirst((q) => q.where({ id: last?.id ?? '' }));
    if (!record) throw new Error('no customer');
    await db.customers.update(record, { data: (draft) => void (draft.name = '0 Aardvark Holding') });
    const after = (await get<CustomerPage>('/customers?sort-by=name&per-page=3')).body;
    expect(after.items[0]).toMatchObject({ id: record.id, name: '0 Aardvark Holding' });
    expect(ids(after).slice(1)).toEqual(ids(byName).slice(0, 2));
    expect((await get<CustomerPage>('/customers?search-value=aardvark')).body.items.map((c) => c.id)).toEqual([record.id]);
  });
});

describe('moneyTotals', () => {
  const money = (amount: string) => ({ amount, currency: 'EUR' });
  const sum = (amounts: string[]) => moneyTotals(amounts, [{ field: 'amount', money }])[0]?.amount;

  it('adds two-decimal amounts exactly, negatives and zeros too', () => {
    expect(sum(['0.10', '0.20', '-0.05'])).toBe('0.25');
    expect(sum(['-0.05'])).toBe('-0.05');
    expect(sum(['1.00', '-1.00'])).toBe('0.00');
    expect(sum(['1234567890123.45', '0.55'])).toBe('1234567890124.00');
  });

  it('falls back to big.js for other amounts and sums beyond the safe integers', () => {
    expect(sum(['0.1', '0.2'])).toBe('0.30');
    expect(sum(['0.001', '1.00'])).toBe('1.001');
    expect(sum(['9999999999999.99', '9999999999999.99', '9999999999999.99'])).toBe('29999999999999.97');
    expect(moneyTotals([], [{ field: 'amount', money }])).toEqual([]);
  });
});
