import type { Page } from '@playwright/test';
import { ACCESS_TOKEN, ADMIN_NL, expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** The data rows of a list (the header row excluded). */
const rowsOf = (page: Page, list: string) => page.getByRole('grid', { name: list }).getByRole('row').filter({ has: page.getByRole('gridcell') });

test.describe('lists for all-day use', () => {
  test('/invoices at 1440×900: at least 15 rows in view, numbers, dates and amounts on one line', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/invoices');
    const rows = rowsOf(page, 'Invoices');
    await expect(rows.nth(15)).toBeAttached();

    // A row counts when the whole of it is inside the window and inside the table's scroll area.
    const visible = await page.getByRole('grid', { name: 'Invoices' }).evaluate((grid) => {
      const scroller = grid.parentElement!.getBoundingClientRect();
      const bottom = Math.min(window.innerHeight, scroller.bottom);
      const top = Math.max(0, scroller.top);
      return Array.from(grid.querySelectorAll('tbody tr')).filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= top - 0.5 && box.bottom <= bottom + 0.5;
      }).length;
    });
    expect(visible).toBeGreaterThanOrEqual(15);
    // …and every column of them, without scrolling sideways.
    const sideways = await page.getByRole('grid', { name: 'Invoices' }).evaluate((grid) => grid.parentElement!.scrollWidth - grid.parentElement!.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);

    // Invoice number, dates and amounts: the text of each such cell lies on one line, on every row in view.
    const wrapped = await page.getByRole('grid', { name: 'Invoices' }).evaluate((grid) => {
      const headers = Array.from(grid.querySelectorAll('thead th')).map((th) => (th.textContent ?? '').trim());
      const checked = ['Invoice', 'Invoice date', 'Due date', 'Amount', 'Outstanding'].map((name) => headers.indexOf(name));
      if (checked.some((index) => index < 0)) return [`missing column in ${headers.join(' | ')}`];
      const found: string[] = [];
      for (const row of Array.from(grid.querySelectorAll('tbody tr')).slice(0, 25)) {
        const cells = row.querySelectorAll('td');
        for (const index of checked) {
          const range = document.createRange();
          range.selectNodeContents(cells[index]!);
          const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
          const tops = new Set(rects.map((rect) => Math.round(rect.top)));
          if (tops.size !== 1) found.push((cells[index]!.textContent ?? '').trim());
        }
      }
      return found;
    });
    expect(wrapped).toEqual([]);

    // The customer a row names is a link to that customer.
    const customer = rows.first().getByRole('link').nth(1);
    await expect(customer).toHaveAttribute('href', /^\/customers\/[A-Za-z0-9_-]+$/);
    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('filters fold into one line with chips; taking a chip off changes the address', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/invoices');
    await expect(rowsOf(page, 'Invoices').first()).toBeVisible();
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await panel.getByRole('button', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'Overdue' }).click();
    await page.getByRole('option', { name: 'Disputed' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/status=/);
    await expect(rowsOf(page, 'Invoices').first()).toContainText(/Overdue|Disputed/);

    // Folded again: one line, the toggle counting one filter in use, a chip per chosen status.
    await page.getByRole('button', { name: 'Filters 1 active' }).click();
    await expect(page.getByRole('button', { name: 'Filters 1 active' })).toHaveAttribute('aria-expanded', 'false');
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('button')).toHaveText(['Status: Overdue×', 'Status: Disputed×']);
    const bar = await page.getByRole('button', { name: 'Filters 1 active' }).evaluate((button) => button.parentElement!.getBoundingClientRect().height);
    expect(bar).toBeLessThanOrEqual(40);
    await expectNoSeriousA11yViolations(page);

    await chips.getByRole('button', { name: 'Remove filter Status: Overdue' }).click();
    await expect(chips.getByRole('button')).toHaveText(['Status: Disputed×']);
    await expect.poll(() => new URL(page.url()).searchParams.get('status') ?? '').not.toContain('overdue');
    expect(new URL(page.url()).searchParams.get('status')).toContain('disputed');
    await expect(rowsOf(page, 'Invoices').first()).toContainText('Disputed');
    await chips.getByRole('button', { name: 'Remove filter Status: Disputed' }).click();
    await expect(page).not.toHaveURL(/status=/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the sums under /invoices are those of every invoice the API lists for the filter; a selection shows its count and sum', async ({ page, stack, consoleErrors }) => {
    const response = await fetch(`${stack.apiRoot}/administrations/${ADMIN_NL}/invoices?status=overdue&per-page=1000`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } });
    const all = (await response.json()) as { items: { number: string; amount: { amount: string }; outstanding: { amount: string } }[]; total: number };
    expect(all.items).toHaveLength(all.total);
    expect(all.total).toBeGreaterThan(25);
    const euros = (amounts: readonly string[]) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(Number(amounts.reduce((sum, amount) => sum + BigInt(amount.replace('.', '')), 0n)) / 100);

    await page.goto('/invoices');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('button', { name: /^Status/ }).first().click();
    await page.getByRole('option', { name: 'Overdue' }).click();
    await page.keyboard.press('Escape');
    const totals = page.getByRole('region', { name: `Totals of all ${all.total.toLocaleString('en-US')} matching rows` });
    await expect(totals.getByRole('definition')).toHaveText([euros(all.items.map((invoice) => invoice.amount.amount)), euros(all.items.map((invoice) => invoice.outstanding.amount))]);

    const rows = rowsOf(page, 'Invoices');
    // The rows are read once the grid shows the filtered answer, not the unfiltered page it keeps meanwhile.
    await expect(page.getByRole('grid', { name: 'Invoices' })).toHaveAttribute('aria-busy', 'false');
    const first = ((await rows.nth(0).getByRole('link').first().textContent()) ?? '').trim();
    const second = ((await rows.nth(1).getByRole('link').first().textContent()) ?? '').trim();
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    const picked = all.items.filter((invoice) => invoice.number === first || invoice.number === second);
    expect(picked).toHaveLength(2);
    const bar = page.getByRole('region', { name: 'Selection' });
    await expect(bar).toContainText('2 rows selected');
    await expect(bar).toContainText(`Outstanding: ${euros(picked.map((invoice) => invoice.outstanding.amount))}`);
    expect(consoleErrors).toEqual([]);
  });
  test('a filtered invoice opened from page 2 walks the list across its pages (buttons, j and k), and the way back finds the list filtered on the same page', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/invoices');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('button', { name: /^Status/ }).first().click();
    await page.getByRole('option', { name: 'Overdue' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/status=/);
    const rows = rowsOf(page, 'Invoices');
    const grid = page.getByRole('grid', { name: 'Invoices' });
    // Each page is read once the grid shows its answer, not the page it keeps while that is on its way.
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    await expect(rows.first()).toContainText('Overdue');
    const numberOf = async (index: number) => ((await rows.nth(index).getByRole('link').first().textContent()) ?? '').trim();
    const lastOfPage1 = await numberOf(24);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^26–/)).toBeVisible();
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    await expect(rows.first()).not.toContainText(lastOfPage1);
    const firstOfPage2 = await numberOf(0);
    const secondOfPage2 = await numberOf(1);
    const listAddress = page.url();

    await rows.nth(0).getByRole('link').first().click();
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(`Invoice ${firstOfPage2}`);
    const walk = page.getByRole('navigation', { name: 'Place in the list' });
    await expect(walk).toContainText(/26 of \d+/);

    // The shortcuts are listed under ? (they load once the page has settled).
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help.getByRole('row', { name: /Next record of the list it was opened from/ })).toContainText('j');
    await expect(help.getByRole('row', { name: /Previous record of the list it was opened from/ })).toContainText('k');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    // Previous from the first row of page 2 is the last of page 1: read with that page.
    await page.keyboard.press('k');
    await expect(title).toHaveText(`Invoice ${lastOfPage1}`);
    await expect(walk).toContainText(/25 of \d+/);
    await page.keyboard.press('j');
    await expect(title).toHaveText(`Invoice ${firstOfPage2}`);
    await walk.getByRole('button', { name: 'Next invoice' }).click();
    await expect(title).toHaveText(`Invoice ${secondOfPage2}`);
    await walk.getByRole('button', { name: 'Previous invoice' }).click();
    await expect(title).toHaveText(`Invoice ${firstOfPage2}`);
    await expectNoSeriousA11yViolations(page);

    // Back through the breadcrumb: the list filtered, on page 2, the invoice among its rows.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/status=/);
    await expect(page).toHaveURL(/page=2/);
    await expect(rows.first()).toContainText(firstOfPage2);

    // The walk replaced the record in the history: the browser's back goes to the list as it was.
    await rows.nth(0).getByRole('link').first().click();
    await expect(title).toHaveText(`Invoice ${firstOfPage2}`);
    await walk.getByRole('button', { name: 'Next invoice' }).click();
    await expect(title).toHaveText(`Invoice ${secondOfPage2}`);
    await page.goBack();
    await expect(page).toHaveURL(listAddress);
    await expect(rows.first()).toContainText(firstOfPage2);
    expect(consoleErrors).toEqual([]);
  });
});
