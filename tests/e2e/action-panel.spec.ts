import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { detailRecord } from './route-journeys';

const { id: CUSTOMER, label: CUSTOMER_NAME } = detailRecord('customers');

test.describe("a record's action panel", () => {
  test('?action=comment opens beside the page, which stays usable; Escape closes it and drops action', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/customers/${CUSTOMER}?action=comment`);
    await expect(page.getByRole('heading', { level: 1, name: `Customer ${CUSTOMER_NAME}` })).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Add a comment' });
    const field = panel.getByRole('textbox', { name: 'New comment' });
    await expect(field).toBeVisible();
    // Beside the page, not over it: the page makes room for it.
    const sheet = (await panel.boundingBox())!;
    const record = (await page.getByRole('region', { name: `Customer ${CUSTOMER_NAME}` }).boundingBox())!;
    expect(record.width).toBeGreaterThan(400);
    expect(record.x + record.width).toBeLessThanOrEqual(sheet.x);
    await expectNoSeriousA11yViolations(page);

    await field.fill('Promised to pay on Friday');
    // The page stays usable: another tab opens, the panel and its input stay.
    await page.getByRole('navigation', { name: `Sections of Customer ${CUSTOMER_NAME}` }).getByRole('link', { name: 'Communication' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Communication' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/customers/${CUSTOMER}/communication\\?action=comment$`));
    await expect(field).toHaveValue('Promised to pay on Friday');

    await field.focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/customers/${CUSTOMER}/communication$`));
    await expect(page.getByRole('button', { name: 'Actions' })).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('?action=issue, then New issue again replaces it (one panel of a type); full screen at 390 px', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/customers/${CUSTOMER}?action=issue`);
    const panel = page.getByRole('complementary', { name: 'New issue' });
    await expect(panel).toBeVisible();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'New issue' }).click();
    await expect(panel).toBeVisible();
    await expect(page.getByRole('complementary')).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`/customers/${CUSTOMER}\\?action=issue$`));
    await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused();

    // Narrow: the panel takes the whole screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(390);
    expect((await panel.boundingBox())?.x).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/customers/${CUSTOMER}$`));
    expect(consoleErrors).toEqual([]);
  });
});
