import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const MOCK_API = 'http://127.0.0.1:4010';
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

type MockApi = {
  reset: () => Promise<void>;
  fault: (fault: Fault) => Promise<void>;
  clearFaults: () => Promise<void>;
};

type Fixtures = {
  mockApi: MockApi;
  /** Console errors seen on the page; journeys without injected faults expect none. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  mockApi: async ({ request }, use) => {
    const api: MockApi = {
      reset: async () => {
        expect((await request.post(`${MOCK_API}/__mock/reset`, { data: {} })).ok()).toBe(true);
      },
      fault: async (fault) => {
        expect((await request.post(`${MOCK_API}/__mock/faults`, { data: fault })).ok()).toBe(true);
      },
      clearFaults: async () => {
        expect((await request.delete(`${MOCK_API}/__mock/faults`)).ok()).toBe(true);
      },
    };
    await api.reset();
    await use(api);
    await api.clearFaults();
  },
  page: async ({ page }, use) => {
    await page.addInitScript((token) => window.localStorage.setItem('accessToken', token), ACCESS_TOKEN);
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/**
 * The mock API runs with MOCK_REQUIRE_AUTH: every call must carry a bearer token. Until the
 * sign-in screens exist, journeys start as a signed-in credentials session by storing the auth
 * state's access token where the app restores it from (SPEC §3: local storage key accessToken).
 */
export const ACCESS_TOKEN = 'mock-access-anna';

export async function useAdministration(page: Page, administrationId: string): Promise<void> {
  await page.addInitScript((id) => window.localStorage.setItem('administrationId', id), administrationId);
}

export async function expectNoSeriousA11yViolations(page: Page, where = page.url()): Promise<void> {
  // Legacy mode runs axe once in the page: the sandboxed preview frame (no scripts) is skipped, as it must be.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`),
    where,
  ).toEqual([]);
}
