import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { startWorkerStack, type WorkerStack } from './worker-stack';

export const ADMIN_NL = 'adm-nl-001';
/** usr-anna lacks Manage_Configuration in this administration. */
export const ADMIN_GB = 'adm-gb-002';

export type Fault = {
  method?: string;
  path: string;
  status?: number;
  body?: string;
  contentType?: string;
  delayMs?: number;
  times?: number;
};

/** The control routes of this worker's mock API. */
type MockApi = {
  /** Back to the seed (the fixtures already do this before every test). */
  reset: () => Promise<void>;
  fault: (fault: Fault) => Promise<void>;
  clearFaults: () => Promise<void>;
};

type WorkerFixtures = {
  /** This worker's app and mock API (tests/e2e/worker-stack.ts). */
  stack: WorkerStack;
};

type Fixtures = {
  mockApi: MockApi;
  /**
   * Starts every page signed in as Anna (default). Journeys about signing in, or about screens a
   * visitor sees, set `test.use({ signedIn: false })`.
   */
  signedIn: boolean;
  /**
   * The browser asks to save data (default): the app then leaves out its background warm-up of the
   * other areas' code, words and answer schemas (src/navigation/warm-areas.ts), an optimisation
   * `npm run bench` measures, not a behaviour. Every page load of every journey did it: about a
   * seventh of the journeys' CPU (routes, customers and invoices: 240 -> 207 CPU-s). The journey
   * about the warm-up sets `test.use({ dataSaver: false })`.
   */
  dataSaver: boolean;
  /** Console errors seen on the page; journeys without injected faults expect none. */
  consoleErrors: string[];
  /** Resets the worker's mock API before each test and clears its faults after. */
  freshMockApi: void;
};

async function control(apiOrigin: string, method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${apiOrigin}/__mock/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} /__mock/${path}: ${response.status} ${await response.text()}`).toBe(true);
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern; it needs none.
    async ({}, use, workerInfo) => {
      const stack = await startWorkerStack(workerInfo.parallelIndex);
      await use(stack);
      await stack.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ stack }, use) => {
    await use(stack.appOrigin);
  },
  mockApi: async ({ stack }, use) => {
    await use({
      reset: () => control(stack.apiOrigin, 'POST', 'reset', {}),
      fault: (fault) => control(stack.apiOrigin, 'POST', 'faults', fault),
      clearFaults: () => control(stack.apiOrigin, 'DELETE', 'faults'),
    });
  },
  freshMockApi: [
    async ({ stack }, use, testInfo) => {
      // Most journeys only read: the mock then keeps its data instead of re-seeding it.
      await control(stack.apiOrigin, 'POST', 'reset', { ifChanged: true });
      const firstLine = stack.apiLog.length;
      await use();
      await control(stack.apiOrigin, 'DELETE', 'faults');
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('mock-api.log', { body: stack.apiLog.slice(firstLine).join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
  signedIn: [true, { option: true }],
  dataSaver: [true, { option: true }],
  page: async ({ page, signedIn, dataSaver }, use) => {
    if (dataSaver) {
      await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } }));
    }
    if (signedIn) {
      await page.addInitScript((token) => {
        if (window.top === window) window.localStorage.setItem('accessToken', token);
      }, ACCESS_TOKEN);
    }
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !isSandboxRefusingInitScripts(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/**
 * The mock API runs with MOCK_REQUIRE_AUTH: every call must carry a bearer token. Journeys that are
 * not about signing in start as a signed-in credentials session by storing the auth state's access
 * token where the app restores it from (SPEC §3: local storage key accessToken).
 */
export const ACCESS_TOKEN = 'mock-access-anna';

export async function useAdministration(page: Page, administrationId: string): Promise<void> {
  // Init scripts run in every frame; a sandboxed preview frame may not touch storage (it would log an error).
  await page.addInitScript((id) => {
    if (window.top === window) window.localStorage.setItem('administrationId', id);
  }, administrationId);
}

/**
 * The page fits `width` without scrolling sideways, once its layout has settled: after a resize,
 * what is sized in script (a grid's columns, an anchored menu) follows a frame or a render later,
 * so the width is read until it fits. A page that never fits still fails.
 */
export async function expectFitsWidth(page: Page, width = 390, where?: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: where }).toBeLessThanOrEqual(width);
}

/**
 * What AxeBuilder evaluates instead of axe-core's source (1.3 MB, evaluated twice in the page on
 * every run) when the page's one document has axe already: a later check of the same document,
 * after an in-app move or a dialog opened. Measured on a customer page: 340 → 250 ms a check.
 */
const AXE_ALREADY_IN_PAGE = ';';

export async function expectNoSeriousA11yViolations(page: Page, where = page.url()): Promise<void> {
  // A page with frames gets the whole source every time, so a frame that came since is checked too.
  const axePresent = page.frames().length === 1 && (await page.evaluate(() => 'axe' in window));
  // Legacy mode runs axe once in the page: the sandboxed preview frame (no scripts) is skipped, as it must be.
  const results = await new AxeBuilder({ page, axeSource: axePresent ? AXE_ALREADY_IN_PAGE : undefined }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`),
    where,
  ).toEqual([]);
}

/**
 * What a sandboxed preview frame logs when it refuses the test's own init scripts (Playwright runs
 * them in every frame; a frame without 'allow-scripts' blocks them, or their localStorage access).
 * It says nothing about the app, and when it is logged depends on when the frame loads, so the
 * console fixture leaves it out everywhere. That no script of a previewed body ever runs is checked
 * by the XSS journeys' sentinels and dialogs, not by the console.
 */
function isSandboxRefusingInitScripts(message: string): boolean {
  return (
    message.startsWith("Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed") ||
    message.startsWith("Failed to read the 'localStorage' property from 'Window': The document is sandboxed")
  );
}
