import Big from 'big.js';
import { SEED_IDS } from '../node';
import { contractSuite } from './harness';

const NL = SEED_IDS.administrations.nl;
const GB = SEED_IDS.administrations.gb;

type PaymentUnderway = {
  id: string;
  number: string;
  expectedOn: string | null;
  providerStatus: string;
  amount: { amount: string; currency: string };
  invoices: { id: string; number: string }[];
};
type Page = { items: PaymentUnderway[]; total: number; page: number; perPage: number; totals?: { field: string; currency: string; amount: string }[] };

contractSuite('payments-underway', ({ call }) => {
  it('pages, sorts and filters the list by provider status, and reads one payment', async () => {
    const first = await call('GET', `/administrations/${NL}/payments-underway?per-page=5&sort-by=expected-on&sort-order=asc`);
    expect(first.status).toBe(200);
    const page = first.body as Page;
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    const days = page.items.map((item) => item.expectedOn ?? '9999');
    expect(days).toEqual([...days].sort());

    const failed = (await call('GET', `/administrations/${NL}/payments-underway?provider-status=failed&per-page=100`)).body as Page;
    expect(failed.items.every((item) => item.providerStatus === 'failed' && item.expectedOn === null)).toBe(true);

    const id = page.items[0]?.id ?? '';
    const one = await call('GET', `/administrations/${NL}/payments-underway/${id}`);
    expect(one.status).toBe(200);
    expect(one.response.headers.get('ETag')).toMatch(/^".+"$/);
    expect((one.body as PaymentUnderway).invoices.length).toBeGreaterThan(0);
    expect((one.body as PaymentUnderway).amount.currency).toBe('EUR');
  });

  it('sums the amount over the whole filtered set, not the page: the total equals the sum of every matching payment', async () => {
    const sum = (amounts: readonly string[]) => amounts.reduce((total, amount) => total.plus(amount), new Big(0)).toFixed(2);
    for (const query of ['', 'provider-status=pending&provider-status=authorised']) {
      const one = (await call('GET', `/administrations/${NL}/payments-underway?${query}&per-page=2&page=2`)).body as Page;
      const all = (await call('GET', `/administrations/${NL}/payments-underway?${query}&per-page=1000`)).body as Page;
      expect(all.items).toHaveLength(all.total);
      expect(all.total, query).toBeGreaterThan(2);
      expect(one.totals).toEqual([{ field: 'amount', currency: 'EUR', amount: sum(all.items.map((payment) => payment.amount.amount)) }]);
    }
  });

  it('is underway for open invoices only: each one it covers still has something outstanding', async () => {
    const all = ((await call('GET', `/administrations/${NL}/payments-underway?per-page=100`)).body as Page).items;
    for (const payment of all.slice(0, 10)) {
      for (const invoice of payment.invoices) {
        const read = (await call('GET', `/administrations/${NL}/invoices/${invoice.id}`)).body as { outstanding: { amount: string } };
        expect(Number.parseFloat(read.outstanding.amount) > 0).toBe(true);
      }
    }
  });

  it('keeps administrations apart and answers bad queries and unknown records as problems', async () => {
    const gb = ((await call('GET', `/administrations/${GB}/payments-underway?per-page=10`)).body as Page).items[0];
    expect(gb?.id).toMatch(/^puw-gb-/);
    expect(gb?.amount.currency).toBe('GBP');
    expect((await call('GET', `/administrations/${NL}/payments-underway/${gb?.id}`)).status).toBe(404);
    expect((await call('GET', `/administrations/${NL}/payments-underway?per-page=1001`)).status).toBe(400);
    expect((await call('GET', `/administrations/${NL}/payments-underway?provider-status=paid`)).status).toBe(400);
  });
});
