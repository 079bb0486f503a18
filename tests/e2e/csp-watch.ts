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

/**
 * Console errors that the test harness itself causes in the sandboxed template preview: Playwright
 * runs init scripts in every frame, and a frame without 'allow-scripts' / 'allow-same-origin'
 * refuses them (or their localStorage access). They say nothing about the app.
 */
export function withoutSandboxedInitScriptNoise(errors: string[]): string[] {
  return errors.filter(
    (error) =>
      !error.startsWith("Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed") &&
      !error.startsWith("Failed to read the 'localStorage' property from 'Window': The document is sandboxed"),
  );
}
