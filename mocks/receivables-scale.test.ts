/**
 * The benchmark's data: MOCK_SCALE=50 seeds 5,000 customers and 50,000 invoices per administration,
 * and the heaviest list queries of the bench answer a filtered, sorted page at that scale. Their
 * speed is measured by `npm run bench` (scripts/bench-mock-api.ts), where timings belong.
 */
import { MOCK_API_QUERIES } from '../scripts/bench-mock-api';
import { createMockServer } from './node';

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

  it.each(MOCK_API_QUERIES)('answers %s with a filtered, sorted page', async (path) => {
    // How fast is a budget of `npm run bench` (scripts/bench-mock-api.ts), not a timed test.
    const response = await fetch(`${BASE}${path}`);
    const body = (await response.json()) as { total: number; items: unknown[] };
    expect(response.status).toBe(200);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.total).toBeGreaterThanOrEqual(body.items.length);
  });
});
