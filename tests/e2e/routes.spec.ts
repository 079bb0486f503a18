import type { Page } from '@playwright/test';
import { ACCESS_TOKEN, expect, expectNoSeriousA11yViolations, test, useAdministration } from './fixtures';
import { ADMINISTRATION_ID, authenticatedVisits, detailRecord, fileRoutePaths, uncoveredRoutes } from './route-journeys';

const { id: CUSTOMER, label: CUSTOMER_NAME } = detailRecord('customers');
const { id: SUPER_DEBTOR, label: SUPER_DEBTOR_NAME } = detailRecord('superDebtors');
const ADMIN_NAME = 'Van Dijk Installatietechniek B.V.';
const SETTINGS = `/administrations/${ADMINISTRATION_ID}/settings`;

/** Every page behind sign-in the area registry leads to (tests/e2e/route-journeys.ts). */
const AUTHENTICATED = authenticatedVisits();
/** Authenticated routes the registry does not lead to, and the journey that opens them. */
const VISITED_ELSEWHERE: Record<string, string> = {
  '/templates/$templateId': 'templates.spec.ts opens seeded templates',
};
/** Public routes with a journey of their own. */
const PUBLIC_ELSEWHERE: Record<string, string> = {
  '/about': 'its own journey below',
  '/setuptwofa': 'needs a signed-in user with two-factor pending (auth unit tests)',
};
const PUBLIC = fileRoutePaths('src/routes/_public').filter((path) => !(path in PUBLIC_ELSEWHERE));
const PAGES_PER_TEST = 6;

/** Moves the open app to `url` without reloading it: a history entry, which the router follows. */
async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

function inGroupsOf<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

test.describe('the journeys reach every route', () => {
  test('every authenticated route file is visited', () => {
    const routes = fileRoutePaths('src/routes/_app');
    expect(Object.keys(VISITED_ELSEWHERE).filter((route) => !routes.includes(route)), 'exemptions of routes that no longer exist').toEqual([]);
    expect(
      uncoveredRoutes(
        routes.filter((route) => !(route in VISITED_ELSEWHERE)),
        AUTHENTICATED.map((visit) => visit.url),
      ),
    ).toEqual([]);
  });

  test('every public route file is visited', () => {
    expect(Object.keys(PUBLIC_ELSEWHERE).filter((route) => !fileRoutePaths('src/routes/_public').includes(route))).toEqual([]);
    expect(PUBLIC).toEqual(expect.arrayContaining(['/login', '/forgot-pass']));
  });
});

test.describe('every authenticated route has its frame', () => {
  test.beforeEach(async ({ page }) => {
    await useAdministration(page, ADMINISTRATION_ID);
  });

  // Each page: its title, breadcrumb, an axe run and no console error. Pages are visited a few per
  // test, one step each (the step and every message name the page): a new browser context per page
  // spent more time signing in and loading the code than checking it. A page whose heading differs
  // from the one before it is reached inside the app, as a person moves on (a history entry the
  // router follows), which spares a reload of the whole app; its own heading is then the sign that
  // it is shown. The first page of a test, and a page titled like the one before (another tab of
  // the same record), are loaded from the address bar, as every area's own journey does too.
  for (const visits of inGroupsOf(AUTHENTICATED, PAGES_PER_TEST)) {
    test(visits.map(({ url }) => url).join(', '), async ({ page, consoleErrors }) => {
      test.setTimeout(visits.length * 20_000);
      for (const [index, { url, title }] of visits.entries()) {
        await test.step(`${url} — ${title}`, async () => {
          if (index === 0 || visits[index - 1]!.title === title) await page.goto(url);
          else await navigateInApp(page, url);
          await expect(page.getByRole('heading', { level: 1, name: title }), url).toBeVisible();
          await expect(page.getByRole('navigation', { name: 'Breadcrumb' }), url).toBeVisible();
          await expectNoSeriousA11yViolations(page, url);
          expect(consoleErrors, url).toEqual([]);
        });
      }
    });
  }

  test('detail tabs are links, the open one marked current', async ({ page }) => {
    await page.goto(`/customers/${CUSTOMER}/invoices`);
    const tabs = page.getByRole('navigation', { name: `Sections of Customer ${CUSTOMER_NAME}` });
    await expect(tabs.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Attachments' }).click();
    await expect(page).toHaveURL(new RegExp(`/customers/${CUSTOMER}/attachments$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Attachments' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Attachments' })).toHaveAttribute('aria-current', 'page');
    // The tab shows the customer's files and comments (tests/e2e/attachments.spec.ts).
    await expect(page.getByRole('heading', { level: 3, name: 'Files' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Comments' })).toBeVisible();
  });

  test('the administrations page links each administration to its settings', async ({ page }) => {
    await page.goto('/administrations');
    await page.getByRole('list', { name: 'Your administrations' }).getByRole('link', { name: `Settings of ${ADMIN_NAME}` }).click();
    await expect(page).toHaveURL(new RegExp(`${SETTINGS}/overview$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  });
});

test.describe('search params', () => {
  test.beforeEach(async ({ page }) => {
    await useAdministration(page, ADMINISTRATION_ID);
  });

  /** A seeded call of the customer, as the API lists it. */
  async function callOf(stack: { apiRoot: string }, customerId: string): Promise<{ id: string; notes: string; phoneNumber: string }> {
    const response = await fetch(`${stack.apiRoot}/administrations/${ADMINISTRATION_ID}/calls?customer-id=${customerId}&per-page=1`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } });
    expect(response.status).toBe(200);
    const [call] = ((await response.json()) as { items: { id: string; notes: string; phoneNumber: string }[] }).items;
    expect(call, `a seeded call of ${customerId}`).toBeDefined();
    return call!;
  }

  test('what a debtor page was opened for is shown: the action, and the call it names in its panel', async ({ page, stack, consoleErrors }) => {
    const call = await callOf(stack, CUSTOMER);
    await page.goto(`/customers/${CUSTOMER}?action=call&callId=${call.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Customer ${CUSTOMER_NAME}` })).toBeVisible();
    // `action=call` opens the call panel.
    const callPanel = page.getByRole('complementary', { name: 'Log a call' });
    await expect(callPanel.getByRole('combobox', { name: 'Who was called' })).toBeVisible();
    const panel = page.getByRole('region', { name: `Call with ${CUSTOMER_NAME}` });
    await expect(panel).toContainText(call.notes);
    await expect(panel).toContainText(call.phoneNumber);
    await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
    // Closing the panel takes the call out of the address; the action stays.
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/customers/${CUSTOMER}\\?action=call$`));
    await expect(callPanel.getByRole('combobox', { name: 'Who was called' })).toBeVisible();
    // The composer: an invoice that is not one of the customer's open invoices chooses nothing.
    await page.goto(`/communication/${CUSTOMER}?invoiceId=INV-1`);
    await expect(page.getByRole('heading', { level: 1, name: `New message to ${CUSTOMER_NAME}` })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Invoices' }).getByRole('checkbox', { checked: true })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('an invalid value is dropped without an error', async ({ page, stack, consoleErrors }) => {
    const call = await callOf(stack, CUSTOMER);
    await page.goto(`/customers/${CUSTOMER}?action=<script>alert(1)</script>&callId=${call.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Customer ${CUSTOMER_NAME}` })).toBeVisible();
    await expect(page.getByRole('region', { name: `Call with ${CUSTOMER_NAME}` })).toContainText(call.notes);
    await expect(page.getByRole('note')).toHaveCount(0);
    await page.goto(`/super-debtors/${SUPER_DEBTOR}?action=email&callId=${encodeURIComponent('"><img src=x>')}`);
    await expect(page.getByRole('heading', { level: 1, name: `Super debtor ${SUPER_DEBTOR_NAME}` })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText('Action to start: Send an email');
    await expect(page.getByRole('region', { name: /^Call/ })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('public routes', () => {
  test('/about renders without a session and offers sign-in', async ({ page, consoleErrors }) => {
    // The fixture starts signed in; this page must work for a visitor too.
    await page.addInitScript(() => window.localStorage.removeItem('accessToken'));
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Receivables' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Receivables' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('/home opens the dashboard', async ({ page, consoleErrors }) => {
    await useAdministration(page, ADMINISTRATION_ID);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('public sign-in screens open for a visitor without a console error or a serious accessibility violation', () => {
  test.use({ signedIn: false });

  for (const url of PUBLIC) {
    test(url, async ({ page, consoleErrors }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  }
});
