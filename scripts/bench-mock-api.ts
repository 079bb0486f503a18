/**
 * Server time apart from client time: the mock API's own answer to the heaviest list queries at
 * the benchmark scale (MOCK_SCALE=50: 5,000 customers and 50,000 invoices per administration),
 * measured over HTTP from Node, no browser involved. Handlers make one pass over the records with
 * maps for lookups; a query that starts scanning twice shows here before it shows in a list.
 * (Moved here from a timed unit test: timings depend on the machine, so they are budgets of
 * `npm run bench`, not assertions of CI.) Each answer's `Server-Timing` (mocks/handlers/timing.ts)
 * gives the handler's own time apart from the HTTP round trip, and a list's filter, sort and page.
 */
import { parseServerTiming } from '../mocks/handlers/timing';

export const MOCK_API_QUERIES = [
  // What the invoices list asks for: the first page, the next, a status filter, a sort (issue 25).
  '/invoices?page=1&per-page=25',
  '/invoices?page=2&per-page=25',
  '/invoices?status=overdue&page=1&per-page=25',
  '/invoices?sort-by=outstanding&sort-order=desc&page=1&per-page=25',
  '/invoices?status=overdue&status=disputed&sort-by=due-date&sort-order=asc&per-page=50',
  '/invoices?due-date-from=2026-01-01&amount-min=500&sort-by=amount&page=3',
  '/invoices?sort-by=customer&per-page=100',
  '/invoices?search-field=customer-name&search-value=jansen&sort-by=outstanding',
  '/customers?status=active&sort-by=outstanding&per-page=50',
] as const;


/** Per query: the round trips over HTTP (`runs`), the handler's times (`handler`), the last answer's parts. */
export type MockApiTimes = { path: string; runs: number[]; handler: number[]; parts: Record<string, number> }[];

export async function benchMockApi(api: string, runs: number, accessToken: string, administrationId: string): Promise<MockApiTimes> {
  const base = `${api}/v1.0/administrations/${administrationId}`;
  const headers = { Authorization: `Bearer ${accessToken}` };
  const results: MockApiTimes = [];
  for (const path of MOCK_API_QUERIES) {
    // The first call warms the code paths up and checks the answer is a real page.
    const warm = await fetch(`${base}${path}`, { headers });
    const body = (await warm.json()) as { items?: unknown[] };
    if (warm.status !== 200 || !body.items?.length) throw new Error(`${path} answered ${warm.status} with ${body.items?.length ?? 0} items`);
    const times: number[] = [];
    const handler: number[] = [];
    let parts: Record<string, number> = {};
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      parts = parseServerTiming(response.headers.get('Server-Timing'));
      handler.push(parts.handler ?? NaN);
    }
    results.push({ path, runs: times, handler, parts });
  }
  return results;
}
