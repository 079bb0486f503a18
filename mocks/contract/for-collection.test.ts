import Big from 'big.js';
import type { CollectionCase, CollectionCasePage, CollectionHandoverResult, Invoice, InvoiceSummary } from '#api/generated/model/index';
import { bearer, contractSuite, json, type ContractApi } from './harness';
import { conflictOf, GB, items, NL, problemOf, withIfMatch } from './test-helpers';

const CASES = `/administrations/${NL}/for-collection`;
const REFERENCE = '2026-11-20T09:00:00Z';
/** The handler clock: the seed's reference day, moved on by the notice scenario. */
let clock = new Date(REFERENCE);

const key = () => `test-${crypto.randomUUID()}`;
const withKey = (body: unknown, idempotencyKey = key(), init: RequestInit = {}) => json(body, { ...init, headers: { 'Idempotency-Key': idempotencyKey, ...init.headers } });

async function allOf<T>({ call }: ContractApi, path: string): Promise<T[]> {
  return items<T>((await call('GET', path)).body);
}

const invoiceOf = async ({ call }: ContractApi, id: string) => (await call('GET', `/administrations/${NL}/invoices/${id}`)).body as Invoice;
const moveTo = ({ call }: ContractApi, record: CollectionCase, body: Record<string, unknown>) => call('PUT', `${CASES}/${record.id}/stage`, withIfMatch(record.etag, json(body)));
const sumOf = (amounts: readonly string[]) => amounts.reduce((sum, amount) => sum.plus(amount), new Big(0)).toFixed(2);

contractSuite(
  'for-collection',
  (api) => {
    const { call, mock } = api;
    beforeEach(() => {
      clock = new Date(REFERENCE);
    });

    it('seeds a case for every invoice for collection, cases at every stage, in both administrations', async () => {
      for (const administration of [NL, GB]) {
        const cases = await allOf<CollectionCase>(api, `/administrations/${administration}/for-collection?per-page=1000`);
        const handedOver = await allOf<InvoiceSummary>(api, `/administrations/${administration}/invoices?status=for-collection&per-page=1000`);
        expect(handedOver.length).toBeGreaterThan(0);
        const held = cases.filter((c) => c.stage !== 'closed').flatMap((c) => c.invoices.map((i) => i.id));
        expect([...held].sort()).toEqual(handedOver.map((invoice) => invoice.id).sort());
        for (const stage of ['new', 'amicable', 'statutory-notice', 'bailiff', 'closed'] as const) expect(cases.filter((c) => c.stage === stage).length, `${administration} ${stage}`).toBeGreaterThan(0);
        for (const c of cases) {
          expect(c.history[0]).toMatchObject({ from: null, to: 'new' });
          expect(c.history.at(-1)?.to).toBe(c.stage);
          expect(c.claim.amount).toBe(new Big(c.principal.amount).plus(c.costs.total.amount).plus(c.interest.total.amount).toFixed(2));
          expect(c.interest.total.amount).toBe(sumOf(c.interest.lines.map((line) => line.amount)));
          expect(c.costs.total.amount).toBe(sumOf(c.costs.lines.map((line) => line.amount)));
          if (c.stage === 'statutory-notice' || c.stage === 'bailiff') expect(c.noticeEndsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      }
    });

    it('computes the statutory costs per the administration’s country and shows how', async () => {
      const nl = (await allOf<CollectionCase>(api, `${CASES}?stage=amicable&per-page=1`))[0]!;
      expect(nl.costs.country).toBe('NL');
      expect(nl.costs.lines[0]).toMatchObject({ kind: 'band', from: '0.00', rate: '15' });
      expect(nl.costs.total.currency).toBe('EUR');
      const gb = (await allOf<CollectionCase>(api, `/administrations/${GB}/for-collection?stage=amicable&per-page=1`))[0]!;
      expect(gb.costs.country).toBe('GB');
      expect(gb.costs.lines.filter((line) => line.kind === 'fixed-sum')).toHaveLength(gb.invoices.length);
      expect(gb.costs.lines.every((line) => line.kind === 'fixed-sum')).toBe(true);
      expect(gb.costs.total.currency).toBe('GBP');
    });

    it('computes the statutory interest per day outstanding beside the costs, per country', async () => {
      const nl = (await allOf<CollectionCase>(api, `${CASES}?stage=amicable&per-page=1`))[0]!;
      expect(nl.interest).toMatchObject({ country: 'NL', asOf: '2026-11-20', total: { currency: 'EUR' } });
      // A line per stretch at one rate: the Dutch half-years of 2026 run at 10.15 %.
      for (const line of nl.interest.lines) {
        const invoice = nl.invoices.find((i) => i.id === line.invoice.id)!;
        expect(line.from > invoice.dueDate).toBe(true);
        expect(line.amount).toBe(new Big(line.base).times(line.rate).div(100).times(line.days).div(line.yearDays).round(2, Big.roundHalfUp).toFixed(2));
      }
      expect(nl.interest.lines.filter((line) => line.from >= '2026-01-01').every((line) => line.rate === '10.15')).toBe(true);
      const gb = (await allOf<CollectionCase>(api, `/administrations/${GB}/for-collection?stage=amicable&per-page=1`))[0]!;
      expect(gb.interest.country).toBe('GB');
      expect(gb.interest.lines).toHaveLength(gb.invoices.filter((i) => i.daysOverdue > 0).length);
      for (const line of gb.interest.lines) expect(line).toMatchObject({ yearDays: 365, to: '2026-11-20', days: gb.invoices.find((i) => i.id === line.invoice.id)!.daysOverdue });
      // It runs day by day.
      clock = new Date('2026-11-30T09:00:00Z');
      const later = (await call('GET', `/administrations/${GB}/for-collection/${gb.id}`)).body as CollectionCase;
      expect(new Big(later.interest.total.amount).gt(gb.interest.total.amount)).toBe(true);
      expect(later.costs.total).toEqual(gb.costs.total);
    });

    it('lists with filters, sorts and sums over every matching case', async () => {
      const page = (await call('GET', `${CASES}?per-page=3&sort-by=reference&sort-order=desc`)).body as CollectionCasePage;
      const references = page.items.map((c) => c.reference);
      expect(references).toEqual([...references].sort().reverse());
      for (const query of ['', 'stage=amicable&stage=bailiff']) {
        const one = (await call('GET', `${CASES}?${query}&per-page=1&page=2`)).body as CollectionCasePage;
        const all = (await call('GET', `${CASES}?${query}&per-page=1000`)).body as CollectionCasePage;
        expect(one.totals).toEqual(all.totals);
        expect(all.totals?.find((t) => t.field === 'claim')?.amount).toBe(sumOf(all.items.map((c) => c.claim.amount)));
        if (query) expect(all.items.every((c) => c.stage === 'amicable' || c.stage === 'bailiff')).toBe(true);
      }
      const first = page.items[0]!;
      expect((await allOf<CollectionCase>(api, `${CASES}?customer-id=${first.customer.id}`)).every((c) => c.customer.id === first.customer.id)).toBe(true);
      expect((await allOf<CollectionCase>(api, `${CASES}?invoice-id=${first.invoices[0]!.id}`)).map((c) => c.id)).toEqual([first.id]);
      const found = await allOf<CollectionCase>(api, `${CASES}?search-field=customerName&search-value=${encodeURIComponent(first.customer.name.slice(0, 5))}`);
      expect(found.map((c) => c.id)).toContain(first.id);
      expect((await call('GET', `${CASES}?stage=paused`)).status).toBe(400);
      expect((await call('GET', `${CASES}?sort-by=size`)).status).toBe(400);
    });

    it('hands overdue invoices over, one case per customer, once per key; their dunning stops', async () => {
      const overdue = await allOf<InvoiceSummary>(api, `/administrations/${NL}/invoices?status=overdue&per-page=200`);
      const first = overdue[0]!;
      const other = overdue.find((invoice) => invoice.customer.id !== first.customer.id)!;
      const idempotencyKey = key();
      const body = { invoiceIds: [first.id, other.id], reason: '  No reaction to three reminders.  ' };
      const made = await call('POST', CASES, withKey(body, idempotencyKey));
      expect(made.status).toBe(200);
      const cases = (made.body as CollectionHandoverResult).items;
      expect(cases.map((c) => [c.customer.id, c.stage, c.reason, c.invoices.map((i) => i.id)])).toEqual([
        [first.customer.id, 'new', 'No reaction to three reminders.', [first.id]],
        [other.customer.id, 'new', 'No reaction to three reminders.', [other.id]],
      ]);
      expect(cases[0]!.nextStages).toEqual(['amicable', 'closed']);
      expect(cases[0]!.history).toEqual([expect.objectContaining({ from: null, to: 'new', by: 'Anna de Vries' })]);
      const invoice = await invoiceOf(api, first.id);
      expect(invoice.status).toBe('for-collection');
      // A retry answers the same cases and makes none; the same key for another request is refused.
      const again = await call('POST', CASES, withKey(body, idempotencyKey));
      expect((again.body as CollectionHandoverResult).items.map((c) => c.id)).toEqual(cases.map((c) => c.id));
      expect(await allOf<CollectionCase>(api, `${CASES}?invoice-id=${first.id}`)).toHaveLength(1);
      expect((await call('POST', CASES, withKey({ ...body, reason: 'Other' }, idempotencyKey))).status).toBe(422);
      expect((await call('GET', `${CASES}/${cases[0]!.id}`)).body).toMatchObject({ id: cases[0]!.id, stage: 'new' });
    });

    it('refuses invoices not overdue, paid, disputed or already handed over, naming each, and hands none over', async () => {
      const pick = async (status: string) => (await allOf<InvoiceSummary>(api, `/administrations/${NL}/invoices?status=${status}&per-page=1`))[0]!;
      const [open, paid, disputed, handed, overdue] = await Promise.all(['open', 'paid', 'disputed', 'for-collection', 'overdue'].map(pick));
      const refused = await call('POST', CASES, withKey({ invoiceIds: [overdue!.id, open!.id, paid!.id, disputed!.id, handed!.id, 'inv-nope'], reason: 'Try' }));
      expect(refused.status).toBe(422);
      expect(problemOf(refused.body).errors).toEqual([
        { field: 'invoiceIds.1', message: 'not overdue' },
        { field: 'invoiceIds.2', message: 'paid' },
        { field: 'invoiceIds.3', message: 'disputed' },
        { field: 'invoiceIds.4', message: 'already for collection' },
        { field: 'invoiceIds.5', message: 'unknown invoice' },
      ]);
      expect((await invoiceOf(api, overdue!.id)).status).toBe('overdue');
      expect((await call('POST', CASES, withKey({ invoiceIds: [overdue!.id], reason: '   ' }))).status).toBe(422);
      expect((await call('POST', CASES, withKey({ invoiceIds: [], reason: 'x' }))).status).toBe(400);
      expect((await call('POST', CASES, json({ invoiceIds: [overdue!.id], reason: 'x' }))).status).toBe(400);
    });

    it('moves a case a stage at a time with If-Match, keeps the notice 14 days, and never goes back', async () => {
      const overdue = (await allOf<InvoiceSummary>(api, `/administrations/${NL}/invoices?status=overdue&per-page=1&sort-order=asc`))[0]!;
      let record = ((await call('POST', CASES, withKey({ invoiceIds: [overdue.id], reason: 'Broken promise' }))).body as CollectionHandoverResult).items[0]!;

      expect((await call('PUT', `${CASES}/${record.id}/stage`, json({ stage: 'amicable' }))).status).toBe(428);
      const skipped = await moveTo(api, record, { stage: 'statutory-notice' });
      expect(skipped.status).toBe(422);
      expect(problemOf(skipped.body).errors?.[0]?.field).toBe('stage');

      const amicable = await moveTo(api, record, { stage: 'amicable', note: 'Agency wrote.' });
      expect(amicable.status).toBe(200);
      const stale = await moveTo(api, record, { stage: 'amicable' });
      expect(stale.status).toBe(412);
      expect(conflictOf<CollectionCase>(stale.body).current).toMatchObject({ id: record.id, stage: 'amicable' });
      record = amicable.body as CollectionCase;
      expect((await moveTo(api, record, { stage: 'new' })).status).toBe(422);
      expect((await moveTo(api, record, { stage: 'somewhere' })).status).toBe(400);

      record = (await moveTo(api, record, { stage: 'statutory-notice' })).body as CollectionCase;
      expect(record).toMatchObject({ stage: 'statutory-notice', noticeEndsOn: '2026-12-04', nextStages: ['closed'] });
      const early = await moveTo(api, record, { stage: 'bailiff' });
      expect(early.status).toBe(422);
      expect(problemOf(early.body).errors?.[0]?.message).toContain('2026-12-04');
      clock = new Date('2026-12-05T09:00:00Z');
      record = (await call('GET', `${CASES}/${record.id}`)).body as CollectionCase;
      expect(record.nextStages).toEqual(['bailiff', 'closed']);
      record = (await moveTo(api, record, { stage: 'bailiff' })).body as CollectionCase;

      expect((await moveTo(api, record, { stage: 'closed' })).status).toBe(422);
      record = (await moveTo(api, record, { stage: 'closed', outcome: 'withdrawn', note: 'Settled with the customer.' })).body as CollectionCase;
      expect(record).toMatchObject({ stage: 'closed', outcome: 'withdrawn', nextStages: [] });
      expect(record.history.map((step) => [step.from, step.to])).toEqual([
        [null, 'new'],
        ['new', 'amicable'],
        ['amicable', 'statutory-notice'],
        ['statutory-notice', 'bailiff'],
        ['bailiff', 'closed'],
      ]);
      // Withdrawn: the invoice goes back to dunning.
      expect((await invoiceOf(api, overdue.id)).status).not.toBe('for-collection');
      expect((await moveTo(api, record, { stage: 'closed', outcome: 'collected' })).status).toBe(422);
    });

    it('refuses a member without Manage_For_Collection, and keeps administrations apart', async () => {
      const sanne = await mock.issueTokens('usr-sanne');
      const overdue = (await allOf<InvoiceSummary>(api, `/administrations/${NL}/invoices?status=overdue&per-page=1`))[0]!;
      expect((await call('POST', CASES, withKey({ invoiceIds: [overdue.id], reason: 'x' }, key(), bearer(sanne.access_token)))).status).toBe(403);
      expect((await call('GET', CASES, bearer(sanne.access_token))).status).toBe(403);
      expect((await invoiceOf(api, overdue.id)).status).toBe('overdue');
      const gbId = (await allOf<CollectionCase>(api, `/administrations/${GB}/for-collection?per-page=1`))[0]!.id;
      expect((await call('GET', `${CASES}/${gbId}`)).status).toBe(404);
      expect((await call('GET', `${CASES}/nope`)).status).toBe(404);
    });
  },
  { now: () => clock },
);
