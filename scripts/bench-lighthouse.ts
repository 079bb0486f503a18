/**
 * Lighthouse 13 on the built app, signed in, with its mobile preset (simulated throttling, a
 * mid-range phone's screen), on /templates, /invoices and a customer record: the performance score,
 * largest contentful paint and total blocking time of each, for `npm run bench` (scripts/bench.ts).
 *
 * Chromium is Debian's full one (ensureBrowser(), with the browser tests' flags), started by
 * Playwright with a profile of its own and a DevTools port Lighthouse connects to; the access token
 * is stored in that profile first, and Lighthouse is told to leave storage alone so the pages load
 * signed in. Timings depend on the machine's load: compare runs made in the same conditions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import type { LighthousePage } from './bench-budgets';

export type LighthouseResult = { page: LighthousePage; url: string; score: number; lcp: number; tbt: number };

const PORT = 9333;

export async function benchLighthouse(
  executablePath: string,
  args: readonly string[],
  pages: Record<LighthousePage, string>,
  signIn: { origin: string; script: string },
): Promise<LighthouseResult[]> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath, args: [...args, `--remote-debugging-port=${PORT}`] });
  try {
    const page = await context.newPage();
    await page.goto(`${signIn.origin}/config.json`);
    await page.evaluate(signIn.script);
    await page.close();
    const results: LighthouseResult[] = [];
    for (const [name, url] of Object.entries(pages) as [LighthousePage, string][]) {
      const runner = await lighthouse(url, { port: PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
      const lhr = runner?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        page: name,
        url: lhr.finalDisplayedUrl,
        score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
      });
    }
    return results;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
