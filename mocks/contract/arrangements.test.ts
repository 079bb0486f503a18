import Big from 'big.js';
import type { Arrangement, ArrangementPage, Invoice, InvoiceSummary, SettledPayment } from '#api/generated/model/index';
import { bearer, contractSuite, json, type ContractApi } from './harness';
import { conflictOf, GB, items, NL, problemOf, withIfMatch } from './test-helpers';

const ARRANGEMENTS = `/administrations/${NL}/arrangements`;
const REFERENCE = '2026-11-20T09:00:00Z';
/** The handler clock: the seed's reference day, moved forward by the breaking scenario. */
let clock = new Date(REFERENCE);

const key = () => `test-${crypto.randomUUID()}`;
const withKey = (body: unknown, idempotencyKey = key(), init: RequestInit = {}) => json(body, { ...init, headers: { 'Idempotency-Key': idempotencyKey, ...init.headers } });

const plan = (overrides: Record<string, unknown> = {}) => ({ mode: 'count', count: 3, amountPerInstalment: null, frequency: 'monthly', firstDueDate: '2026-12-15', downPayment: null, ...overrides });

async function allOf<T>({ call }: ContractApi, path: string): Promise<T[]> {
  return items<T>((await call('GET', path)).body);
}

/** An overdue invoice nothing pauses (no plan, no dispute), of a customer with no active plan. */
async function freeInvoice(api: ContractApi, skip = 0): Promise<InvoiceSummary> {
  const overdue = await allOf<InvoiceSummary>(api, `/administrations/${NL}/invoices?status=overdue&per-page=200`);
  const held = new Set((await allOf<Arrangement>(api, `${ARRANGEMENTS}?per-page=1000`)).filter((a) => a.status === 'active' || a.status === 'proposed').flatMap((a) => a.invoices.map((i) => i.id)));
  const free = overdue.filter((invoice) => !held.has(invoice.id));
  const invoice = free[skip];
  if (!invoice) throw new Error('no free overdue invoice in the seed');
  return invoice;
}

async function agree(api: ContractApi, invoice: InvoiceSummary, overrides: Record<string, unknown> = {}) {
  return api.call('POST', ARRANGEMENTS, withKey({ customerId: invoice.customer.id, invoiceIds: [invoice.id], plan: plan(), ...overrides }));
}

const invoiceStatus = async ({ call }: ContractApi, id: string) => ((await call('GET', `/administrations/${NL}/invoices/${id}`)).body as Invoice).status;

contractSuite(
  'arrangements',
  (api) => {
    const { call, mock } = api;
    beforeEach(() => {
      clock = new Date(REFERENCE);
    });

    it('seeds a plan for every invoice in arrangement, and broken and completed ones, in both administrations', async () => {
      for (const administration of [NL, GB]) {
        const plans = await allOf<Arrangement>(api, `/administrations/${administration}/arrangements?per-page=1000`);
        const arranged = await allOf<InvoiceSummary>(api, `/administrations/${administration}/invoices?status=in-arrangement&per-page=1000`);
        expect(arranged.length).toBeGreaterThan(0);
        const covered = new Set(plans.filter((a) => a.status === 'active').flatMap((a) => a.invoices.map((i) => i.id)));
        expect([...covered].sort()).toEqual(arranged.map((invoice) => invoice.id).sort());
        for (const status of ['active', 'broken', 'completed'] as const) expect(plans.filter((a) => a.status === status).length, `${administration} ${status}`).toBeGreaterThan(0);
        for (const plan of plans) {
          expect(sumOf(plan.instalments.map((i) => i.amount.amount))).toBe(new Big(plan.total.amount).toFixed(2));
          if (plan.status === 'broken') expect(plan.brokenSince).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          else expect(plan.brokenSince).toBeNull();
        }
      }
      // Paged, filtered and sorted on the server.
      const page = (await call('GET', `${ARRANGEMENTS}?per-page=5&status=active&sort-by=reference&sort-order=desc`)).body as ArrangementPage;
      expect(page.items).toHaveLength(5);
      expect(page.items.every((a) => a.status === 'active')).toBe(true);
      const references = page.items.map((a) => a.reference);
      expect(references).toEqual([...references].sort().reverse());
      const customer = page.items[0]!.customer;
      const ofCustomer = await allOf<Arrangement>(api, `${ARRANGEMENTS}?customer-id=${customer.id}`);
      expect(ofCustomer.every((a) => a.customer.id === customer.id)).toBe(true);
      const invoiceId = page.items[0]!.invoices[0]!.id;
      expect((await allOf<Arrangement>(api, `${ARRANGEMENTS}?invoice-id=${invoiceId}`)).map((a) => a.id)).toContain(page.items[0]!.id);
      expect((await call('GET', `${ARRANGEMENTS}?sort-by=size`)).status).toBe(400);
      expect((await call('GET', `${ARRANGEMENTS}?status=paused`)).status).toBe(400);
    });

    it('sums the money columns over the whole filtered set, not the page: totals equal the sum of every matching plan', async () => {
      for (const query of ['', 'status=active', 'status=broken&status=completed']) {
        const one = (await call('GET', `${ARRANGEMENTS}?${query}&per-page=2&page=2`)).body as ArrangementPage;
        const all = (await call('GET', `${ARRANGEMENTS}?${query}&per-page=1000`)).body as ArrangementPage;
        expect(all.items).toHaveLength(all.total);
        expect(all.total, query).toBeGreaterThan(2);
        expect(one.totals).toEqual(all.totals);
        expect(one.totals?.map(({ field, currency }) => [field, currency])).toEqual([
          ['total', 'EUR'],
          ['paid', 'EUR'],
          ['remaining', 'EUR'],
        ]);
        for (const total of one.totals ?? []) {
          const field = total.field as 'total' | 'paid' | 'remaining';
          expect(total.amount, `${query} ${field}`).toBe(sumOf(all.items.map((plan) => plan[field].amount)));
        }
      }
    });

    it('agrees a plan once per Idempotency-Key: €1,000-style split, the last instalment absorbs rounding, the invoices pause', async () => {
      const invoice = await freeInvoice(api);
      const idempotencyKey = key();
      const body = { customerId: invoice.customer.id, invoiceIds: [invoice.id], plan: plan() };
      const created = await call('POST', ARRANGEMENTS, withKey(body, idempotencyKey));
      expect(created.status).toBe(201);
      const arrangement = created.body as Arrangement;
      expect(created.response.headers.get('ETag')).toBe(arrangement.etag);
      expect(arrangement).toMatchObject({ status: 'active', frequency: 'monthly', customer: { id: invoice.customer.id }, total: invoice.outstanding, brokenSince: null, nextDueDate: '2026-12-15' });
      expect(arrangement.instalments.map((i) => i.dueDate)).toEqual(['2026-12-15', '2027-01-15', '2027-02-15']);
      const each = new Big(invoice.outstanding.amount).div(3).round(2, Big.roundDown);
      expect(arrangement.instalments.map((i) => i.amount.amount)).toEqual([each.toFixed(2), each.toFixed(2), new Big(invoice.outstanding.amount).minus(each.times(2)).toFixed(2)]);
      expect(await invoiceStatus(api, invoice.id)).toBe('in-arrangement');

      const again = await call('POST', ARRANGEMENTS, withKey(body, idempotencyKey));
      expect(again.status).toBe(201);
      expect((again.body as Arrangement).id).toBe(arrangement.id);
      expect((await call('POST', ARRANGEMENTS, withKey({ ...body, plan: plan({ count: 4 }) }, idempotencyKey))).status).toBe(422);
      // The invoice is held by this plan now.
      const twice = await agree(api, invoice);
      expect(twice.status).toBe(422);
      expect(problemOf(twice.body).errors?.[0]?.field).toBe('invoiceIds');
      expect((await call('POST', ARRANGEMENTS, json(body))).status).toBe(400);
    });

    it('refuses plans that cannot be made, naming the field (the same rules as the form)', async () => {
      const invoice = await freeInvoice(api);
      const fieldOf = async (overrides: Record<string, unknown>) => problemOf((await agree(api, invoice, overrides)).body).errors?.map((e) => e.field);
      expect(await fieldOf({ plan: plan({ count: 0 }) })).toEqual(['plan.count']);
      expect(await fieldOf({ plan: plan({ firstDueDate: '2026-11-19' }) })).toEqual(['plan.firstDueDate']);
      expect(await fieldOf({ plan: plan({ mode: 'amount', count: null, amountPerInstalment: '99999999' }) })).toEqual(['plan.amountPerInstalment']);
      expect(await fieldOf({ plan: plan({ downPayment: '99999999' }) })).toEqual(['plan.downPayment']);
      const other = (await allOf<InvoiceSummary>(api, `/administrations/${NL}/invoices?per-page=200`)).find((i) => i.customer.id !== invoice.customer.id)!;
      expect(await fieldOf({ invoiceIds: [other.id] })).toEqual(['invoiceIds']);
      expect(await fieldOf({ customerId: 'cus-nope' })).toEqual(['customerId']);
      expect((await agree(api, invoice, { plan: plan({ frequency: 'daily' }) })).status).toBe(400);
    });

    it('books payments in order, partial ones too, lowering the invoices; completing the plan resumes nothing that is owed', async () => {
      const invoice = await freeInvoice(api);
      const arrangement = (await agree(api, invoice, { plan: plan({ count: 2 }) })).body as Arrangement;
      const path = `${ARRANGEMENTS}/${arrangement.id}/payments`;
      const first = arrangement.instalments[0]!.amount.amount;
      const partial = new Big(first).div(2).round(2, Big.roundDown).toFixed(2);
      const paid = await call('POST', path, withKey({ amount: { amount: partial, currency: 'EUR' } }));
      expect(paid.status).toBe(200);
      const after = paid.body as Arrangement;
      expect(after.instalments[0]).toMatchObject({ status: 'partly-paid', paid: { amount: partial } });
      expect(after.paid.amount).toBe(partial);
      expect(after.invoices[0]!.outstanding.amount).toBe(new Big(invoice.outstanding.amount).minus(partial).toFixed(2));

      expect(problemOf((await call('POST', path, withKey({ amount: { amount: '99999999', currency: 'EUR' } }))).body).errors?.[0]?.field).toBe('amount.amount');
      expect((await call('POST', path, withKey({ amount: { amount: '0', currency: 'EUR' } }))).status).toBe(422);
      expect((await call('POST', path, withKey({ amount: { amount: '1', currency: 'GBP' } }))).status).toBe(422);
      expect((await call('POST', path, json({ amount: { amount: '1', currency: 'EUR' } }))).status).toBe(400);

      const rest = await call('POST', path, withKey({ amount: after.remaining }));
      expect(rest.body).toMatchObject({ status: 'completed', remaining: { amount: '0.00' }, nextDueDate: null });
      expect(await invoiceStatus(api, invoice.id)).toBe('paid');
      expect((await call('POST', path, withKey({ amount: { amount: '1', currency: 'EUR' } }))).status).toBe(422);
    });

    it('keeps an instalment payment as a settled payment matched as the booking allocated it, once per Idempotency-Key', async () => {
      // Two free overdue invoices of one customer, worth more than 100.00 together.
      const overdue = await allOf<InvoiceSummary>(api, `/administrations/${NL}/invoices?status=overdue&per-page=200`);
      const held = new Set((await allOf<Arrangement>(api, `${ARRANGEMENTS}?per-page=1000`)).filter((a) => a.status === 'active' || a.status === 'proposed').flatMap((a) => a.invoices.map((i) => i.id)));
      const free = overdue.filter((invoice) => !held.has(invoice.id));
      const pair = free
        .map((invoice) => free.filter((other) => other.customer.id === invoice.customer.id))
        .find((mine) => mine.length >= 2 && new Big(sumOf(mine.slice(0, 2).map((i) => i.outstanding.amount))).gt(100))
        ?.slice(0, 2);
      if (!pair) throw new Error('no customer with two free overdue invoices in the seed');
      const created = await call('POST', ARRANGEMENTS, withKey({ customerId: pair[0]!.customer.id, invoiceIds: pair.map((i) => i.id), plan: plan() }));
      expect(created.status).toBe(201);
      const arrangement = created.body as Arrangement;
      const before = (await allOf<SettledPayment>(api, `/administrations/${NL}/settled-payments?per-page=1000`)).map((p) => p.id);

      const path = `${ARRANGEMENTS}/${arrangement.id}/payments`;
      const idempotencyKey = key();
      const booked = await call('POST', path, withKey({ amount: { amount: '100.00', currency: 'EUR' } }, idempotencyKey));
      expect(booked.status).toBe(200);
      const invoicesAfter = (booked.body as Arrangement).invoices;

      // What the booking took of each invoice, earliest due first, is what the payment gives it.
      const expected: { invoiceId: string; amount: string }[] = [];
      let left = new Big('100.00');
      for (const invoice of [...arrangement.invoices].sort((a, b) => a.dueDate.localeCompare(b.dueDate))) {
        const taken = new Big(invoice.outstanding.amount).minus(invoicesAfter.find((i) => i.id === invoice.id)!.outstanding.amount);
        const take = left.lt(invoice.outstanding.amount) ? left : new Big(invoice.outstanding.amount);
        expect(taken.toFixed(2)).toBe(take.toFixed(2));
        left = left.minus(take);
        if (take.gt(0)) expected.push({ invoiceId: invoice.id, amount: take.toFixed(2) });
      }
      const added = (await allOf<SettledPayment>(api, `/administrations/${NL}/settled-payments?per-page=1000`)).filter((p) => !before.includes(p.id));
      expect(added).toHaveLength(1);
      const payment = added[0]!;
      expect(payment).toMatchObject({
        receivedOn: '2026-11-20',
        amount: { amount: '100.00', currency: 'EUR' },
        reference: arrangement.reference,
        customer: { id: arrangement.customer.id },
        allocated: { amount: '100.00' },
        unallocated: { amount: '0.00' },
        matchStatus: 'matched',
      });
      expect(payment.allocations.map(({ invoiceId, amount }) => ({ invoiceId, amount: amount.amount }))).toEqual(expected);
      // The invoice's payments (its Payments tab) list it.
      const ofInvoice = await allOf<SettledPayment>(api, `/administrations/${NL}/settled-payments?invoice-id=${expected[0]!.invoiceId}`);
      expect(ofInvoice.map((p) => p.id)).toContain(payment.id);

      // The same request again books nothing: no second payment, the same answer.
      const again = await call('POST', path, withKey({ amount: { amount: '100.00', currency: 'EUR' } }, idempotencyKey));
      expect(again.status).toBe(200);
      expect((again.body as Arrangement).paid.amount).toBe('100.00');
      expect((await allOf<SettledPayment>(api, `/administrations/${NL}/settled-payments?per-page=1000`)).filter((p) => !before.includes(p.id))).toHaveLength(1);
    });

    it('activates and cancels only in the version named by If-Match; cancelling resumes the invoices', async () => {
      const invoice = await freeInvoice(api);
      const proposed = (await agree(api, invoice, { activate: false })).body as Arrangement;
      expect(proposed.status).toBe('proposed');
      expect(await invoiceStatus(api, invoice.id)).toBe('overdue');
      const path = `${ARRANGEMENTS}/${proposed.id}/status`;
      const put = (status: string, etag?: string) => call('PUT', path, withIfMatch(etag, json({ status })));

      expect((await put('active')).status).toBe(428);
      const active = await put('active', proposed.etag);
      expect(active.status).toBe(200);
      expect(await invoiceStatus(api, invoice.id)).toBe('in-arrangement');
      const stale = await put('cancelled', proposed.etag);
      expect(stale.status).toBe(412);
      expect(conflictOf<Arrangement>(stale.body).current).toMatchObject({ id: proposed.id, status: 'active' });

      const cancelled = await put('cancelled', (active.body as Arrangement).etag);
      expect(cancelled.body).toMatchObject({ status: 'cancelled' });
      expect(await invoiceStatus(api, invoice.id)).toBe('overdue');
      expect(problemOf((await put('active', (cancelled.body as Arrangement).etag)).body).errors?.[0]?.field).toBe('status');
      expect((await put('paused', (cancelled.body as Arrangement).etag)).status).toBe(400);
    });

    it('breaks an active plan whose instalment is missed past its due date, since the day after, and resumes its invoices', async () => {
      const invoice = await freeInvoice(api);
      const arrangement = (await agree(api, invoice, { plan: plan({ firstDueDate: '2026-11-25', frequency: 'weekly' }) })).body as Arrangement;
      const read = async () => (await call('GET', `${ARRANGEMENTS}/${arrangement.id}`)).body as Arrangement;
      clock = new Date('2026-11-25T18:00:00Z');
      expect((await read()).status).toBe('active');
      clock = new Date('2026-11-26T08:00:00Z');
      const broken = await read();
      expect(broken).toMatchObject({ status: 'broken', brokenSince: '2026-11-26' });
      expect(broken.instalments.map((i) => i.status)).toEqual(['missed', 'due', 'due']);
      expect(await invoiceStatus(api, invoice.id)).toBe('overdue');
      expect((await call('POST', `${ARRANGEMENTS}/${arrangement.id}/payments`, withKey({ amount: { amount: '1', currency: 'EUR' } }))).status).toBe(422);
    });

    it('breaks a plan whose instalment is missed when only its invoices are read (the list, then one invoice)', async () => {
      const first = await freeInvoice(api);
      const second = await freeInvoice(api, 1);
      const listed = (await agree(api, first, { plan: plan({ firstDueDate: '2026-11-25', frequency: 'weekly' }) })).body as Arrangement;
      const got = (await agree(api, second, { plan: plan({ firstDueDate: '2026-11-27', frequency: 'weekly' }) })).body as Arrangement;
      expect(await invoiceStatus(api, first.id)).toBe('in-arrangement');
      expect(await invoiceStatus(api, second.id)).toBe('in-arrangement');
      const row = async (invoice: InvoiceSummary) =>
        (await allOf<InvoiceSummary>(api, `/administrations/${NL}/invoices?search-field=number&search-value=${encodeURIComponent(invoice.number)}`)).find((r) => r.id === invoice.id);
      // No arrangements endpoint is called: the invoices' own reads apply the rule.
      clock = new Date('2026-11-26T08:00:00Z');
      expect((await row(first))?.status).toBe('overdue');
      expect((await row(second))?.status).toBe('in-arrangement');
      clock = new Date('2026-11-28T08:00:00Z');
      expect(await invoiceStatus(api, second.id)).toBe('overdue');
      expect((await call('GET', `${ARRANGEMENTS}/${listed.id}`)).body).toMatchObject({ status: 'broken', brokenSince: '2026-11-26' });
      expect((await call('GET', `${ARRANGEMENTS}/${got.id}`)).body).toMatchObject({ status: 'broken', brokenSince: '2026-11-28' });
    });

    it('refuses a member without Manage_Arrangements, and keeps administrations apart', async () => {
      const sanne = await mock.issueTokens('usr-sanne');
      const invoice = await freeInvoice(api);
      const refused = await call('POST', ARRANGEMENTS, withKey({ customerId: invoice.customer.id, invoiceIds: [invoice.id], plan: plan() }, key(), bearer(sanne.access_token)));
      expect(refused.status).toBe(403);
      expect(await invoiceStatus(api, invoice.id)).toBe('overdue');
      const gbId = (await allOf<Arrangement>(api, `/administrations/${GB}/arrangements?per-page=1`))[0]!.id;
      expect((await call('GET', `${ARRANGEMENTS}/${gbId}`)).status).toBe(404);
    });
  },
  { now: () => clock },
);

function sumOf(amounts: readonly string[]): string {
  return amounts.reduce((sum, amount) => sum.plus(amount), new Big(0)).toFixed(2);
}
