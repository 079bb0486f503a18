/**
 * Collection cases follow the invoices: at MOCK_SCALE=10 every invoice seeded for collection is held
 * by an open case of its customer, every stage exists in both administrations, and the list (which
 * computes every matching case's costs for its sums) answers a page.
 */
import { createMockServer } from './node';

const BASE = 'http://api.test/v1.0/administrations';

describe('collection cases at MOCK_SCALE=10', () => {
  const mock = createMockServer({ scale: 10, now: () => new Date('2026-11-20T09:00:00Z') });
  beforeAll(async () => {
    await mock.store.ready;
    mock.server.listen({ onUnhandledRequest: 'error' });
  }, 120_000);
  afterAll(() => mock.server.close());

  it('hold every invoice for collection, at every stage, in both administrations', async () => {
    const { db } = mock.store;
    for (const administrationId of ['adm-nl-001', 'adm-gb-002']) {
      const cases = db.forCollection.all().filter((c) => c.administrationId === administrationId);
      const held = cases.filter((c) => c.stage !== 'closed').flatMap((c) => c.invoiceIds).sort();
      const flagged = db.invoices.all().filter((i) => i.administrationId === administrationId && i.forCollection).map((i) => i.id).sort();
      expect(held).toEqual(flagged);
      expect(new Set(cases.map((c) => c.stage))).toEqual(new Set(['new', 'amicable', 'statutory-notice', 'bailiff', 'closed']));
      const response = await fetch(`${BASE}/${administrationId}/for-collection?per-page=25&sort-by=claim&sort-order=desc`);
      const page = (await response.json()) as { total: number; items: unknown[]; totals: unknown[] };
      expect(response.status).toBe(200);
      expect(page.total).toBe(cases.length);
      expect(page.totals).toHaveLength(3);
    }
  });
});
