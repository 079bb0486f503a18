import { ACCESS_TOKEN, ADMIN_GB, ADMIN_NL, expect, expectNoSeriousA11yViolations, test, useAdministration } from './fixtures';

type Step = { id: string; name: string; offsetDays: number };
type Journey = { id: string; steps: Step[] };
type NextDays = { days: { day: string; counts: Record<string, number> }[] };
type DayItem = { invoice: { id: string; number: string }; journey: { id: string }; step: { id: string; name: string } };

async function api<T>(stack: { apiRoot: string }, path: string): Promise<T> {
  const response = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}${path}`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

test.describe('journeys', () => {
  test('reorder a step by keyboard → the invoice’s timeline moves that step to its new day', async ({ page, stack, consoleErrors }) => {
    test.slow();
    // An invoice the standard journey acts on in the next seven days, at a step with a later one to swap with.
    const journey = await api<Journey>(stack, '/journeys/jrn-nl-standard');
    const next = await api<NextDays>(stack, '/journey-forecast');
    let target: DayItem | undefined;
    for (const { day } of next.days) {
      const { items } = await api<{ items: DayItem[] }>(stack, `/journey-forecast/${day}/invoices`);
      target = items.find((item) => item.journey.id === journey.id && journey.steps.findIndex((s) => s.id === item.step.id) < journey.steps.length - 1);
      if (target) break;
    }
    if (!target) throw new Error('the standard journey acts on no invoice in the next seven days');

    await page.goto(`/invoices/${target.invoice.id}`);
    const timeline = page.getByRole('list', { name: 'Steps of the journey' });
    const entry = timeline.getByRole('listitem').filter({ hasText: target.step.name });
    await expect(entry).toContainText('Planned for');
    const before = await entry.textContent();

    await page.goto(`/journeys/${journey.id}`);
    const down = page.getByRole('button', { name: `Move “${target.step.name}” down` });
    await down.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `“${target.step.name}” is now step` })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'journey editor');
    await page.getByRole('button', { name: 'Save journey' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    await page.goto(`/invoices/${target.invoice.id}`);
    await expect(entry).toBeVisible();
    await expect(entry).not.toHaveText(before ?? '');
    await expectNoSeriousA11yViolations(page, 'invoice with its journey timeline');
    expect(consoleErrors).toEqual([]);
  });

  test('move the mock a day on → the forecast’s e-mails appear in the sent list', async ({ page, consoleErrors }) => {
    test.slow();
    await page.goto('/journeys');
    const table = page.getByRole('table', { name: /Per day, what the journeys will make/ });
    const firstDay = table.getByRole('row').nth(1);
    const emails = firstDay.getByRole('button', { name: /Emails on/ });
    await expect(emails).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'journeys with the next seven days');
    await emails.click();
    const dialog = page.getByRole('dialog');
    const number = ((await dialog.getByRole('link').first().textContent()) ?? '').trim();
    expect(number).not.toBe('');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('button', { name: 'Move the mock a day on' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'the journeys ran' })).toBeVisible();

    await page.goto('/communication/emails');
    await expect(page.getByRole('grid').getByRole('row').filter({ hasText: number }).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a member without Manage_Configuration is refused the journeys', async ({ page }) => {
    await useAdministration(page, ADMIN_GB);
    await page.goto('/journeys');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'journeys refused');
  });
});
