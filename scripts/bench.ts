/**
 * `npm run bench`: builds, serves the build against the Node mock API seeded with 1,000 templates
 * and, at MOCK_SCALE=50, 5,000 customers and 50,000 invoices per administration, and measures in
 * headless Chromium a first visit of /templates (signed in, no administration stored yet) and the
 * invoices list (scripts/bench-lists.ts), the mock API's own answer time to the heaviest list queries
 * (scripts/bench-mock-api.ts: server time apart from client time) and the mailbox at 10,000 messages
 * (scripts/bench-mailbox.ts, reported only). Prints the request chain of the templates' first load
 * with each API request's round trip ("hop"), then a table, and exits 1 when a median is over its
 * budget (scripts/bench-budgets.ts, issue 25) or a load took more API hops than HOP_BUDGET. Every
 * click measure is timed from the click as the page received it, and a list's is split into the
 * page's work before its request starts, the server's share (the answer's Server-Timing), the
 * network's and the client's (answer received → rows painted): scripts/bench-lists.ts. Lighthouse 13 runs last (scripts/bench-lighthouse.ts; BENCH_LIGHTHOUSE=0 leaves it
 * out). Not part of CI: timings depend on the machine; byte budgets (`npm run size`) are the CI gate.
 *
 * `BENCH_ONLY=templates npm run bench` measures the templates list and the navigation only (the
 * first three budgets and the hops), leaving out the invoices list, its export and the mailbox: a
 * quicker loop while working on those. `BENCH_RUNS=9` takes the medians of 9 runs instead of 5. The
 * default run measures everything, 5 runs each.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { benchDashboard } from './bench-dashboard';
import { checkBudgets, describeCheck, type BudgetId } from './bench-budgets';
import { benchInvoicesList, type ClickTiming } from './bench-lists';
import { benchLighthouse, type LighthouseResult } from './bench-lighthouse';
import { benchMailbox } from './bench-mailbox';
import { benchMockApi } from './bench-mock-api';
import { templatesInitialJs } from './check-size';
import { ensureBrowser } from './ensure-browser';

const APP = 'http://127.0.0.1:4173';
const API = 'http://127.0.0.1:4010';
const TEMPLATES = 1000;
const DEBOUNCE_MS = 300;
/** Runs per measure (the medians' sample); BENCH_RUNS overrides it for a closer look. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a positive whole number, not "${process.env.BENCH_RUNS}"`);
/** The receivables' seed scale (MOCK_SCALE): 50 is 5,000 customers and 50,000 invoices per administration. */
const SCALE = 50;
const ACCESS_TOKEN = 'mock-access-anna';
/** BENCH_ONLY=templates: the templates part alone (see above). */
const TEMPLATES_ONLY = process.env.BENCH_ONLY === 'templates';
if (process.env.BENCH_ONLY !== undefined && !TEMPLATES_ONLY) throw new Error(`BENCH_ONLY may only be "templates", not "${process.env.BENCH_ONLY}"`);

/** BENCH_LIGHTHOUSE=0 leaves Lighthouse out (a quicker loop; the run then checks no Lighthouse budget). */
const LIGHTHOUSE = !TEMPLATES_ONLY && process.env.BENCH_LIGHTHOUSE !== '0';
/** Chromium's flags for every browser of the bench (the browser tests' own). */
const BROWSER_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * API round trips before the first card, counting the requests made before the first card entered
 * the document (what the card then asks for itself, its thumbnail, comes after it): the list of
 * administrations (a first visit has none stored), then the templates list and the profile side by
 * side. A request that waits for an answer it need not wait for shows up as a third hop.
 */
const HOP_BUDGET = 2;

const children: ChildProcess[] = [];

function start(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, { stdio: 'ignore', env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

/** One request of the page load, times in ms since the navigation started (the page's clock). */
type ChainEntry = { url: string; kind: string; start: number; end: number; status: number };

/**
 * The page's own record of its requests (Resource Timing): when the page asked for each one and
 * when its answer had arrived, on the same clock as the probes. A CORS preflight counts as part of
 * the request it precedes. Marks the app sets (`performance.mark`; none are committed) show in the
 * chain too: a way to place a piece of code on it while looking for what delays the first card.
 */
const READ_REQUESTS = `[
  ...performance.getEntriesByType('navigation').map((e) => ({ url: e.name, kind: 'document', start: e.startTime, end: e.responseEnd, status: e.responseStatus })),
  ...performance.getEntriesByType('mark').map((e) => ({ url: 'mark:' + e.name, kind: 'mark', start: e.startTime, end: e.startTime, status: 0 })),
  ...performance.getEntriesByType('resource').map((e) => ({ url: e.name, kind: e.initiatorType, start: e.startTime, end: e.responseEnd, status: e.responseStatus })),
]`;

const isApi = (entry: ChainEntry) => entry.url.startsWith(API);

/**
 * The API requests' hops: a request is one hop further than the latest-ending API request that
 * had answered before it started (the first requests are hop 1). Requests that run side by side
 * share a hop; a request waiting for another's answer is the next one.
 */
function apiHops(entries: readonly ChainEntry[]): Map<ChainEntry, number> {
  const api = entries.filter(isApi).sort((a, b) => a.start - b.start);
  const hops = new Map<ChainEntry, number>();
  for (const entry of api) {
    let hop = 1;
    for (const [earlier, earlierHop] of hops) {
      if (earlier.end <= entry.start) hop = Math.max(hop, earlierHop + 1);
    }
    hops.set(entry, hop);
  }
  return hops;
}

/**
 * The request chain of one first load, up to the first card: what ran when, API hops numbered.
 * Times in ms since the navigation started (performance.now() of the page).
 */
function printChain(entries: readonly ChainEntry[], inDomAt: number, paintedAt: number, run: number): void {
  const before = [...entries].sort((a, b) => a.start - b.start);
  const hops = apiHops(before);
  const at = (time: number) => String(Math.round(time)).padStart(4);
  const path = (url: string) => {
    if (url.startsWith('mark:')) return url;
    const { pathname, search } = new URL(url);
    return `${url.startsWith(API) ? 'API ' : ''}${pathname}${search}`.slice(0, 110);
  };
  console.log(`\nRequest chain of the first load of /templates, run ${run} (ms since navigation; hop = API round trip):`);
  console.log(' hop  start   end  status  request');
  for (const entry of before) {
    const hop = hops.get(entry);
    console.log(
      `${(hop === undefined ? '' : String(hop)).padStart(4)}  ${at(entry.start)}  ${at(entry.end)}  ${String(entry.status || '-').padStart(6)}  ${path(entry.url)} (${entry.kind})`,
    );
  }
  console.log(`        ${at(inDomAt)}                first card in the document`);
  console.log(`        ${at(paintedAt)}                first card painted`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/**
 * In-page probes, as plain JavaScript: functions serialised from this file would carry the
 * transpiler's helpers with them. `cardsPainted(min, differentFrom)` resolves with
 * performance.now() of the frame painted once the grid holds at least `min` cards and a count
 * different from `differentFrom`; keyup times are recorded for the search measure; `firstCardInDom`
 * is when the first card entered the document (what it then asks for itself, its thumbnail, comes
 * after it).
 */
const PROBES = `
  window.__bench = { lastKeyUp: 0, clickedAt: 0 };
  // When the page received a click (after the test driver's own scrolling and waiting for the target).
  document.addEventListener('click', (event) => { window.__bench.clickedAt = event.timeStamp; }, true);
  performance.setResourceTimingBufferSize(2000);
  document.addEventListener('keyup', () => { window.__bench.lastKeyUp = performance.now(); }, true);
  window.__bench.cardCount = () => document.querySelectorAll('main article').length;
  window.__bench.firstCardInDom = null;
  new MutationObserver((_, observer) => {
    if (window.__bench.cardCount() === 0) return;
    window.__bench.firstCardInDom = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  window.__bench.cardsPainted = (min, differentFrom) => new Promise((resolve) => {
    const ready = () => { const n = window.__bench.cardCount(); return n >= min && n !== differentFrom; };
    const done = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
    if (ready()) return done();
    const observer = new MutationObserver(() => { if (ready()) { observer.disconnect(); done(); } });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  });
`;

async function main() {
  process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));
  await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
  const initial = templatesInitialJs('dist');

  const dataFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'db.json');
  start(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    MOCK_API_PORT: '4010',
    MOCK_DATA_FILE: dataFile,
    MOCK_SEED_TEMPLATES: String(TEMPLATES),
    MOCK_SCALE: String(SCALE),
  });
  start(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', '4173', '--strictPort']);
  // Seeding 100,000 invoices takes the mock a few seconds.
  await Promise.all([waitFor(`${API}/__mock/health`, 180_000), waitFor(APP)]);

  const browser = await chromium.launch({
    executablePath: ensureBrowser(),
    args: BROWSER_ARGS,
  });

  const firstCard: number[] = [];
  const searchToPaint: number[] = [];
  const thumbnails: number[] = [];
  const transferredJs: number[] = [];
  const navigation: number[] = [];
  const hopCounts: number[] = [];

  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    let imageRequests = 0;
    let jsBytes = 0;
    page.on('request', (request) => {
      if (/\/images\//.test(request.url())) imageRequests += 1;
    });
    page.on('response', async (response) => {
      if (response.url().endsWith('.js') && response.url().startsWith(APP)) {
        jsBytes += (await response.body().catch(() => Buffer.alloc(0))).length;
      }
    });

    await page.addInitScript({ content: PROBES });
    // Signed in as a credentials session with the mock's seeded token (the mock API requires one).
    await page.addInitScript({ content: `localStorage.setItem('accessToken', '${ACCESS_TOKEN}');` });
    await page.goto(`${APP}/templates`);
    const [cardAt, inDomAt] = (await page.evaluate(
      'window.__bench.cardsPainted(1, -1).then((at) => [at, window.__bench.firstCardInDom])',
    )) as [number, number];
    const requests = (await page.evaluate(READ_REQUESTS)) as ChainEntry[];
    firstCard.push(cardAt);
    // Settled: no new image request for a second.
    for (let seen = -1; seen !== imageRequests; ) {
      seen = imageRequests;
      await page.waitForTimeout(1000);
    }
    thumbnails.push(imageRequests);
    transferredJs.push(jsBytes);
    // The chain of the first run is printed, and of any run over the hop budget; every run's hops count.
    const chain = requests.filter((entry) => entry.start <= inDomAt);
    const hops = Math.max(0, ...apiHops(chain).values());
    if (i === 0 || hops > HOP_BUDGET) printChain(chain, inDomAt, cardAt, i + 1);
    hopCounts.push(hops);

    const search = page.getByRole('searchbox');
    await search.click();
    const before = (await page.evaluate('window.__bench.cardCount()')) as number;
    const painted = page.evaluate(`window.__bench.cardsPainted(1, ${before})`);
    await search.pressSequentially('reminder', { delay: 40 });
    const paintedAt = (await painted) as number;
    const lastKey = (await page.evaluate('window.__bench.lastKeyUp')) as number;
    searchToPaint.push(paintedAt - lastKey - DEBOUNCE_MS);

    // A sidebar click to another area: its answer arrives and its title paints.
    // Clicked once the dashboard has settled (no request for half a second), as a person reads a
    // page before leaving it: the measure is the next area's own wait, not the previous page's load.
    await page.goto(`${APP}/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const clickedAt = (await page.evaluate('performance.now()')) as number;
    const titled = page.evaluate(`new Promise((resolve) => {
      const ready = () => [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === 'Customers');
      const done = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      if (ready()) return done();
      const observer = new MutationObserver(() => { if (ready()) { observer.disconnect(); done(); } });
      observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    })`);
    await page.getByRole('link', { name: 'Customers', exact: true }).first().click();
    const titledAt = (await titled) as number;
    const received = (await page.evaluate('window.__bench.clickedAt')) as number;
    navigation.push(titledAt - (received > 0 ? received : clickedAt));
    await context.close();
  }
  const lists = TEMPLATES_ONLY ? undefined : await benchInvoicesList(browser, APP, RUNS, ACCESS_TOKEN);
  const dashboard = TEMPLATES_ONLY ? undefined : await benchDashboard(browser, APP, RUNS, ACCESS_TOKEN);
  const server = TEMPLATES_ONLY ? undefined : await benchMockApi(API, RUNS, ACCESS_TOKEN, 'adm-nl-001');
  const mailbox = TEMPLATES_ONLY ? undefined : await benchMailbox(browser, APP, API, RUNS, ACCESS_TOKEN, 'adm-nl-001');
  await browser.close();

  const lighthouse = LIGHTHOUSE ? await runLighthouse() : undefined;

  const hops = Math.max(...hopCounts);
  const runList = (values: number[]) => values.map((t) => t.toFixed(0)).join(', ');
  const measured: Partial<Record<BudgetId, number>> = {
    'templates.firstCard': median(firstCard),
    'templates.searchToPaint': median(searchToPaint),
    navigation: median(navigation),
    'templates.initialJs': initial.bytes / 1024,
  };
  const clickRows: [string, ClickTiming[], BudgetId | undefined][] = [];
  if (lists) {
    Object.assign(measured, {
      'invoices.firstRows': median(lists.firstRows),
      'invoices.pageChange': median(lists.pageChange.map((t) => t.total)),
      'invoices.filter': median(lists.filter.map((t) => t.total)),
      'invoices.sort': median(lists.sort.map((t) => t.total)),
      'invoices.exportMs': lists.exportMs,
      'invoices.exportHeapMb': lists.exportHeapMb,
    });
    clickRows.push(['Invoices: Next page → rows painted', lists.pageChange, 'invoices.pageChange'], ['Invoices: status filter → rows painted', lists.filter, 'invoices.filter'], ['Invoices: sort by outstanding → rows painted', lists.sort, 'invoices.sort']);
  }
  if (mailbox) {
    measured['mailbox.pageChange'] = median(mailbox.pageChange.map((t) => t.total));
    clickRows.push(['Mailbox: Next page → rows painted', mailbox.pageChange, 'mailbox.pageChange']);
  }
  if (clickRows.length) measured['lists.clientShare'] = Math.max(...clickRows.map(([, runs]) => median(runs.map((t) => t.client))));
  if (dashboard) measured.dashboard = median(dashboard);
  if (server) measured['mockApi.handler'] = Math.max(...server.map(({ handler }) => median(handler)));
  for (const result of lighthouse ?? []) {
    measured[`lighthouse.${result.page}.score`] = result.score;
    measured[`lighthouse.${result.page}.lcp`] = result.lcp;
    measured[`lighthouse.${result.page}.tbt`] = result.tbt;
  }
  const checks = checkBudgets(measured);
  const check = (id: BudgetId) => {
    const found = checks.find((c) => c.id === id);
    return found ? describeCheck(found) : 'not measured';
  };

  const rows: [string, string][] = [
    ['Templates seeded', String(TEMPLATES)],
    ['Initial JS of /templates (manifest, gzip)', check('templates.initialJs')],
    ['JS downloaded by first load incl. deferred chunks (uncompressed)', `${(median(transferredJs) / 1024).toFixed(1)} KB`],
    [`API hops before the first card (most of ${RUNS} runs)`, `${hops} (budget ${HOP_BUDGET}${hops > HOP_BUDGET ? ', OVER' : ''})`],
    [`Time to first card painted (median of ${RUNS}; runs: ${runList(firstCard)})`, check('templates.firstCard')],
    [`Last keystroke → filtered grid painted, minus 300 ms debounce (runs: ${runList(searchToPaint)})`, check('templates.searchToPaint')],
    [`Sidebar click → next area titled (dashboard → customers) (runs: ${runList(navigation)})`, check('navigation')],
    ['Thumbnail requests for the first screenful (1280×800)', String(median(thumbnails))],
  ];
  if (lists) {
    rows.push(
      ['Invoices seeded per administration', (1000 * SCALE).toLocaleString('en-US')],
      [`Invoices list: first rows painted (median of ${RUNS}; runs ${runList(lists.firstRows)})`, check('invoices.firstRows')],
    );
  }
  // Each click measure with its split: the server's handler time, the way there and back, the client's share.
  for (const [label, runs, id] of clickRows) {
    const part = (key: keyof ClickTiming) => median(runs.map((t) => t[key])).toFixed(0);
    rows.push([`${label} (runs ${runList(runs.map((t) => t.total))})`, `${id ? check(id) : `${part('total')} ms`}; start ${part('start')} + server ${part('server')} + network ${part('network')} + client ${part('client')} ms`]);
  }
  if (clickRows.length) rows.push(['Lists: client share (answer received → rows painted), worst median of the above', check('lists.clientShare')]);
  if (lists) {
    rows.push(
      [`Invoices export to CSV (${lists.exportRows.toLocaleString('en-US')} rows, one run): time`, check('invoices.exportMs')],
      ['Invoices export to CSV: peak JS heap of the page', check('invoices.exportHeapMb')],
    );
  }
  if (dashboard) rows.push([`Dashboard: landing → every card's figures painted (median of ${RUNS}; runs ${runList(dashboard)})`, check('dashboard')]);
  if (server) {
    for (const { path, runs, handler, parts } of server) {
      const split = Object.entries(parts).filter(([name]) => name !== 'handler').map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ');
      rows.push([`Mock API handler time (Server-Timing, median; no browser): ${path}`, `${median(handler).toFixed(1)} ms; HTTP round trip ${median(runs).toFixed(0)} ms${split ? `; last answer: ${split}` : ''}`]);
    }
    rows.push(['Mock API: worst of the medians above', check('mockApi.handler')]);
  }
  if (mailbox) {
    const runsOf = (values: number[]) => `${median(values).toFixed(0)} ms; runs ${runList(values)}`;
    rows.push(
      ['Mailbox messages seeded (Dutch administration)', mailbox.total.toLocaleString('en-US')],
      [`Mailbox: first rows painted (median of ${RUNS})`, runsOf(mailbox.firstRows)],
      ['Mailbox: last keystroke of a sender search → rows painted, minus 300 ms debounce', runsOf(mailbox.search)],
    );
  }
  for (const result of lighthouse ?? []) {
    rows.push([`Lighthouse 13 (mobile, signed in) ${result.page}: ${new URL(result.url).pathname}`, `score ${check(`lighthouse.${result.page}.score`)}; LCP ${check(`lighthouse.${result.page}.lcp`)}; TBT ${check(`lighthouse.${result.page}.tbt`)}`]);
  }
  if (TEMPLATES_ONLY) rows.push(['Invoices list, mailbox and Lighthouse', 'not measured (BENCH_ONLY=templates)']);
  else if (!LIGHTHOUSE) rows.push(['Lighthouse', 'not run (BENCH_LIGHTHOUSE=0)']);

  const over = checks.filter((c) => c.over).map((c) => c.budget.label);
  if (hops > HOP_BUDGET) over.push('API hops');
  if (lists && lists.exportRows !== 1000 * SCALE) over.push(`export wrote ${lists.exportRows} rows, not ${1000 * SCALE}`);
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`\n${'Metric'.padEnd(width)}  Value\n${'-'.repeat(width)}  -----`);
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
  if (over.length) console.error(`\nOver budget: ${over.join('; ')}`);
  process.exit(over.length ? 1 : 0);
}

/** Lighthouse on the three pages, signed in (scripts/bench-lighthouse.ts); a customer of the seed. */
async function runLighthouse(): Promise<LighthouseResult[]> {
  const answer = await fetch(`${API}/v1.0/administrations/adm-nl-001/customers?per-page=1`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } });
  const customer = ((await answer.json()) as { items: { id: string }[] }).items[0];
  if (!customer) throw new Error('no customer to run Lighthouse on');
  return benchLighthouse(
    ensureBrowser(),
    BROWSER_ARGS,
    { templates: `${APP}/templates`, invoices: `${APP}/invoices`, customer: `${APP}/customers/${customer.id}` },
    { origin: APP, script: `localStorage.setItem('accessToken', '${ACCESS_TOKEN}'); localStorage.setItem('administrationId', 'adm-nl-001');` },
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
