import type { Page } from '@playwright/test';
import { ACCESS_TOKEN, ADMIN_NL, expect, test, useAdministration } from './fixtures';

/**
 * Nothing typed is lost to a sign-out, an expired session or a dropped network (issue 20, points
 * 7–9): signing out asks before discarding, a session that ends mid-edit offers the edit back after
 * signing in again, and a save made offline says so, keeps the input and lands on reconnect.
 */
const PASSWORD = 'Receivables!2026';

type Customer = { id: string; name: string };

async function activeCustomer(stack: { apiRoot: string }): Promise<Customer> {
  const response = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}/customers?status=active&per-page=1`, {
    headers: { Authorization: `Bearer ${ACCESS_TOKEN}` },
  });
  const [customer] = ((await response.json()) as { items: Customer[] }).items;
  if (!customer) throw new Error('no active Dutch customer seeded');
  return customer;
}

async function customerName(stack: { apiRoot: string }, id: string): Promise<string> {
  const response = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}/customers/${id}`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } });
  return ((await response.json()) as Customer).name;
}

async function signInWithCredentials(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

const draftKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('draft:')));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openCustomerEditor(page: Page, customer: Customer) {
  await page.goto(`/customers/${customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(escape(customer.name)) })).toBeVisible();
  await page.getByRole('button', { name: 'Edit details' }).click();
  const form = page.getByRole('form', { name: 'Edit details' });
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
  return form;
}

test.describe('signing out with unsaved changes', () => {
  test('asks first: staying keeps the session and the edits; leaving signs out, and the next person signs in to the dashboard, not to that template', async ({ page }) => {
    await useAdministration(page, ADMIN_NL);
    await page.goto('/templates');
    const first = page.getByRole('list', { name: 'Templates' }).getByRole('article').first();
    const name = ((await first.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
    await first.getByRole('link', { name: `Open ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit template: ${name}` })).toBeVisible();
    const templateUrl = page.url();
    await page.getByRole('textbox', { name: /^Name/ }).fill(`${name} – niet bewaard`);
    await expect.poll(() => draftKeys(page)).toHaveLength(1);

    await signOut(page);
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(leave).toBeHidden();
    expect(page.url()).toBe(templateUrl);
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(`${name} – niet bewaard`);
    expect(await draftKeys(page)).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBeNull();

    await signOut(page);
    await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave and lose changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // An explicit sign-out forgets the page: nothing leads back to the template.
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).search).toBe('');
    expect(await draftKeys(page)).toEqual([]);

    await signInWithCredentials(page, 'sanne.bakker@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });
});

test.describe('a session that ends mid-edit', () => {
  test.use({ signedIn: false });

  test('keeps the typed customer edit; signing in again offers it back, and the save lands', async ({ page, stack, mockApi }) => {
    const customer = await activeCustomer(stack);
    await useAdministration(page, ADMIN_NL);
    await page.goto('/login');
    await signInWithCredentials(page, 'anna.devries@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const form = await openCustomerEditor(page, customer);
    const typed = `${customer.name} (bewaard)`;
    await form.getByLabel('Name', { exact: true }).fill(typed);

    // The save is refused, and refused again after the refresh: the session is over.
    await mockApi.fault({ method: 'PUT', path: '*/administrations/:administrationId/customers/:customerId', status: 401, times: 2 });
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/customers/${customer.id}`);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
    expect(await draftKeys(page)).toEqual([`draft:usr-anna:form:customer:${ADMIN_NL}:${customer.id}`]);

    await signInWithCredentials(page, 'anna.devries@example.com');
    await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}$`));
    // The editor opens by itself and offers the edit back; nothing is applied unasked.
    const again = page.getByRole('form', { name: 'Edit details' });
    const offer = again.getByRole('region', { name: 'Unsaved changes' });
    await expect(offer).toContainText('Restore your unsaved changes from');
    await expect(again.getByLabel('Name', { exact: true })).toHaveValue(customer.name);
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(again.getByLabel('Name', { exact: true })).toHaveValue(typed);
    await again.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The customer’s details were saved.')).toBeVisible();
    expect(await customerName(stack, customer.id)).toBe(typed);
    expect(await draftKeys(page)).toEqual([]);
  });

  test('keeps the message being written in the composer; signing in again offers it back, and it is sent', async ({ page, stack, mockApi }) => {
    const customer = await activeCustomer(stack);
    await useAdministration(page, ADMIN_NL);
    await page.goto('/login');
    await signInWithCredentials(page, 'anna.devries@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.goto(`/communication/${customer.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `New message to ${customer.name}` })).toBeVisible();
    await page.getByRole('radio', { name: 'Letter' }).check();
    await page.getByRole('textbox', { name: 'Subject' }).fill('Uw openstaande facturen');
    // Typed in the rich-text editor, as a collector writes.
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Wij zagen uw betaling nog niet.');

    await mockApi.fault({ method: 'POST', path: '*/administrations/:administrationId/letters', status: 401, times: 2 });
    await page.getByRole('button', { name: 'Send letter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/communication/${customer.id}`);
    expect(await draftKeys(page)).toEqual([`draft:usr-anna:form:composer:${ADMIN_NL}:${customer.id}`]);

    await signInWithCredentials(page, 'anna.devries@example.com');
    await expect(page).toHaveURL(new RegExp(`/communication/${customer.id}$`));
    const offer = page.getByRole('region', { name: 'Unsaved changes' });
    await expect(offer).toContainText('Restore your unsaved changes from');
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('radio', { name: 'Letter' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Uw openstaande facturen');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveText('Wij zagen uw betaling nog niet.');
    await page.getByRole('button', { name: 'Send letter' }).click();
    await expect(page.getByText(`The letter to ${customer.name} is printed and will be posted.`)).toBeVisible();
    expect(await draftKeys(page)).toEqual([]);
  });
});

test.describe('saving offline', () => {
  test('says the app is offline and that the save waits, keeps the input, and saves when the connection returns', async ({ page, context, stack }) => {
    const customer = await activeCustomer(stack);
    await useAdministration(page, ADMIN_NL);
    const form = await openCustomerEditor(page, customer);
    const typed = `${customer.name} (offline)`;
    await form.getByLabel('Name', { exact: true }).fill(typed);

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline. Pages cannot load until the connection returns' })).toBeVisible();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByRole('status')).toHaveText('You are offline. Your changes are kept in this browser and will be saved when the connection returns.');
    // Closing the tab now would lose nothing: the input is kept until the save lands.
    expect(await draftKeys(page)).toEqual([`draft:usr-anna:form:customer:${ADMIN_NL}:${customer.id}`]);
    expect(await customerName(stack, customer.id)).toBe(customer.name);

    await context.setOffline(false);
    await expect(page.getByText('The customer’s details were saved.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
    expect(await customerName(stack, customer.id)).toBe(typed);
    expect(await draftKeys(page)).toEqual([]);
  });
});
