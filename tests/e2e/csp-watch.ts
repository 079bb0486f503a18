import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Collects Content-Security-Policy violations two ways: `securitypolicyviolation` events in every
 * document that runs scripts, and Chromium's console reports (which also cover frames that cannot
 * run scripts, such as the sandboxed template preview). Call before the first navigation.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.documentURI}`);
    });
  });
  const reported: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reported.push(`console: ${message.text()} [in ${message.location().url || 'unknown'}]`);
  });
  return async () => [...((await page.evaluate(() => window.__cspViolations ?? []).catch(() => [])) as string[]), ...reported];
}
