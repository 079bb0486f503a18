import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** An ISO day `days` before `iso`. */
const daysBefore = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

test.describe('reports', () => {
  test('changing the as-at date changes the aging buckets; a chart reads as a table; prints without the shell; axe at 390 px', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/reports');

    // DSO: a named chart, its one-sentence summary and its table, read by role.
    const dso = page.getByRole('region', { name: 'Days sales outstanding (DSO) over 12 months' });
    await expect(dso.getByRole('img', { name: 'DSO at each month end, in days' })).toBeVisible();
    await expect(dso.getByText(/^DSO went from .+ days at the end of .+ to .+ days on .+\.$/)).toBeVisible();
    const dsoTable = dso.getByRole('table', { name: 'DSO at each month end (table)' });
    await expect(dsoTable.getByRole('row')).toHaveCount(13);
    await expect(dsoTable.getByRole('columnheader', { name: 'DSO (days)' })).toBeVisible();
    // Its data as CSV: a header line and the twelve months.
    const [download] = await Promise.all([page.waitForEvent('download'), dso.getByRole('button', { name: /^Download .+ as CSV$/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^report-dso-\d{4}-\d\d-\d\d\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(csv[0]).toBe('Month,On,Outstanding,Invoiced in the 90 days before,DSO (days)');
    expect(csv).toHaveLength(13);

    // Aging by customer, today, then on a day two months before: the totals row changes.
    const aging = page.getByRole('region', { name: 'Aging by customer' });
    const asAt = aging.getByLabel('As at');
    const today = await asAt.inputValue();
    expect(today).toMatch(/^\d{4}-\d\d-\d\d$/);
    const totals = aging.getByRole('row', { name: /^All customers/ });
    const totalsToday = await totals.textContent();
    const earlier = daysBefore(today, 61);
    await asAt.fill(earlier);
    await expect(page).toHaveURL(new RegExp(`/reports\\?asAt=${earlier}$`));
    await expect(aging.getByRole('table', { name: /^Outstanding by customer and days past due on .+ \(table\)$/ })).toBeVisible();
    await expect(totals).not.toHaveText(totalsToday!);
    await expect(aging.getByText(/^On .+, .+ was outstanding at \d+ customers?, .+ of it past due\.$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'reports at 390 px');

    // Printed: the reports' tables, not the shell or the download buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(dso.getByRole('button', { name: /as CSV$/ })).toBeHidden();
    await expect(dsoTable).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
