import type { Page } from '@playwright/test';
import { ACCESS_TOKEN, ADMIN_GB, ADMIN_NL, expect, expectNoSeriousA11yViolations, test, useAdministration } from './fixtures';

const grid = (page: Page) => page.getByRole('grid', { name: 'Customers' });
const bodyRows = (page: Page) => grid(page).getByRole('row').filter({ has: page.getByRole('gridcell') });

test.describe('customers list', () => {
  test('lists the customers, most overdue first, finds one by name, and filters by a tag', async ({ page, stack, consoleErrors }) => {
    await page.goto('/customers');
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(grid(page).getByRole('columnheader', { name: 'Overdue' })).toHaveAttribute('aria-sort', 'descending');
    await expectNoSeriousA11yViolations(page);

    const name = (await bodyRows(page).nth(2).getByRole('gridcell').nth(2).textContent())?.trim() ?? '';
    expect(name.length).toBeGreaterThan(3);
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(page).toHaveURL(/search=/);
    await expect(bodyRows(page).first()).toContainText(name);
    await bodyRows(page).first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/customers\/[A-Za-z0-9_-]+$/);

    // A tag in use, chosen from the filter: the address holds it, every row carries it, and the
    // count is the server's for that tag.
    await page.goto('/customers');
    // The filters sit folded in the list's filter bar until asked for.
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('button', { name: /^Tags/ }).click();
    await page.getByRole('option', { name: 'horeca' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/[?&]tag=%5B%22horeca%22%5D/);
    const tags = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}/tags`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } });
    const horeca = ((await tags.json()) as { items: { name: string; customers: number }[] }).items.find((tag) => tag.name === 'horeca');
    expect(horeca?.customers).toBeGreaterThan(0);
    await expect(page.getByText(new RegExp(`of ${horeca?.customers}$`))).toBeVisible();
    for (const row of await bodyRows(page).all()) await expect(row).toContainText('horeca');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('super debtors list', () => {
  test('lists the groups with their customers and combined balance, and their sums', async ({ page, stack, consoleErrors }) => {
    await page.goto('/super-debtors');
    const list = page.getByRole('grid', { name: 'Super debtors' });
    const rows = list.getByRole('row').filter({ has: page.getByRole('gridcell') });
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    await expect(list.getByRole('columnheader', { name: 'Outstanding' })).toHaveAttribute('aria-sort', 'descending');
    // Under the table, the sums of every group, as the API gives them.
    const { body: answer } = await api<{ total: number; totals: { field: string; currency: string; amount: string }[] }>(stack, '/super-debtors?per-page=1000');
    const euros = (field: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(Number(answer.totals.find((total) => total.field === field)!.amount));
    const sums = page.getByRole('region', { name: `Totals of all ${answer.total} matching rows` });
    await expect(sums.getByRole('definition')).toHaveText([euros('outstanding'), euros('overdue')]);
    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});

/**
 * James: another credit controller of the British administration, where Anna (the page's user)
 * works the customers too. (In the Dutch one nobody else holds Manage_Customers.)
 */
const OTHER_USER_TOKEN = 'mock-access-james';

type ApiCustomer = { id: string; name: string; email: string | null; paymentTermDays: number; etag: string } & Record<string, unknown>;
type ApiContact = { id: string; name: string; primary: boolean; etag: string } & Record<string, unknown>;

async function api<T>(
  stack: { apiRoot: string },
  path: string,
  init: RequestInit = {},
  token = ACCESS_TOKEN,
  administrationId = ADMIN_NL,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${stack.apiRoot}/administrations/${administrationId}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A Dutch company with at least two contacts (the seed gives most companies one to three). */
async function customerWithContacts(stack: { apiRoot: string }): Promise<{ customer: ApiCustomer; contacts: ApiContact[] }> {
  const page = await api<{ items: { id: string; status: string }[] }>(stack, '/customers?search-field=name&search-value=b.v.&per-page=50');
  for (const { id, status } of page.body.items) {
    if (status === 'closed') continue;
    const contacts = await api<{ items: ApiContact[] }>(stack, `/customers/${id}/contacts`);
    if (contacts.body.items.length >= 2) return { customer: (await api<ApiCustomer>(stack, `/customers/${id}`)).body, contacts: contacts.body.items };
  }
  throw new Error('no seeded company with two contacts');
}

test.describe('customer overview: editing', () => {
  test('edit a customer while another user changed it → conflict shown, edits kept, re-apply and save succeeds', async ({ page, stack, consoleErrors }) => {
    const [customer] = (await api<{ items: { id: string; name: string }[] }>(stack, '/customers?status=active&per-page=1', {}, ACCESS_TOKEN, ADMIN_GB)).body.items;
    if (!customer) throw new Error('no active British customer seeded');
    await useAdministration(page, ADMIN_GB);
    await page.goto(`/customers/${customer.id}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(customer.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
    await page.getByRole('button', { name: 'Edit details' }).click();
    const form = page.getByRole('form', { name: 'Edit details' });
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'customer edit form');

    await form.getByLabel('Name', { exact: true }).fill('My change Ltd');
    await form.getByLabel('Payment term in days').fill('21');

    // Meanwhile James changes the name and the e-mail address of the same customer.
    const loaded = (await api<ApiCustomer>(stack, `/customers/${customer.id}`, {}, OTHER_USER_TOKEN, ADMIN_GB)).body;
    const editable = Object.fromEntries(
      ['kind', 'phone', 'address', 'language', 'tone', 'paymentTermDays', 'creditLimit', 'tags'].map((field) => [field, loaded[field]]),
    );
    const theirs = await api<ApiCustomer>(
      stack,
      `/customers/${customer.id}`,
      { method: 'PUT', headers: { 'If-Match': loaded.etag }, body: JSON.stringify({ ...editable, name: 'Renamed by James Ltd', email: 'james@example.co.uk' }) },
      OTHER_USER_TOKEN,
      ADMIN_GB,
    );
    expect(theirs.status).toBe(200);

    await form.getByRole('button', { name: 'Save changes' }).click();
    const panel = form.getByRole('region', { name: 'Someone else changed this customer' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Someone else changed this customer' })).toBeFocused();
    const rows = panel.getByRole('table', { name: 'Fields changed by the other user' }).getByRole('row');
    await expect(rows.filter({ has: page.getByRole('rowheader', { name: 'Name' }) })).toContainText('Renamed by James Ltd');
    await expect(rows.filter({ has: page.getByRole('rowheader', { name: 'Name' }) })).toContainText('My change Ltd');
    await expect(rows.filter({ has: page.getByRole('rowheader', { name: 'Email address' }) })).toContainText('james@example.co.uk');
    // What the user typed is still there.
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('My change Ltd');
    await expect(form.getByLabel('Payment term in days')).toHaveValue('21');
    await expectNoSeriousA11yViolations(page, 'customer edit conflict panel');

    await panel.getByRole('button', { name: 'Apply my changes to the latest version' }).click();
    await expect(panel).toBeHidden();
    await expect(form.getByLabel('Email address')).toHaveValue('james@example.co.uk');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('My change Ltd');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The customer’s details were saved.')).toBeVisible();
    await expect(form).toBeHidden();

    const saved = await api<ApiCustomer>(stack, `/customers/${customer.id}`, {}, ACCESS_TOKEN, ADMIN_GB);
    expect(saved.body).toMatchObject({ name: 'My change Ltd', email: 'james@example.co.uk', paymentTermDays: 21 });
    // The only console error is the browser's note of the refused (412) save.
    expect(consoleErrors.filter((line) => !/status of 412/.test(line))).toEqual([]);
  });

  test('edit a contact while another user changed it → conflict shown, what I typed kept, applied on the latest version and saved', async ({ page, stack, consoleErrors }) => {
    // A British customer with a contact: James, who works them too, changes it meanwhile.
    const customers = (await api<{ items: { id: string; name: string }[] }>(stack, '/customers?status=active&per-page=50', {}, ACCESS_TOKEN, ADMIN_GB)).body.items;
    let found: { customer: { id: string; name: string }; contact: ApiContact } | undefined;
    for (const customer of customers) {
      const [contact] = (await api<{ items: ApiContact[] }>(stack, `/customers/${customer.id}/contacts`, {}, ACCESS_TOKEN, ADMIN_GB)).body.items;
      if (contact) {
        found = { customer, contact };
        break;
      }
    }
    if (!found) throw new Error('no active British customer with a contact seeded');
    const { customer, contact } = found;
    await useAdministration(page, ADMIN_GB);
    await page.goto(`/customers/${customer.id}`);
    const list = page.getByRole('region', { name: 'Contacts' }).getByRole('list', { name: 'Contacts' });
    await list.getByRole('button', { name: `Edit ${contact.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit contact' });
    await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
    await dialog.getByLabel('Job title').fill('Head of accounts');

    const write = { name: contact.name, function: contact.function, email: contact.email, phone: contact.phone, primary: contact.primary, receives: contact.receives };
    const theirs = await api<ApiContact>(
      stack,
      `/customers/${customer.id}/contacts/${contact.id}`,
      { method: 'PUT', headers: { 'If-Match': contact.etag }, body: JSON.stringify({ ...write, phone: '+44 7700 900123' }) },
      OTHER_USER_TOKEN,
      ADMIN_GB,
    );
    expect(theirs.status).toBe(200);

    await dialog.getByRole('button', { name: 'Save contact' }).click();
    const panel = dialog.getByRole('region', { name: 'Someone else changed this contact' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Someone else changed this contact' })).toBeFocused();
    await expect(panel.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Phone number' }) })).toContainText('+44 7700 900123');
    // What the user typed is still there.
    await expect(dialog.getByLabel('Job title')).toHaveValue('Head of accounts');
    await expectNoSeriousA11yViolations(page, 'contact conflict panel');

    await panel.getByRole('button', { name: 'Apply my changes to the latest version' }).click();
    await expect(panel).toBeHidden();
    await expect(dialog.getByLabel('Phone number')).toHaveValue('+44 7700 900123');
    await dialog.getByRole('button', { name: 'Save contact' }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('listitem').filter({ hasText: contact.name })).toContainText('Head of accounts');
    const saved = (await api<{ items: ApiContact[] }>(stack, `/customers/${customer.id}/contacts`, {}, ACCESS_TOKEN, ADMIN_GB)).body.items.find((c) => c.id === contact.id);
    expect(saved).toMatchObject({ function: 'Head of accounts', phone: '+44 7700 900123' });
    // The only console error is the browser's note of the refused (412) save.
    expect(consoleErrors.filter((line) => !/status of 412/.test(line))).toEqual([]);
  });

  test('contacts: add one, make it primary, delete the former primary one', async ({ page, stack, consoleErrors }) => {
    const { customer, contacts } = await customerWithContacts(stack);
    const formerPrimary = contacts.find((c) => c.primary)!;
    await page.goto(`/customers/${customer.id}`);
    const section = page.getByRole('region', { name: 'Contacts' });
    const list = section.getByRole('list', { name: 'Contacts' });
    await expect(list.getByRole('listitem')).toHaveCount(contacts.length);

    await section.getByRole('button', { name: 'Add contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'New contact' });
    await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
    await dialog.getByLabel('Name', { exact: true }).fill('Marieke Jansen');
    await dialog.getByLabel('Job title').fill('Financial controller');
    await dialog.getByLabel('Email address').fill('m.jansen@voorbeeld.nl');
    await expect(dialog.getByRole('checkbox', { name: 'Primary contact' })).not.toBeChecked();
    await expectNoSeriousA11yViolations(page, 'contact dialog');
    await dialog.getByRole('button', { name: 'Save contact' }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(contacts.length + 1);
    await expect(list.getByRole('listitem').filter({ hasText: 'Marieke Jansen' })).toContainText('Financial controller · m.jansen@voorbeeld.nl');

    await list.getByRole('button', { name: 'Make primary: Marieke Jansen' }).click();
    await expect(list.getByRole('listitem').first()).toContainText('Marieke Jansen(primary contact)');
    const afterPrimary = await api<{ items: ApiContact[] }>(stack, `/customers/${customer.id}/contacts`);
    expect(afterPrimary.body.items.filter((c) => c.primary).map((c) => c.name)).toEqual(['Marieke Jansen']);

    await list.getByRole('button', { name: `Delete ${formerPrimary.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${formerPrimary.name}?` });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete contact' }).click();
    await expect(confirm).toBeHidden();
    // Its Delete button went with the contact: focus is on the list's heading, not lost.
    await expect(section.getByRole('heading', { name: 'Contacts' })).toBeFocused();
    await expect(list.getByRole('listitem')).toHaveCount(contacts.length);
    await expect(list).not.toContainText(formerPrimary.name);
    const afterDelete = await api<{ items: ApiContact[] }>(stack, `/customers/${customer.id}/contacts`);
    expect(afterDelete.body.items.map((c) => c.id)).not.toContain(formerPrimary.id);
    expect(afterDelete.body.items.filter((c) => c.primary)).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });
});
