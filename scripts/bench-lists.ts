/**
 * The invoices list at the benchmark scale (MOCK_SCALE=50: 50,000 invoices per administration),
 * measured in the page by `npm run bench` (scripts/bench.ts): first rows painted, a page change,
 * a filter, a sort (each from the user's click to the changed rows painted), and an export of
 * every row (time and the page's peak JavaScript heap while it runs).
 */
import type { Browser, Page } from '@playwright/test';

/** Budgets for the medians on a developer machine; export: one run of 50,000 rows. */
export const LIST_BUDGETS = {
  firstRows: 1500,
  pageChange: 500,
  filter: 500,
  sort: 500,
  exportMs: 60_000,
  exportHeapMb: 250,
} as const;

export type ListMetrics = {
  firstRows: number[];
  pageChange: number[];
  filter: number[];
  sort: number[];
  exportMs: number;
  exportHeapMb: number;
  exportRows: number;
};

/**
 * In-page probes as plain JavaScript. `rowsPainted(differentFrom)` resolves with performance.now()
 * of the frame painted once the grid shows body rows whose first row differs from `differentFrom`
 * (the first row's text before the action; null on the first load).
 */
const PROBES = `
  window.__list = {};
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

/** From a click to the changed rows painted, on the page's clock. */
async function clickToRows(page: Page, click: () => Promise<void>): Promise<number> {
  const before = (await page.evaluate('window.__list.firstRow()')) as string | null;
  const painted = page.evaluate(`window.__list.rowsPainted(${JSON.stringify(before)})`);
  const clickedAt = (await page.evaluate('performance.now()')) as number;
  await click();
  return ((await painted) as number) - clickedAt;
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
      await clickToRows(page, () => page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click()),
    );
    // The filters sit folded behind the list's Filters toggle.
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('button', { name: 'Status Any', exact: true }).click();
    const option = page.getByRole('option', { name: 'Overdue' });
    await option.waitFor();
    metrics.filter.push(await clickToRows(page, () => option.click()));
    await page.keyboard.press('Escape');
    metrics.sort.push(await clickToRows(page, () => grid.getByRole('button', { name: 'Outstanding' }).click()));

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
