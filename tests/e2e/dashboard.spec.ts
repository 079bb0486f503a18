import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.describe('dashboard', () => {
  test('a figure → the filtered list shows the same total; the aging chart reads as a table; axe at 390 px', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    const balances = page.getByRole('region', { name: 'What is owed' });
    const overdue = balances.getByRole('link', { name: /^Overdue:/ });
    await expect(overdue).toBeVisible();
    const amount = (await overdue.textContent())!.replace(/^Overdue:\s*/, '').trim();
    const count = (await balances.locator('dd', { hasText: /invoices?$/ }).nth(1).textContent())!.match(/[\d,]+/)![0];

    // The aging chart: a named image, its one-sentence summary, and its table by role.
    const aging = page.getByRole('region', { name: 'How late' });
    await expect(aging.getByRole('img', { name: 'Outstanding by days past due' })).toBeVisible();
    await expect(aging.getByText(/^Of .+ outstanding, .+ is past due; the largest part, .+, is .+\.$/)).toBeVisible();
    const table = aging.getByRole('table', { name: 'Outstanding by days past due (table)' });
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByRole('rowheader', { name: 'Over 90 days' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Days sales outstanding (DSO)' }).getByText(/^DSO = outstanding ÷ invoiced in the last 90 days × 90$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dashboard at 390 px');

    await overdue.click();
    await expect(page).toHaveURL(/\/invoices\?.*dueDateTo=/);
    const totals = page.getByRole('region', { name: `Totals of all ${count} matching rows` });
    await expect(totals.locator('div', { has: page.locator('dt', { hasText: /^Outstanding$/ }) }).locator('dd')).toHaveText(amount);
    expect(consoleErrors).toEqual([]);
  });
});
