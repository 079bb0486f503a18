import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** The settings pages in the order of their navigation, with the heading each shows. */
const PAGES = [
  ['Bookkeeping', 'Connection'],
  ['Communication', 'Notifications'],
  ['Customer portal', 'Preview of the portal'],
  ['Counter account', null],
  ['Collection export', null],
  ['Tailored variables', null],
  ['Invoice exports', null],
  ['Integrations', null],
] as const;

const settingsNav = (page: Page) => page.getByRole('navigation', { name: 'Settings pages' });

test.describe('settings', () => {
  test('every settings page by keyboard from the settings navigation: its form, its words, axe; a notification’s page; at 390 px', async ({ page, consoleErrors }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/settings/bookkeeping');
    // Sync now: the progress the mock advances on every read, until it says done; then disconnect, asked first.
    await page.getByRole('button', { name: 'Synchronise now' }).click();
    await expect(page.getByRole('progressbar', { name: 'Synchronisation progress' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Synchronisation finished.' })).toBeVisible();
    await page.getByRole('button', { name: 'Disconnect' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Disconnect Exact Online?' });
    await ask.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByRole('region', { name: 'Connection' }).getByText('Not connected')).toBeVisible();
    for (const [title, section] of PAGES) {
      const link = settingsNav(page).getByRole('link', { name: title, exact: true });
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('button', { name: /^(Save settings|New tailored variable)$/ })).toBeVisible();
      if (section) await expect(page.getByText(section, { exact: true }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, title);
    }
    // Communication's notifications are pages of their own.
    await settingsNav(page).getByRole('link', { name: 'Communication', exact: true }).click();
    const notification = page.getByRole('link', { name: 'Promise to pay broken' });
    await notification.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Promise to pay broken' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Recipients' })).toHaveValue(/anna\.devries@example\.com/);
    await expectNoSeriousA11yViolations(page, 'a notification');
    expect(consoleErrors).toEqual([]);
  });

  test('a tailored variable created in settings is offered by the template editor’s placeholder picker', async ({ page, consoleErrors }) => {
    test.slow();
    await page.goto('/settings/tailoredvariables');
    await page.getByRole('button', { name: 'New tailored variable' }).click();
    const form = page.getByRole('form', { name: 'New tailored variable' });
    await form.getByRole('textbox', { name: 'Name in the editor' }).fill('Contractnummer');
    await form.getByRole('textbox', { name: /^Key/ }).fill('contract number');
    await form.getByRole('textbox', { name: 'Value', exact: true }).fill('VD-2026-0042');
    await form.getByRole('button', { name: 'Create variable' }).click();
    // The key is checked on the field, and what was typed stays.
    await expect(form.getByText('Start with a small letter, then letters and digits only (2 to 40).')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Value', exact: true })).toHaveValue('VD-2026-0042');
    await form.getByRole('textbox', { name: /^Key/ }).fill('contractNumber');
    await form.getByRole('button', { name: 'Create variable' }).click();
    const table = page.getByRole('table', { name: 'Tailored variables' });
    await expect(table.getByRole('row', { name: /Contractnummer/ })).toContainText('{{tailored.contractNumber}}');
    await expectNoSeriousA11yViolations(page, 'tailored variables');

    await page.goto('/templates');
    await page.getByRole('link', { name: /^Open / }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Edit template/ })).toBeVisible();
    await page.getByRole('textbox', { name: 'Body' }).click();
    await page.getByRole('button', { name: 'Insert placeholder' }).click();
    await page.getByRole('combobox', { name: 'Search placeholders' }).fill('contract');
    const options = page.getByRole('listbox', { name: 'Placeholders' });
    await expect(options.getByRole('group', { name: 'Tailored variables' }).getByRole('option', { name: /Contractnummer/ })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
