/**
 * The invoices list at the benchmark scale (MOCK_SCALE=50: 50,000 invoices per administration),
 * measured in the page by `npm run bench` (scripts/bench.ts): first rows painted, a page change,
 * a filter, a sort (each from the user's click, as the page received it, to the changed rows
 * painted, split into the server's share and the client's), and an export of every row (time and
 * the page's peak JavaScript heap while it runs). Budgets: scripts/bench-budgets.ts.
 */
import type { Browser, Page } from '@playwright/test';

/**
 * One click → rows painted, `total`, in four parts that add up to it:
 * - `start`: from the click to the list request started: the page's own work before it asks
 *   (the router's navigation, the route's checks and loaders, and a render if one comes first);
 * - `server`: the server's time for the request (its Server-Timing `request`: from the request's
 *   arrival to the answer's headers, the mock's request handling around the handler included;
 *   `handler` alone where a server sends no `request`);
 * - `network`: the rest of the request's way, from started to answer received (the CORS preflight
 *   the cross-origin API needs for every new URL, the connection, the bytes);
 * - `client`: from the answer received to the rows painted (the whole time when the page was
 *   already in the cache, prefetched: no request then, the other parts 0).
 * A page fetched ahead whose answer was still on its way at the click (the pointer on Next asks
 * for it a moment before the click) is the click's request: the wait for its answer after the
 * click counts as server and network (start 0), not as the client's. Until session 13 that whole
 * wait counted as the client's.
 * Until session 11 `start` was counted in `network`, and so was the mock's time outside its
 * handler: on a busy main thread a click's own work read as a slow network.
 */
export type ClickTiming = { total: number; start: number; server: number; client: number; network: number };

export type ListMetrics = {
  firstRows: number[];
  pageChange: ClickTiming[];
  filter: ClickTiming[];
  sort: ClickTiming[];
  exportMs: number;
  exportHeapMb: number;
  exportRows: number;
};

/**
 * In-page probes as plain JavaScript. `rowsPainted(differentFrom)` resolves with performance.now()
 * of the frame painted once the grid shows body rows whose first row differs from `differentFrom`
 * (the first row's text before the action; null on the first load).
 */
export const PROBES = `
  window.__list = { clickedAt: 0 };
  // When the page received the click (after the test driver's own scrolling and waiting).
  addEventListener('click', (event) => { window.__list.clickedAt = event.timeStamp; }, true);
  // A data row: skeleton rows are aria-hidden.
  window.__list.firstRow = () => {
    const row = document.querySelector('[role=grid] tbody tr:not([aria-hidden="true"])');
    return row && row.querySelector('td') ? row.textContent : null;
  };
  window.__list.rowsPainted = (differentFrom) => new Promise((resolve) => {
    const ready = () => { const first = window.__list.firstRow(); return first !== null && first !== differentFrom; };
    const done = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
    if (ready()) return done();
    const observer = new MutationObserver(() => { if (ready()) { observer.disconnect(); done(); } });
    observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  });
`;

/**
 * The list request of the click: the last one whose URL has `path` that answered after the click
 * and before the rows were painted (one started before the click is a page fetched ahead, still on
 * its way; a prefetch started later is not it); when it started, when its answer had arrived and
 * the server's time; null when none was made.
 */
const readRequest = (path: string, since: number, until: number) => `(() => {
  const entries = performance.getEntriesByType('resource')
    .filter((e) => e.name.includes(${JSON.stringify(path)}) && e.responseEnd >= ${since} && e.responseEnd <= ${until})
    .sort((a, b) => a.responseEnd - b.responseEnd);
  const last = entries[entries.length - 1];
  if (!last) return null;
  const timing = (name) => (last.serverTiming || []).find((t) => t.name === name);
  const server = timing('request') || timing('handler');
  return { startTime: last.startTime, responseEnd: last.responseEnd, server: server ? server.duration : 0 };
})()`;

/** From a click (as the page received it) to the changed rows painted, split by side. */
export async function clickToRows(page: Page, click: () => Promise<void>, requestPath: string): Promise<ClickTiming> {
  await page.evaluate('performance.setResourceTimingBufferSize(5000); performance.clearResourceTimings()');
  const before = (await page.evaluate('window.__list.firstRow()')) as string | null;
  const painted = page.evaluate(`window.__list.rowsPainted(${JSON.stringify(before)})`);
  await click();
  const paintedAt = (await painted) as number;
  const clickedAt = (await page.evaluate('window.__list.clickedAt')) as number;
  const request = (await page.evaluate(readRequest(requestPath, clickedAt, paintedAt))) as { startTime: number; responseEnd: number; server: number } | null;
  const total = paintedAt - clickedAt;
  if (!request) return { total, start: 0, server: 0, client: total, network: 0 };
  const client = paintedAt - request.responseEnd;
  if (request.startTime < clickedAt) {
    // Fetched ahead, answered after the click: what was left of its way when the user clicked.
    const waited = request.responseEnd - clickedAt;
    const server = Math.min(request.server, waited);
    return { total, start: 0, server, client, network: waited - server };
  }
  const start = Math.max(0, request.startTime - clickedAt);
  return { total, start, server: request.server, client, network: Math.max(0, total - client - start - request.server) };
}

export async function benchInvoicesList(browser: Browser, app: string, runs: number, accessToken: string): Promise<ListMetrics> {
  const metrics: ListMetrics = { firstRows: [], pageChange: [], filter: [], sort: [], exportMs: NaN, exportHeapMb: NaN, exportRows: 0 };
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    const page = await context.newPage();
    await page.addInitScript({ content: PROBES });
    await page.addInitScript({ content: `localStorage.setItem('accessToken', ${JSON.stringify(accessToken)});` });
    await page.goto(`${app}/invoices`);
    metrics.firstRows.push((await page.evaluate('window.__list.rowsPainted(null)')) as number);

    const grid = page.getByRole('grid', { name: 'Invoices' });
    metrics.pageChange.push(
      await clickToRows(page, () => page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click(), '/invoices?'),
    );
    // The filters sit folded behind the list's Filters toggle.
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('button', { name: 'Status Any', exact: true }).click();
    const option = page.getByRole('option', { name: 'Overdue' });
    await option.waitFor();
    metrics.filter.push(await clickToRows(page, () => option.click(), '/invoices?'));
    await page.keyboard.press('Escape');
    metrics.sort.push(await clickToRows(page, () => grid.getByRole('button', { name: 'Outstanding' }).click(), '/invoices?'));

    if (i === 0) await measureExport(page, app, metrics);
    await context.close();
  }
  return metrics;
}

/** Every invoice of the administration to CSV: the time to the file, and the heap's peak meanwhile. */
async function measureExport(page: Page, app: string, metrics: ListMetrics): Promise<void> {
  await page.goto(`${app}/invoices`);
  await page.evaluate('window.__list.rowsPainted(null)');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  let peak = 0;
  let sampling = true;
  const sample = async () => {
    while (sampling) {
      const { metrics: values } = await cdp.send('Performance.getMetrics');
      peak = Math.max(peak, values.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const sampler = sample();
  const started = Date.now();
  const download = page.waitForEvent('download', { timeout: 300_000 });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  metrics.exportMs = Date.now() - started;
  sampling = false;
  await sampler;
  metrics.exportHeapMb = peak / 1024 / 1024;
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  metrics.exportRows = readFileSync(path, 'utf8').trim().split(/\r?\n/).length - 1;
}
