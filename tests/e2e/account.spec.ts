import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * /account, the user's own page (issue 26 part 3), at 390 px: the name the shell shows, the
 * interface language that switches at once, survives a reload and is where the next sign-in in
 * another browser starts (kept on the user), and signing out everywhere, which ends this session
 * and another browser's on its next call.
 */
test('account: change the name → the shell shows it; change the language → the UI switches and stays after a reload; sign out everywhere → signed out here and elsewhere', async ({ page, browser, consoleErrors }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  // Another browser, signed in as the same user (the seeded credentials session).
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.addInitScript(() => {
    if (window.top !== window) return;
    if (!sessionStorage.getItem('seeded')) {
      window.localStorage.setItem('accessToken', 'mock-access-anna');
      window.localStorage.setItem('refreshToken', 'mock-refresh-anna');
      sessionStorage.setItem('seeded', '1');
    }
  });

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  const nameForm = page.getByRole('form', { name: 'Your name' });
  await nameForm.getByRole('textbox', { name: 'Full name' }).fill('Anna van den Berg');
  await nameForm.getByRole('button', { name: 'Save name' }).click();
  await expect(nameForm.getByRole('status')).toHaveText('Your name is saved.');
  await expect(page.getByRole('button', { name: 'User menu for Anna van den Berg' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/account');

  await other.goto(new URL('/account', page.url()).href);
  await expect(other.getByRole('textbox', { name: 'Full name' })).toHaveValue('Anna van den Berg');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('nl');
  await expect(page.getByRole('form', { name: 'Je naam' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'De interface is nu in het Nederlands.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Je naam' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Taal' })).toHaveValue('nl');

  await page.getByRole('button', { name: 'Overal uitloggen' }).click();
  await page.getByRole('alertdialog', { name: 'Overal uitloggen?' }).getByRole('button', { name: 'Overal uitloggen' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The other browser's next call is refused and its refresh token is revoked too: it lands on sign-in.
  await other.getByRole('link', { name: /Dashboard/ }).first().click();
  await expect(other).toHaveURL(/\/login/);
  // Signing in again there starts in the language kept on the account (Dutch, chosen above), not
  // the one that browser remembered (English, its /account visit).
  await other.getByLabel('Email', { exact: true }).fill('anna.devries@example.com');
  await other.getByLabel('Password', { exact: true }).fill('Receivables!2026');
  await other.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other.getByRole('navigation', { name: 'Hoofdnavigatie' }).first().getByRole('link', { name: 'Klanten' })).toBeVisible();
  await elsewhere.close();
  // What the revoked session itself says while this page signs out (a call refused with 401, the
  // sign-out that follows); nothing else.
  const expected = /status of 401|The session expired and there is no token to refresh it with/;
  expect(consoleErrors.filter((line) => !expected.test(line))).toEqual([]);
});
