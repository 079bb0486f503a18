/**
 * The benchmark's data: MOCK_SCALE=50 seeds 5,000 customers and 50,000 invoices per administration,
 * and the lists still answer a filtered, sorted page quickly (handlers make one pass over the
 * records, with maps for lookups): under 200 ms. The measured times are printed.
 */
import { createMockServer } from './node';

const BUDGET_MS = 200;
const BASE = 'http://api.test/v1.0/administrations/adm-nl-001';

describe('at the benchmark scale (MOCK_SCALE=50)', () => {
  const mock = createMockServer({ scale: 50, now: () => new Date('2026-11-20T09:00:00Z') });
  beforeAll(async () => {
    await mock.store.ready;
    mock.server.listen({ onUnhandledRequest: 'error' });
  }, 120_000);
  afterAll(() => mock.server.close());

  it('seeds 5,000 customers and 50,000 invoices per administration', () => {
    const { db } = mock.store;
    for (const administrationId of ['adm-nl-001', 'adm-gb-002']) {
      expect(db.customers.all().filter((c) => c.administrationId === administrationId)).toHaveLength(5_000);
      expect(db.invoices.all().filter((i) => i.administrationId === administrationId)).toHaveLength(50_000);
    }
  });

  it.each([
    '/invoices?status=overdue&status=disputed&sort-by=due-date&sort-order=asc&per-page=50',
    '/invoices?due-date-from=2026-01-01&amount-min=500&sort-by=amount&page=3',
    '/invoices?sort-by=customer&per-page=100',
    '/invoices?search-field=customer-name&search-value=jansen&sort-by=outstanding',
    '/customers?status=active&sort-by=outstanding&per-page=50',
  ])('answers %s within the budget', async (path) => {
    // The first call warms the code paths up. The machine's cores are shared with other suites, so
    // the fastest of five (what the code costs) is held to the budget; the median is reported.
    await fetch(`${BASE}${path}`);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const response = await fetch(`${BASE}${path}`);
      const body = (await response.json()) as { total: number; items: unknown[] };
      times.push(performance.now() - started);
      expect(response.status).toBe(200);
      expect(body.items.length).toBeGreaterThan(0);
    }
    times.sort((a, b) => a - b);
    const [fastest = Infinity, , median = Infinity] = times;
    console.info(`[scale] ${path}: fastest ${fastest.toFixed(0)} ms, median ${median.toFixed(0)} ms`);
    expect(fastest).toBeLessThan(BUDGET_MS);
  });
});
