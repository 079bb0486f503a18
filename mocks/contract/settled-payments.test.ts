import Big from 'big.js';
import { SEED_IDS } from '../node';
import { contractSuite, json } from './harness';

const NL = SEED_IDS.administrations.nl;
const GB = SEED_IDS.administrations.gb;

type Money = { amount: string; currency: string };
type Payment = {
  id: string;
  number: string;
  receivedOn: string;
  amount: Money;
  payer: { name: string };
  allocations: { invoiceId: string; invoiceNumber: string; amount: Money }[];
  allocated: Money;
  unallocated: Money;
  matchStatus: 'unmatched' | 'partly-matched' | 'matched';
  etag: string;
};
type Page = { items: Payment[]; total: number; page: number; perPage: number; totals?: { field: string; currency: string; amount: string }[] };
type Invoice = { id: string; number: string; outstanding: Money; status: string; customer: { id: string } };

contractSuite('settled-payments', ({ call }) => {
  const unmatched = async (administrationId = NL) =>
    ((await call('GET', `/administrations/${administrationId}/settled-payments?match-status=unmatched&per-page=100`)).body as Page).items;
  const invoice = async (id: string) => (await call('GET', `/administrations/${NL}/invoices/${id}`)).body as Invoice;
  const openInvoices = async () =>
    ((await call('GET', `/administrations/${NL}/invoices?status=open&status=overdue&per-page=50&sort-by=outstanding&sort-order=asc`)).body as { items: Invoice[] }).items;
  const match = (id: string, allocations: { invoiceId: string; amount: string }[], headers: Record<string, string>) =>
    call('PUT', `/administrations/${NL}/settled-payments/${id}/allocations`, json({ allocations }, { method: 'PUT', headers }));
  let keys = 0;
  const key = () => `contract-key-${(keys += 1)}-settled`;

  it('pages, sorts, searches and filters the list, and reads one payment with its version', async () => {
    const first = await call('GET', `/administrations/${NL}/settled-payments?per-page=10&sort-by=received-on&sort-order=desc`);
    expect(first.status).toBe(200);
    const page = first.body as Page;
    expect(page.items).toHaveLength(10);
    expect(page.total).toBeGreaterThan(10);
    const days = page.items.map((item) => item.receivedOn);
    expect(days).toEqual([...days].sort().reverse());

    const needle = page.items[0]?.number ?? '';
    const found = (await call('GET', `/administrations/${NL}/settled-payments?search-field=number&search-value=${needle}`)).body as Page;
    expect(found.items.map((item) => item.number)).toEqual([needle]);

    // Every payment's totals add up, in decimals.
    const all = (await call('GET', `/administrations/${NL}/settled-payments?per-page=500`)).body as Page;
    for (const payment of all.items) {
      const allocated = payment.allocations.reduce((total, line) => total.plus(line.amount.amount), new Big(0));
      expect(allocated.toFixed(2)).toBe(payment.allocated.amount);
      expect(new Big(payment.amount.amount).minus(allocated).toFixed(2)).toBe(payment.unallocated.amount);
    }
    expect(all.items.some((payment) => payment.matchStatus === 'partly-matched')).toBe(true);
    expect((await unmatched()).length).toBeGreaterThan(0);

    const id = page.items[0]?.id ?? '';
    const one = await call('GET', `/administrations/${NL}/settled-payments/${id}`);
    expect(one.status).toBe(200);
    expect(one.response.headers.get('ETag')).toMatch(/^".+"$/);
  });

  it('sums the money columns over the whole filtered set, not the page: totals equal the sum of every matching payment', async () => {
    const sum = (amounts: readonly string[]) => amounts.reduce((total, amount) => total.plus(amount), new Big(0)).toFixed(2);
    for (const query of ['', 'match-status=unmatched', 'match-status=partly-matched&match-status=matched']) {
      const one = (await call('GET', `/administrations/${NL}/settled-payments?${query}&per-page=3&page=2`)).body as Page;
      const all = (await call('GET', `/administrations/${NL}/settled-payments?${query}&per-page=1000`)).body as Page;
      expect(all.items).toHaveLength(all.total);
      expect(all.total, query).toBeGreaterThan(3);
      expect(one.totals).toEqual(all.totals);
      expect(one.totals).toEqual([
        { field: 'amount', currency: 'EUR', amount: sum(all.items.map((payment) => payment.amount.amount)) },
        { field: 'unallocated', currency: 'EUR', amount: sum(all.items.map((payment) => payment.unallocated.amount)) },
      ]);
    }
  });

  it('explains the seeded partly paid invoices: their payments give what is no longer outstanding', async () => {
    const all = ((await call('GET', `/administrations/${NL}/settled-payments?per-page=1000`)).body as Page).items;
    const single = all.find((payment) => payment.allocations.length === 1 && payment.matchStatus === 'matched');
    const line = single?.allocations[0];
    expect(line).toBeDefined();
    const byInvoice = (await call('GET', `/administrations/${NL}/settled-payments?invoice-id=${line?.invoiceId}`)).body as Page;
    expect(byInvoice.items.map((payment) => payment.id)).toContain(single?.id);
  });

  it('matches a payment to invoices, partly and over, moving their outstanding on the server, and unmatches it', async () => {
    const payment = (await unmatched())[0] as Payment;
    const [small, other] = (await openInvoices()).filter((candidate) => new Big(candidate.outstanding.amount).lt(payment.amount.amount));
    expect(small && other).toBeTruthy();
    const a = small as Invoice;
    const b = other as Invoice;

    expect((await match(payment.id, [], { 'Idempotency-Key': key() })).status).toBe(428);
    // A partial payment of a, nothing of b: a stays open with less outstanding.
    const part = new Big(a.outstanding.amount).div(2).round(2, Big.roundDown).toFixed(2);
    const partly = await match(payment.id, [{ invoiceId: a.id, amount: part }], { 'If-Match': payment.etag, 'Idempotency-Key': key() });
    expect(partly.status).toBe(200);
    const afterPart = partly.body as Payment;
    expect(afterPart.matchStatus).toBe('partly-matched');
    expect(afterPart.unallocated.amount).toBe(new Big(payment.amount.amount).minus(part).toFixed(2));
    expect((await invoice(a.id)).outstanding.amount).toBe(new Big(a.outstanding.amount).minus(part).toFixed(2));

    // a paid in full and b in full: a is paid; what is left of the payment is unallocated credit.
    const whole = [
      { invoiceId: a.id, amount: a.outstanding.amount },
      { invoiceId: b.id, amount: b.outstanding.amount },
    ];
    const retryKey = key();
    const full = await match(payment.id, whole, { 'If-Match': afterPart.etag, 'Idempotency-Key': retryKey });
    expect(full.status).toBe(200);
    const matched = full.body as Payment;
    expect(matched.unallocated.amount).toBe(new Big(payment.amount.amount).minus(a.outstanding.amount).minus(b.outstanding.amount).toFixed(2));
    expect(await invoice(a.id)).toMatchObject({ outstanding: { amount: '0.00' }, status: 'paid' });
    expect((await invoice(b.id)).status).toBe('paid');
    // The same key again answers the same without acting twice.
    const again = await match(payment.id, whole, { 'If-Match': afterPart.etag, 'Idempotency-Key': retryKey });
    expect(again.status).toBe(200);
    expect((again.body as Payment).etag).toBe(matched.etag);

    // A stale version: 412 with the payment as it is now.
    const stale = await match(payment.id, [], { 'If-Match': afterPart.etag, 'Idempotency-Key': key() });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ etag: matched.etag, current: { id: payment.id, matchStatus: matched.matchStatus } });

    // Unmatch: the invoices get their outstanding back.
    const undone = await match(payment.id, [], { 'If-Match': matched.etag, 'Idempotency-Key': key() });
    expect(undone.status).toBe(200);
    expect((undone.body as Payment).matchStatus).toBe('unmatched');
    expect((await invoice(a.id)).outstanding.amount).toBe(a.outstanding.amount);
    expect((await invoice(b.id)).status).toBe(b.status);
  });

  it('answers allocations that break the rules with problems at their fields, and changes nothing', async () => {
    const payment = (await unmatched())[1] as Payment;
    const target = (await openInvoices()).find((candidate) => new Big(candidate.outstanding.amount).lt(payment.amount.amount)) as Invoice;
    const overInvoice = await match(payment.id, [{ invoiceId: target.id, amount: new Big(target.outstanding.amount).plus('0.01').toFixed(2) }], {
      'If-Match': payment.etag,
      'Idempotency-Key': key(),
    });
    expect(overInvoice.status).toBe(422);
    expect(overInvoice.body).toMatchObject({ errors: [{ field: 'allocations/0/amount', message: expect.stringContaining(target.outstanding.amount) }] });

    const big = (await openInvoices()).filter((candidate) => new Big(candidate.outstanding.amount).gt(0));
    const tooMuch = big.map((candidate) => ({ invoiceId: candidate.id, amount: candidate.outstanding.amount }));
    const overPayment = await match(payment.id, tooMuch, { 'If-Match': payment.etag, 'Idempotency-Key': key() });
    expect(overPayment.status).toBe(422);
    expect((overPayment.body as { errors: { field: string }[] }).errors.map((error) => error.field)).toContain('allocations');

    const gbInvoice = ((await call('GET', `/administrations/${GB}/invoices?per-page=1`)).body as { items: Invoice[] }).items[0] as Invoice;
    const foreign = await match(payment.id, [{ invoiceId: gbInvoice.id, amount: '1.00' }], { 'If-Match': payment.etag, 'Idempotency-Key': key() });
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({ errors: [{ field: 'allocations/0/invoiceId' }] });

    expect((await match(payment.id, [{ invoiceId: target.id, amount: '1,00' }], { 'If-Match': payment.etag, 'Idempotency-Key': key() })).status).toBe(400);
    expect((await invoice(target.id)).outstanding.amount).toBe(target.outstanding.amount);
    expect(((await call('GET', `/administrations/${NL}/settled-payments/${payment.id}`)).body as Payment).etag).toBe(payment.etag);
  });

  it('keeps administrations apart and answers bad queries and unknown payments as problems', async () => {
    const gbId = ((await call('GET', `/administrations/${GB}/settled-payments?per-page=10`)).body as Page).items[0]?.id ?? '';
    expect(gbId).toMatch(/^pay-gb-/);
    expect((await call('GET', `/administrations/${NL}/settled-payments/${gbId}`)).status).toBe(404);
    expect((await call('GET', `/administrations/${NL}/settled-payments?per-page=1001`)).status).toBe(400);
    expect((await call('GET', `/administrations/${NL}/settled-payments?sort-by=size`)).status).toBe(400);
    expect((await call('GET', `/administrations/${NL}/settled-payments/nope`)).status).toBe(404);
  });
});
