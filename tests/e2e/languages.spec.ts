import { expect, test } from './fixtures';

// The sign-in page, as a visitor sees it.
test.use({ signedIn: false });

test.describe('interface language', () => {
  test('?lng=fr shows French, sets <html lang> and is remembered', async ({ page }) => {
    await page.goto('/login?lng=fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  });

  test('a language code that looks like script injection is ignored', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(`/login?lng=${encodeURIComponent('<script>alert(1)</script>')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en-US');
    expect(dialogs).toBe(0);
  });
});
