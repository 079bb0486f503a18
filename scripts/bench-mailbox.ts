/**
 * The incoming mailbox at the benchmark scale (MOCK_SCALE=50: 10,000 messages per administration),
 * measured in the page by `npm run bench` (scripts/bench.ts): a page change (the user's click on
 * Next to the new rows painted) and a search (the last keystroke to the matching rows painted,
 * minus the 300 ms debounce). The page change has a budget (scripts/bench-budgets.ts), the rest is reported.
 */
import type { Browser } from '@playwright/test';
import { clickToRows, PROBES, type ClickTiming } from './bench-lists';

export type MailboxMetrics = { firstRows: number[]; pageChange: ClickTiming[]; search: number[]; total: number };

const DEBOUNCE_MS = 300;

type Summary = { sender: { email: string }; subject: string };

/** A sender to search for: from a later page, not the sender of the newest message (so the first row changes). */
async function senderToSearch(api: string, administrationId: string, accessToken: string): Promise<{ email: string; total: number }> {
  const get = async (query: string) => {
    const response = await fetch(`${api}/v1.0/administrations/${administrationId}/mailbox/messages?${query}`, { headers: { Authorization: `Bearer ${accessToken}` } });
    if (!response.ok) throw new Error(`mailbox list answered ${response.status}`);
    return (await response.json()) as { items: Summary[]; total: number };
  };
  const first = await get('per-page=1');
  const later = await get('per-page=10&page=40');
  const pick = later.items.find((m) => m.sender.email !== first.items[0]?.sender.email);
  if (!pick) throw new Error('no sender to search for');
  return { email: pick.sender.email, total: first.total };
}

export async function benchMailbox(browser: Browser, app: string, api: string, runs: number, accessToken: string, administrationId: string): Promise<MailboxMetrics> {
  const { email, total } = await senderToSearch(api, administrationId, accessToken);
  const metrics: MailboxMetrics = { firstRows: [], pageChange: [], search: [], total };
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript({ content: PROBES });
    await page.addInitScript({ content: `localStorage.setItem('accessToken', ${JSON.stringify(accessToken)}); localStorage.setItem('administrationId', ${JSON.stringify(administrationId)});` });
    await page.goto(`${app}/mailbox`);
    metrics.firstRows.push((await page.evaluate('window.__list.rowsPainted(null)')) as number);

    metrics.pageChange.push(await clickToRows(page, () => page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click(), '/mailbox/messages?'));

    const box = page.getByRole('searchbox', { name: 'Search for' });
    await box.click();
    await page.evaluate(`addEventListener('keyup', () => { window.__list.lastKeyUp = performance.now(); }, true)`);
    const before = (await page.evaluate('window.__list.firstRow()')) as string | null;
    const painted = page.evaluate(`window.__list.rowsPainted(${JSON.stringify(before)})`);
    await box.pressSequentially(email, { delay: 20 });
    const paintedAt = (await painted) as number;
    const lastKey = (await page.evaluate('window.__list.lastKeyUp')) as number;
    metrics.search.push(paintedAt - lastKey - DEBOUNCE_MS);
    await context.close();
  }
  return metrics;
}
