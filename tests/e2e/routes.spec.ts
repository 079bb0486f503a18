import type { Page } from '@playwright/test';
import { ADMIN_NL, expect, expectNoSeriousA11yViolations, test, useAdministration } from './fixtures';

/** A URL and the page title (h1) it must show. */
type Visit = readonly [url: string, title: string];

const CUSTOMER = 'C-1042';
const ADMIN_NAME = 'Van Dijk Installatietechniek B.V.';

const tabVisits = (base: string, title: string, tabs: readonly string[]): Visit[] => [
  [base, title],
  ...tabs.map((tab): Visit => [`${base}/${tab}`, title]),
];

const DEBTORS: Visit[] = [
  ['/customers', 'Customers'],
  ...tabVisits(`/customers/${CUSTOMER}`, `Customer ${CUSTOMER}`, ['tasks', 'issues', 'invoices', 'communication', 'attachments', 'arrangements']),
  ['/super-debtors', 'Super debtors'],
  ...tabVisits('/super-debtors/SD-9', 'Super debtor SD-9', ['tasks', 'issues', 'invoices', 'debtors', 'communication', 'attachments']),
];

const RECORDS: Visit[] = [
  ['/invoices', 'Invoices'],
  ...tabVisits('/invoices/INV-1', 'Invoice INV-1', ['tasks', 'issues', 'communication', 'attachments', 'arrangements']),
  ['/issues', 'Issues'],
  ...tabVisits('/issues/ISS-3', 'Issue ISS-3', ['tasks', 'invoices', 'attachments']),
  ['/tasks', 'Tasks'],
  ['/tasks/T-7', 'Task T-7'],
  ['/arrangements', 'Arrangements'],
  ['/arrangements/ARR-2', 'Arrangement ARR-2'],
  ['/for-collection', 'For collection'],
  ['/for-collection/FC-5', 'Collection case FC-5'],
];

const OTHER_AREAS: Visit[] = [
  ['/dashboard', 'Dashboard'],
  ['/templates', 'Templates'],
  ['/communication/emails', 'E-mails'],
  ['/communication/letters', 'Letters'],
  ['/communication/calls', 'Calls'],
  [`/communication/${CUSTOMER}`, `New message to customer ${CUSTOMER}`],
  ['/mailbox', 'Mailbox'],
  ['/journeys', 'Journeys'],
  ['/exports', 'Exports'],
  ['/settled-payments', 'Settled payments'],
  ['/payments-underway', 'Payments underway'],
  ['/reports', 'Reports'],
  ['/account', 'Account'],
  ['/administrations', 'Administrations'],
];

const SETTINGS: Visit[] = [
  ['/settings', 'Settings'],
  ['/settings/bookkeeping', 'Bookkeeping'],
  ['/settings/communication', 'Communication'],
  ['/settings/customerportal', 'Customer portal'],
  ['/settings/counteraccount', 'Counter account'],
  ['/settings/exportcollection', 'Collection export'],
  ['/settings/tailoredvariables', 'Tailored variables'],
  ['/settings/InvoiceExports', 'Invoice exports'],
  ['/settings/Integrations', 'Integrations'],
  ['/settings/communication/notifications/n-3', 'Notification setting n-3'],
];

const ADMIN = `/administrations/${ADMIN_NL}/settings`;
const ADMINISTRATION_SETTINGS: Visit[] = [
  [ADMIN, 'Overview'],
  [`${ADMIN}/overview`, 'Overview'],
  [`${ADMIN}/users`, 'Users'],
  [`${ADMIN}/users/add-user-department`, 'Add user to a department'],
  [`${ADMIN}/users/add-new-user`, 'Add new user'],
  [`${ADMIN}/users/add-new-role`, 'Add new role'],
  [`${ADMIN}/users/update-user`, 'Update user'],
  [`${ADMIN}/users/update-user/usr-1`, 'User usr-1'],
  [`${ADMIN}/users/update-user/usr-1/add-user-department`, 'Add user to a department'],
  [`${ADMIN}/users/update-user/usr-1/add-new-role`, 'Add new role'],
  [`${ADMIN}/subscription`, 'Subscription'],
  [`${ADMIN}/subscription/upgrade`, 'Upgrade subscription'],
  [`${ADMIN}/style`, 'Style'],
  [`${ADMIN}/permissions`, 'Permissions'],
  [`${ADMIN}/permissions/add-new-role`, 'Add new role'],
  [`${ADMIN}/permissions/role-2`, 'Role role-2'],
  [`${ADMIN}/issues-settings`, 'Issue settings'],
  [`${ADMIN}/issues-settings/add`, 'Add issue category'],
  [`${ADMIN}/issues-settings/cat-4`, 'Issue category cat-4'],
  [`${ADMIN}/departments`, 'Departments'],
  [`${ADMIN}/department/add-user-department`, 'Add user to a department'],
  [`${ADMIN}/department/dep-2`, 'Department dep-2'],
  [`${ADMIN}/content-settings`, 'Content settings'],
];

/** Opens each URL: its title and breadcrumb show, and axe finds nothing serious on the whole page. */
async function visitAll(page: Page, visits: readonly Visit[]): Promise<void> {
  for (const [url, title] of visits) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: title }), url).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }), url).toBeVisible();
    await expectNoSeriousA11yViolations(page, url);
  }
}

test.describe('every authenticated route has its frame', () => {
  // Each group opens a few dozen pages, each one a fresh page load and an axe run.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await useAdministration(page, ADMIN_NL);
  });

  for (const [group, visits] of Object.entries({
    'customers and super debtors': DEBTORS,
    'invoices, issues, tasks, arrangements, for collection': RECORDS,
    'dashboard, communication, payments, reports, templates, account, administrations': OTHER_AREAS,
    settings: SETTINGS,
    'administration settings': ADMINISTRATION_SETTINGS,
  })) {
    test(group, async ({ page, mockApi: _, consoleErrors }) => {
      await visitAll(page, visits);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('detail tabs are links, the open one marked current', async ({ page, mockApi: _ }) => {
    await page.goto(`/customers/${CUSTOMER}/invoices`);
    const tabs = page.getByRole('navigation', { name: `Sections of Customer ${CUSTOMER}` });
    await expect(tabs.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Attachments' }).click();
    await expect(page).toHaveURL(new RegExp(`/customers/${CUSTOMER}/attachments$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Attachments' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Attachments' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Nothing to show yet' })).toBeVisible();
  });

  test('the administrations page links each administration to its settings', async ({ page, mockApi: _ }) => {
    await page.goto('/administrations');
    await page.getByRole('list', { name: 'Your administrations' }).getByRole('link', { name: `Settings of ${ADMIN_NAME}` }).click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN}/overview$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  });
});

test.describe('search params', () => {
  test.beforeEach(async ({ page }) => {
    await useAdministration(page, ADMIN_NL);
  });

  test('what a debtor page was opened for is shown', async ({ page, mockApi: _, consoleErrors }) => {
    await page.goto(`/customers/${CUSTOMER}?action=call&callId=call-7`);
    await expect(page.getByRole('heading', { level: 1, name: `Customer ${CUSTOMER}` })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText('Action to start: Call · Call call-7');
    await page.goto(`/communication/${CUSTOMER}?invoiceId=INV-1`);
    await expect(page.getByRole('note')).toHaveText('For invoice INV-1');
    expect(consoleErrors).toEqual([]);
  });

  test('an invalid value is dropped without an error', async ({ page, mockApi: _, consoleErrors }) => {
    await page.goto(`/customers/${CUSTOMER}?action=<script>alert(1)</script>&callId=call-7`);
    await expect(page.getByRole('heading', { level: 1, name: `Customer ${CUSTOMER}` })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText('Call call-7');
    await page.goto(`/super-debtors/SD-9?action=email&callId=${encodeURIComponent('"><img src=x>')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Super debtor SD-9' })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText('Action to start: Send an e-mail');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('public routes', () => {
  test('/about renders without a session and offers sign-in', async ({ page, mockApi: _, consoleErrors }) => {
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

  test('/home opens the dashboard', async ({ page, mockApi: _, consoleErrors }) => {
    await useAdministration(page, ADMIN_NL);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('public sign-in screens', () => {
  const PUBLIC: readonly string[] = ['/login', '/forgot-pass', '/reset-pass', '/signup', '/welcome', '/login/account-activation'];

  test('open for a visitor without a console error or a serious accessibility violation', async ({ page, mockApi: _, consoleErrors }) => {
    await page.addInitScript(() => window.localStorage.removeItem('accessToken'));
    for (const url of PUBLIC) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    expect(consoleErrors).toEqual([]);
  });
});
