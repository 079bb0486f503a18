/**
 * `npm run bench`: builds, serves the build against the Node mock API seeded with 1,000 templates,
 * and measures in headless Chromium. Prints a table and exits 1 when a median is over its budget.
 * Not part of CI: timings depend on the machine; byte budgets (`npm run size`) are the CI gate.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { templatesInitialJs } from './check-size';

const APP = 'http://127.0.0.1:4173';
const API = 'http://127.0.0.1:4010';
const TEMPLATES = 1000;
const DEBOUNCE_MS = 300;
const RUNS = 5;

/** Budgets for the medians, in milliseconds, on a developer machine. */
const BUDGETS = {
  firstCard: 1500,
  searchToPaint: 150,
  navigation: 400,
} as const;

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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/**
 * In-page probes, as plain JavaScript: functions serialised from this file would carry the
 * transpiler's helpers with them. `cardsPainted(min, differentFrom)` resolves with
 * performance.now() of the frame painted once the grid holds at least `min` cards and a count
 * different from `differentFrom`; keyup times are recorded for the search measure.
 */
const PROBES = `
  window.__bench = { lastKeyUp: 0 };
  document.addEventListener('keyup', () => { window.__bench.lastKeyUp = performance.now(); }, true);
  window.__bench.cardCount = () => document.querySelectorAll('main article').length;
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
  });
  start(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', '4173', '--strictPort']);
  await Promise.all([waitFor(`${API}/__mock/health`), waitFor(APP)]);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

  const firstCard: number[] = [];
  const searchToPaint: number[] = [];
  const thumbnails: number[] = [];
  const transferredJs: number[] = [];
  const navigation: number[] = [];

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
    await page.addInitScript({ content: `localStorage.setItem('accessToken', 'mock-access-anna');` });
    await page.goto(`${APP}/templates`);
    firstCard.push(await page.evaluate('window.__bench.cardsPainted(1, -1)'));
    // Settled: no new image request for a second.
    for (let seen = -1; seen !== imageRequests; ) {
      seen = imageRequests;
      await page.waitForTimeout(1000);
    }
    thumbnails.push(imageRequests);
    transferredJs.push(jsBytes);

    const search = page.getByRole('searchbox');
    await search.click();
    const before = (await page.evaluate('window.__bench.cardCount()')) as number;
    const painted = page.evaluate(`window.__bench.cardsPainted(1, ${before})`);
    await search.pressSequentially('reminder', { delay: 40 });
    const paintedAt = (await painted) as number;
    const lastKey = (await page.evaluate('window.__bench.lastKeyUp')) as number;
    searchToPaint.push(paintedAt - lastKey - DEBOUNCE_MS);

    // A sidebar click to another area: its lazy route chunk loads and its title paints.
    await page.goto(`${APP}/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const clickedAt = (await page.evaluate('performance.now()')) as number;
    const titled = page.evaluate(`new Promise((resolve) => {
      const ready = () => [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === 'Customers');
      const done = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      if (ready()) return done();
      const observer = new MutationObserver(() => { if (ready()) { observer.disconnect(); done(); } });
      observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    })`);
    await page.getByRole('link', { name: 'Customers', exact: true }).first().click();
    navigation.push(((await titled) as number) - clickedAt);
    await context.close();
  }
  await browser.close();

  const measured = { firstCard: median(firstCard), searchToPaint: median(searchToPaint), navigation: median(navigation) };
  const withBudget = (key: keyof typeof BUDGETS) =>
    `${measured[key].toFixed(0)} ms (budget ${BUDGETS[key]} ms${measured[key] > BUDGETS[key] ? ', OVER' : ''})`;
  const rows: [string, string][] = [
    ['Templates seeded', String(TEMPLATES)],
    ['Initial JS of /templates (manifest, gzip)', `${(initial.bytes / 1024).toFixed(1)} KB`],
    ['JS downloaded by first load incl. deferred chunks (uncompressed)', `${(median(transferredJs) / 1024).toFixed(1)} KB`],
    [`Time to first card painted (median of ${RUNS})`, withBudget('firstCard')],
    ['Last keystroke → filtered grid painted, minus 300 ms debounce', withBudget('searchToPaint')],
    ['Sidebar click → next area titled (dashboard → customers)', withBudget('navigation')],
    ['Thumbnail requests for the first screenful (1280×800)', String(median(thumbnails))],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`\n${'Metric'.padEnd(width)}  Value\n${'-'.repeat(width)}  -----`);
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
  const over = (Object.keys(BUDGETS) as (keyof typeof BUDGETS)[]).filter((key) => measured[key] > BUDGETS[key]);
  if (over.length) console.error(`\nOver budget: ${over.join(', ')}`);
  process.exit(over.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
