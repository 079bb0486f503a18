import { ADMIN_NL, expect, test } from './fixtures';

/**
 * Issue 26: a role changed on the administration's settings takes effect at once, in the screens
 * and at the API; and a logo that is too large or not an image is refused with a clear message.
 */
const SANNE = 'mock-access-sanne';

test('an administrator takes Manage_Customers from a role: its user loses the customers area and the API refuses; a bad logo is refused', async ({ page, browser, stack, baseURL }) => {
  const api = `${stack.apiRoot}/administrations/${ADMIN_NL}`;
  const anna = { Authorization: 'Bearer mock-access-anna', 'Content-Type': 'application/json' };
  // Sanne (credit controller, no Manage_Customers) is given the customer service role too, which holds it.
  const sanne = (await (await fetch(`${api}/settings/users/usr-sanne`, { headers: anna })).json()) as { name: string; etag: string };
  const given = await fetch(`${api}/settings/users/usr-sanne`, { method: 'PUT', headers: { ...anna, 'If-Match': sanne.etag }, body: JSON.stringify({ name: sanne.name, roleIds: ['rol-nl-credit', 'rol-nl-support'] }) });
  expect(given.status).toBe(200);

  const theirs = await browser.newContext({ baseURL });
  await theirs.addInitScript((token) => window.localStorage.setItem('accessToken', token), SANNE);
  const asSanne = await theirs.newPage();
  await asSanne.goto('/customers');
  await expect(asSanne.getByRole('grid', { name: 'Customers' })).toBeVisible();
  const nav = asSanne.getByRole('navigation', { name: 'Main navigation' }).first();
  await expect(nav.getByRole('link', { name: 'Customers' })).toBeVisible();

  // Anna unticks the permission on the role's matrix and saves.
  await page.goto(`/administrations/${ADMIN_NL}/settings/permissions/rol-nl-support`);
  const form = page.getByRole('form', { name: /Klantenservice/ });
  await form.getByRole('checkbox', { name: /Customers and super debtors/ }).uncheck();
  await form.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('The role is saved. Its users hold the new permissions at once.')).toBeVisible();

  expect((await fetch(`${api}/customers`, { headers: { Authorization: `Bearer ${SANNE}` } })).status).toBe(403);
  await asSanne.goto('/dashboard');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Customers' })).toHaveCount(0);
  await asSanne.goto('/customers');
  await expect(asSanne.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
  await theirs.close();

  // The style page refuses a logo over 1 MB and a file that is no image, saying why.
  await page.goto(`/administrations/${ADMIN_NL}/settings/style`);
  const logo = page.getByLabel('Replace the logo');
  const big = Buffer.alloc(1024 * 1024 + 1);
  big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  await logo.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByRole('alert').filter({ hasText: 'This file is larger than 1 MB. Choose a smaller image.' })).toBeVisible();
  await logo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByRole('alert').filter({ hasText: 'This is not a PNG or JPEG image.' })).toBeVisible();
  await expect(logo).toHaveAccessibleDescription(/PNG or JPEG, at most 1 MB/);
});
