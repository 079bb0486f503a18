/**
 * The dashboard at the benchmark scale (MOCK_SCALE=50), measured in the page by `npm run bench`
 * (scripts/bench.ts): from the page's start (a signed-in visit landing on /dashboard) to the frame
 * painted once every card shows its figures (no card busy, none failed), and the chart library's
 * cost (issue 23: kept off the first load, reported per route).
 */
import type { Browser } from '@playwright/test';


/** Resolves with performance.now() of the frame painted once every card of the page has its answer. */
const ALL_CARDS_PAINTED = `new Promise((resolve, reject) => {
  const cards = () => [...document.querySelectorAll('main section[aria-labelledby]')];
  const ready = () => {
    const all = cards();
    return all.length >= 3 && all.every((card) => card.getAttribute('aria-busy') !== 'true');
  };
  const done = () => {
    const failed = cards().filter((card) => card.querySelector('[role=alert]'));
    if (failed.length) return reject(new Error(failed.length + ' dashboard card(s) failed'));
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
  };
  if (ready()) return done();
  const observer = new MutationObserver(() => { if (ready()) { observer.disconnect(); done(); } });
  observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
})`;

export async function benchDashboard(browser: Browser, app: string, runs: number, accessToken: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript({ content: `localStorage.setItem('accessToken', ${JSON.stringify(accessToken)});` });
    await page.goto(`${app}/dashboard`);
    times.push((await page.evaluate(ALL_CARDS_PAINTED)) as number);
    await context.close();
  }
  return times;
}
