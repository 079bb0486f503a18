import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_DIR, ROOT } from './addresses';
import { expect, test } from './fixtures';

type Tree = { [key: string]: string | Tree };

/** Every key of an English namespace file, with the bases of plural keys (`count` of `count_one`). */
function keysOf(namespace: string): Set<string> {
  const tree = JSON.parse(readFileSync(join(ROOT, 'public/locales/en', `${namespace}.json`), 'utf8')) as Tree;
  const keys = new Set<string>();
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') {
        keys.add(path);
        keys.add(path.replace(/_(zero|one|two|few|many|other)$/, ''));
      } else walk(value, path);
    }
  };
  walk(tree, '');
  return keys;
}

/** The built file of a route's code-split screen (Vite's manifest of the build the tests serve). */
function screenChunk(routeFile: string): string {
  const manifest = JSON.parse(readFileSync(join(BUILD_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  // The component's chunk, alone or grouped with others (`component---pendingComponent`).
  const key = Object.keys(manifest).find((candidate) => {
    const [file, split] = candidate.split('?tsr-split=');
    return file === routeFile && (split ?? '').split('---').includes('component');
  });
  const chunk = key === undefined ? undefined : manifest[key];
  if (!chunk) throw new Error(`${routeFile} has no code-split component in the build`);
  return chunk.file;
}

test.describe('translations load with their route', () => {
  test("a screen's namespace is fetched as its route loads, not after its code, and no raw key is ever shown", async ({ page, consoleErrors }) => {
    // Every text and accessible name the page ever puts on screen, from the first paint on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenTexts: string[] }).seenTexts = seen;
      const record = (node: Node) => {
        if (node.nodeType === Node.TEXT_NODE) seen.push((node.textContent ?? '').trim());
        if (node instanceof Element) {
          for (const name of ['aria-label', 'placeholder', 'title']) {
            const value = node.getAttribute(name);
            if (value) seen.push(value.trim());
          }
          node.childNodes.forEach(record);
        }
      };
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          if (mutation.type === 'childList') mutation.addedNodes.forEach(record);
          else record(mutation.type === 'characterData' ? mutation.target : (mutation.target as Element));
        }
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-label', 'placeholder', 'title'] });
    });

    const namespaceRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/locales/')) namespaceRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The first paint needs the frame's words; no screen's words are fetched before it is opened.
    expect(namespaceRequests).toContain('/locales/en/translation.json');
    expect(namespaceRequests).not.toContain('/locales/en/templates.json');

    // The templates screen's code is delivered only once its words have been asked for: were they
    // asked for by the screen after its code ran (a waterfall), the page would never open. Its
    // words are held until the code has arrived and the router shows it is waiting.
    let namespaceAsked = false;
    let releaseNamespace = () => {};
    const namespaceHeld = new Promise<void>((resolve) => (releaseNamespace = resolve));
    await page.route('**/locales/en/templates.json', async (route) => {
      namespaceAsked = true;
      await namespaceHeld;
      await route.continue();
    });
    const chunk = screenChunk('src/routes/_app/templates/index.tsx');
    await page.route(`**/${chunk}`, async (route) => {
      await expect.poll(() => namespaceAsked, { message: 'the templates namespace is asked for before the screen runs' }).toBe(true);
      await route.continue();
    });
    const chunkArrived = page.waitForResponse((response) => response.url().endsWith(chunk));

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Templates' }).click();
    await chunkArrived;
    // Waiting is said (the route's progress bar, or the loading status while the page's pending
    // view itself waits for the words), and the page is not shown yet.
    await expect(page.getByRole('progressbar', { name: 'Loading page' }).or(page.getByRole('status', { name: /^Loading/ })).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toHaveCount(0);
    releaseNamespace();

    await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sort by name, off' })).toBeVisible();
    const rawKeys = new Set([...keysOf('templates'), ...keysOf('navigation'), ...keysOf('shell')]);
    const seen = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.filter((text) => rawKeys.has(text) || /^[a-z]+:[\w.]+$/.test(text))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
