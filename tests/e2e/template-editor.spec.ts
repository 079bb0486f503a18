import type { Page } from '@playwright/test';
import { ACCESS_TOKEN, ADMIN_NL, expect, expectNoSeriousA11yViolations, test, useAdministration } from './fixtures';

const cards = (page: Page) => page.getByRole('list', { name: 'Templates' }).getByRole('article');
const channel = (page: Page, name: string) => page.getByRole('group', { name: 'Channels' }).getByRole('button', { name, exact: true });

/** Switches a channel on (a toggle: clicking an active one would switch it off). */
async function switchOn(page: Page, name: string): Promise<void> {
  const button = channel(page, name);
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test.describe('template editor', () => {
  test.beforeEach(async ({ page }) => {
    await useAdministration(page, ADMIN_NL);
  });

  test('open from the list, edit name, channels and body, insert a placeholder, attach a letterhead, preview every channel, save, reload, see the new thumbnail', async ({ page, stack, consoleErrors }) => {
    await page.goto('/templates');
    const first = cards(page).first();
    const firstName = first.getByRole('heading', { level: 2 });
    await expect(firstName).toHaveText(/\S/);
    const name = ((await firstName.textContent()) ?? '').trim();
    await first.getByRole('link', { name: `Open ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit template: ${name}` })).toBeVisible();

    const newName = `${name} – e2e ${Date.now() % 100000}`;
    await page.getByRole('textbox', { name: /^Name/ }).fill(newName);
    for (const name of ['Email', 'Letter', 'Call', 'SMS', 'WhatsApp']) await switchOn(page, name);
    await channel(page, 'Call').click();
    await expect(channel(page, 'Call')).toHaveAttribute('aria-pressed', 'false');

    // The body: type at the end, then a placeholder from the searchable, grouped picker.
    const body = page.getByRole('textbox', { name: 'Body' });
    const tokens = body.locator('[data-placeholder="invoice.paymentLink"]');
    // Count the template's own placeholders once the editor shows its body, not before.
    await expect(body).toHaveText(/\S/);
    const before = await tokens.count();
    // Reached by focus, not a click: the editor puts the caret where a click landed a moment after it.
    await body.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Betaal vandaag via ');
    await page.getByRole('button', { name: 'Insert placeholder' }).click();
    const search = page.getByRole('combobox', { name: 'Search placeholders' });
    await expect(search).toBeFocused();
    await search.fill('payment link');
    const options = page.getByRole('listbox', { name: 'Placeholders' });
    await expect(options.getByRole('group', { name: 'Invoice' })).toBeVisible();
    await options.getByRole('option', { name: /Payment link/ }).click();
    await expect(tokens).toHaveCount(before + 1);
    await expect(tokens.last()).toHaveText('{{invoice.paymentLink}}');

    // A letterhead from the administration's headers and footers.
    await page.getByLabel('Header and footer').selectOption({ label: 'Window envelope letter' });
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();

    // Every channel's preview, with sample values; e-mail first.
    await expect(page.getByRole('tab', { name: /Email/ })).toHaveAttribute('aria-selected', 'true');
    const email = page.frameLocator(`iframe[title="Email preview of ${newName}"]`);
    await expect(email.getByText(/Betaal vandaag via https:\/\/pay\.example\/i\/9f3kQ/)).toBeVisible();
    await page.getByRole('tab', { name: /Letter/ }).click();
    await expect(page.getByText('A4 page with “Window envelope letter” (measured in cm).')).toBeVisible();
    const letter = page.frameLocator(`iframe[title="Letter preview of ${newName}"]`);
    await expect(letter.locator('.page-header')).toContainText('Bakkerij De Gouden Korenaar');
    await expect(letter.locator('.page-body')).toContainText('Betaal vandaag via https://pay.example/i/9f3kQ');
    // The header's height is applied in the record's metric (8.5 cm on an A4 sheet).
    const headerHeight = await letter.locator('.page-header').evaluate((el) => parseFloat(getComputedStyle(el).height));
    expect(headerHeight).toBeCloseTo((8.5 / 2.54) * 96, 0);
    await page.getByRole('tab', { name: /SMS/ }).click();
    await expect(page.getByText(/\d+ characters · \d+ messages? \((GSM-7|UCS-2)\)/)).toBeVisible();
    await page.getByRole('tab', { name: /WhatsApp/ }).click();
    await expect(page.getByText(/\d+ of 4096 characters/)).toBeVisible();
    await page.getByRole('tab', { name: /Call/ }).click();
    await expect(page.getByRole('figure', { name: `Call preview of ${newName}` })).toContainText('Betaal vandaag via https://pay.example/i/9f3kQ');
    await expectNoSeriousA11yViolations(page, 'template editor');

    // Save: the answer carries a newly rendered thumbnail.
    const put = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/templates\/[^/]+$/.test(new URL(response.url()).pathname));
    await page.getByRole('button', { name: 'Save template' }).click();
    const saved = (await (await put).json()) as { thumbnail: string; name: string };
    expect(saved.name).toBe(newName);
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Edit template: ${newName}` })).toBeVisible();

    // Reload: the saved template, the placeholder still one token, no draft to restore.
    await page.reload();
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(newName);
    await expect(page.getByRole('textbox', { name: 'Body' }).locator('[data-placeholder="invoice.paymentLink"]')).toHaveCount(before + 1);
    await expect(page.getByLabel('Header and footer')).toHaveValue(/hf-nl-window/);
    await expect(channel(page, 'WhatsApp')).toHaveAttribute('aria-pressed', 'true');
    await expect(channel(page, 'Call')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('region', { name: 'Restored draft' })).toHaveCount(0);

    // The list shows the new name with the thumbnail rendered from the saved template.
    const thumbnail = page.waitForResponse((response) => response.url().includes(`/images/${saved.thumbnail}`) && response.status() === 200);
    await page.getByRole('link', { name: 'Back to templates' }).click();
    const card = cards(page).filter({ has: page.getByRole('heading', { name: newName }) });
    await expect(card).toHaveCount(1);
    await thumbnail;
    // The image the card fetched is the one the mock rendered from the saved template (its name in it).
    const svg = await (await page.request.get(`${stack.apiRoot}/administrations/${ADMIN_NL}/images/${saved.thumbnail}`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } })).text();
    expect(svg).toContain(newName.split(' ')[0]!);
    await expect(card.locator('img')).toHaveAttribute('src', /^blob:/);
    expect(consoleErrors).toEqual([]);
  });

  test("the letter preview shows the administration's logo (its style settings) first in the header, fetched with the token, under the preview's own policy", async ({ page }) => {
    await page.goto('/templates');
    const first = cards(page).first();
    const name = ((await first.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
    await first.getByRole('link', { name: `Open ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit template: ${name}` })).toBeVisible();
    await switchOn(page, 'Letter');
    await page.getByLabel('Header and footer').selectOption({ label: 'Classic letterhead' });
    await page.getByRole('tab', { name: /Letter/ }).click();
    // Van Dijk's seeded style has a PNG logo; the letterhead's name beside it says whose it is (the image is decorative).
    const logo = page.frameLocator(`iframe[title="Letter preview of ${name}"]`).locator('header img.page-logo');
    // Loaded (not a broken image), and inline: the frame's policy allows data: and blob: images only.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await logo.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  test('no script in a template body or letterhead ever runs: an XSS corpus through editor and every preview', async ({ page, stack }) => {
    // Page-level sentinels: any payload that ran would call one of them or open a dialog.
    await page.addInitScript(() => {
      const hits: string[] = [];
      Object.assign(window, { __xssHits: hits, __xss: (what: string) => hits.push(String(what)) });
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    const hit = (tag: string) => `top.__xss('${tag}');parent.__xss('${tag}');alert('${tag}')`;
    // The safe paragraph first: some payloads (unclosed noscript, math/style) swallow what follows them.
    const corpus = [
      '<p>Dear {{customer.name}}, this is the safe part.</p>',
      `<script>${hit('script')}</script>`,
      `<img src="x" onerror="${hit('img-onerror')}">`,
      `<svg onload="${hit('svg-onload')}"><circle r="4"/></svg>`,
      `<svg><script>${hit('svg-script')}</script></svg>`,
      `<a href="javascript:${hit('js-url')}">Pay now</a>`,
      `<a href="JaVaScRiPt:${hit('js-url-case')}">Pay</a>`,
      `<iframe srcdoc="<script>${hit('srcdoc')}</script>"></iframe>`,
      `<iframe src="javascript:${hit('iframe-js')}"></iframe>`,
      `<object data="javascript:${hit('object')}"></object>`,
      `<embed src="javascript:${hit('embed')}">`,
      `<body onload="${hit('body-onload')}">`,
      `<details open ontoggle="${hit('details')}"><summary>x</summary></details>`,
      `<div style="width:expression(${hit('expression')})">style expression</div>`,
      `<div style="background:url('javascript:${hit('style-url')}')">style url</div>`,
      `<form action="javascript:${hit('form')}"><button>Submit</button></form>`,
      `<math><mtext><table><mglyph><style><img src=x onerror="${hit('mxss')}">`,
      `<noscript><p title="</noscript><img src=x onerror=${hit('noscript')}>"></noscript>`,
      `<meta http-equiv="refresh" content="0;url=javascript:${hit('meta-refresh')}">`,
      `<base href="javascript:${hit('base')}//">`,
      `<input autofocus onfocus="${hit('autofocus')}">`,
      `<video><source onerror="${hit('video')}"></video>`,
      `<p>{{customer.name}}<span data-placeholder="x&quot; onmouseover=&quot;${hit('attr')}">{{x}}</span></p>`,
    ].join('\n');

    const headers = { Authorization: `Bearer ${ACCESS_TOKEN}`, 'Content-Type': 'application/json' };
    const api = `${stack.apiRoot}/administrations/${ADMIN_NL}`;
    const letterhead = await page.request.post(`${api}/headers-footers`, {
      headers,
      data: {
        name: 'Hostile letterhead',
        'header-html': `<img src=x onerror="${hit('header')}"><p>Header text</p>`,
        'footer-html': `<script>${hit('footer')}</script><p>Footer text</p>`,
        'body-left-margin': 2,
        'body-right-margin': 2,
        'header-top-margin': 1,
        'header-height': 3,
        'footer-top-margin': 0.5,
        'footer-height': 2,
        'footer-bottom-margin': 1,
        'feader-bottom-margin': 0.5,
        metric: 'cm',
      },
    });
    expect(letterhead.status()).toBe(201);
    const headerFooterId = ((await letterhead.json()) as { id: string }).id;
    const created = await page.request.post(`${api}/templates`, { headers, data: { name: 'Hostile template', hml: corpus, media: ['email', 'letter', 'sms', 'whatsapp', 'call'] } });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    const stored = (await (await page.request.get(`${api}/templates/${id}`, { headers })).json()) as { etag: string };
    const attached = await page.request.put(`${api}/templates/${id}`, {
      headers: { ...headers, 'If-Match': stored.etag },
      data: { name: 'Hostile template', hml: corpus, media: ['email', 'letter', 'sms', 'whatsapp', 'call'], headerFooterId },
    });
    expect(attached.status()).toBe(200);

    await page.goto(`/templates/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit template: Hostile template' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Body' })).toContainText('this is the safe part');
    const email = page.frameLocator('iframe[title="Email preview of Hostile template"]');
    await expect(email.getByText('Dear Bakkerij De Gouden Korenaar, this is the safe part.')).toBeVisible();
    for (const tab of ['Letter', 'SMS', 'WhatsApp', 'Call']) {
      await page.getByRole('tab', { name: new RegExp(tab) }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
    }
    const letter = page.frameLocator('iframe[title="Letter preview of Hostile template"]');
    await page.getByRole('tab', { name: /Letter/ }).click();
    await expect(letter.getByText('Header text')).toBeVisible();
    // Hover and click what a payload might hang on; then give any late handler time to fire.
    await letter.getByText('Footer text').click();
    await page.getByRole('tab', { name: /Email/ }).click();
    await email.getByText('style expression').hover();
    await email.getByText('Pay now').click({ force: true }).catch(() => undefined);
    await page.waitForLoadState('load');

    // Save it once through the editor too: what the editor writes back runs nothing either.
    await page.getByRole('textbox', { name: /^Name/ }).fill('Hostile template, saved');
    await page.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit template: Hostile template, saved' })).toBeVisible();
    await expect(page.frameLocator('iframe[title="Email preview of Hostile template, saved"]').getByText('Dear Bakkerij De Gouden Korenaar, this is the safe part.')).toBeVisible();

    expect(await page.evaluate(() => (window as unknown as { __xssHits: string[] }).__xssHits)).toEqual([]);
    expect(dialogs).toEqual([]);
    // A script inside a frame could not reach these sentinels (the frame is sandboxed, its own
    // origin): so every frame is also checked to be sandboxed and to hold nothing executable.
    const frames = await page.locator('iframe').evaluateAll((list) => list.map((f) => ({ sandbox: f.getAttribute('sandbox'), doc: f.getAttribute('srcdoc') ?? '' })));
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) {
      expect(frame.sandbox).toBe('');
      // (CSS expression() and url(javascript:) in a style attribute are inert in today's browsers and
      // the frame's own policy; templates are styled inline, so style attributes stay.)
      expect(frame.doc).not.toMatch(/<script|<iframe|<object|<embed|<base|\son[a-z]+\s*=|(href|src|action|data|formaction)\s*=\s*["']?\s*javascript:/i);
    }
  });
});
