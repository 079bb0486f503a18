import type { Locator } from '@playwright/test';
import { ADMIN_NL, expect, expectFitsWidth, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * Staffing an administration end to end (issue 26): Anna invites someone by e-mail with one role,
 * the activation mail lands in the mock outbox, the new user activates with a password, signs in,
 * and sees exactly what the role allows: Klantenservice gives the customers, not the invoices.
 */
const EMAIL = 'noor.hendriks@example.com';
const PASSWORD = 'Welkom!2026-noor';

test('an administrator invites a user with one role; the user activates, signs in and sees what the role allows; the other settings pages at 390 px', async ({ page, stack, browser, consoleErrors }) => {
  // Two people's sessions, then six pages with an axe run each.
  test.setTimeout(90_000);
  await page.goto(`/administrations/${ADMIN_NL}/settings/users`);
  const grid = page.getByRole('grid', { name: 'Name' });
  await expect(grid.getByRole('link', { name: 'Sanne Bakker' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Invite user' }).click();
  const form = page.getByRole('form', { name: 'Invite a user' });
  await form.getByLabel('Name').fill('Noor Hendriks');
  await form.getByLabel('Email address').fill(EMAIL);
  await form.getByRole('checkbox', { name: /^Klantenservice/ }).check();
  await form.getByRole('button', { name: 'Send invitation' }).click();

  await expect(page).toHaveURL(new RegExp(`/administrations/${ADMIN_NL}/settings/users`));
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByRole('link', { name: 'Noor Hendriks' })).toBeVisible();

  // The activation mail, as the mock "sent" it.
  const outbox = (await (await fetch(`${stack.apiOrigin}/__mock/outbox?to=${encodeURIComponent(EMAIL)}`)).json()) as { items: { link?: string }[] };
  expect(outbox.items).toHaveLength(1);
  const link = new URL(outbox.items[0]!.link!);
  expect(link.pathname).toBe('/login/account-activation');

  // The new user, in a browser of their own (nobody signed in).
  const context = await browser.newContext({ baseURL: stack.appOrigin });
  const noor = await context.newPage();
  await noor.goto(`${link.pathname}${link.search}`);
  await expect(noor.getByRole('heading', { name: 'Welcome, Noor Hendriks' })).toBeVisible();
  await noor.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await noor.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await noor.getByRole('button', { name: 'Activate account' }).click();
  await expect(noor.getByRole('heading', { name: 'Welcome to Receivables' })).toBeVisible();

  await noor.goto('/login');
  await noor.getByLabel('Email', { exact: true }).fill(EMAIL);
  await noor.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await noor.getByRole('button', { name: 'Sign in', exact: true }).click();
  const nav = noor.getByRole('navigation', { name: 'Main navigation' }).first();
  await expect(nav.getByRole('link', { name: 'Customers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  await noor.goto('/invoices');
  await expect(noor.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
  await context.close();

  // Accepted: no longer pending on Anna's page.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Pending invitations' }).getByRole('link', { name: 'Noor Hendriks' })).toHaveCount(0);

  // The other settings pages, on a 390 px phone: each shown with its data, no serious axe finding,
  // nothing wider than the screen (the routes journey runs axe on them at desktop width only).
  await page.setViewportSize({ width: 390, height: 844 });
  const settings = `/administrations/${ADMIN_NL}/settings`;
  const pages: [path: string, title: string | RegExp, shown: () => Locator][] = [
    ['overview', 'Overview', () => page.getByRole('region', { name: 'The administration at a glance' }).getByRole('term').first()],
    ['issues-settings', 'Issue settings', () => page.getByRole('table', { name: 'Issue categories' }).getByRole('link', { name: 'Kwaliteitsklacht' })],
    ['issues-settings/icat-nl-quality', /^Issue category/, () => page.getByRole('form', { name: 'Issue category Kwaliteitsklacht' })],
    ['issues-settings/add', 'Add issue category', () => page.getByRole('form', { name: 'New issue category' })],
    ['content-settings', 'Content settings', () => page.getByRole('form', { name: 'Content settings' }).getByLabel('Letter footer')],
    ['departments', 'Departments', () => page.getByRole('region', { name: 'Totals of all 2 matching rows' })],
  ];
  for (const [path, title, shown] of pages) {
    const where = `${path} at 390 px`;
    await page.goto(`${settings}/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title }), where).toBeVisible();
    await expect(shown(), where).toBeVisible();
    await expectNoSeriousA11yViolations(page, where);
    await expectFitsWidth(page, 390, where);
  }
  expect(consoleErrors).toEqual([]);
});

test('every page of an administration’s settings, reached by keyboard from its overview', async ({ page, consoleErrors }) => {
  await page.goto(`/administrations/${ADMIN_NL}/settings/overview`);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  for (const title of ['Users', 'Subscription', 'Style', 'Permissions', 'Issue settings', 'Departments', 'Content settings']) {
    const link = page.getByRole('navigation', { name: 'Settings of this administration' }).getByRole('link', { name: title, exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: title }), title).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' }), `back from ${title}`).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});
