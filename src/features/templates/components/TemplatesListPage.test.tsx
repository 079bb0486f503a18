import { holdRequests } from '@tests/utils/mock-api';
import { createMockServer, injectFault, resetMockDb, SEED_IDS } from '@mocks/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp, TEST_API_ROOT } from '@tests/utils/render-app';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl; // usr-anna holds Manage_Configuration here
const GB = SEED_IDS.administrations.gb; // …and not here

/**
 * A controllable IntersectionObserver: nothing is in view until a test says so, which keeps
 * thumbnails from loading in tests that are not about them.
 */
const observed = new Map<Element, IntersectionObserverCallback>();
class TestIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {
    for (const [element, callback] of observed) if (callback === this.callback) observed.delete(element);
  }
  takeRecords() {
    return [];
  }
}
function scrollIntoView(element: Element) {
  const targets = [...observed.entries()].filter(([candidate]) => element.contains(candidate));
  if (targets.length === 0) throw new Error('Nothing observed in that element');
  act(() => {
    for (const [target, callback] of targets) {
      callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

/** Requests the app sent during a test, for asserting what went over the wire. */
let requests: Request[] = [];

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  observed.clear();
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  requests = [];
  mock.server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  mock.server.events.removeAllListeners();
  mock.server.resetHandlers();
  await resetMockDb();
});
afterAll(() => mock.server.close());

function templatesOf(administrationId: string) {
  return mock.store.db.templates
    .findMany((q) => q.where({ administrationId }))
    .sort((a, b) => b['last-modified-date'].localeCompare(a['last-modified-date']));
}

function listRequests() {
  return requests
    .map((request) => new URL(request.url))
    .filter((url) => request_isList(url))
    .map((url) => Object.fromEntries(url.searchParams));
}
function request_isList(url: URL) {
  return /\/administrations\/[^/]+\/templates$/.test(url.pathname);
}

/** Renders /templates and waits for the first answer: the grid, an empty state or the error panel. */
async function renderList(url = '/templates', administrationId = NL) {
  const app = renderApp(url, { administrationId });
  await screen.findByRole('heading', { level: 1, name: 'Templates' });
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading templates' })).not.toBeInTheDocument());
  return app;
}

async function cards() {
  const list = await screen.findByRole('list', { name: 'Templates' });
  return within(list).queryAllByRole('article');
}

/**
 * The cards once the whole list is there: the grid renders a screenful first, the rest frame by
 * frame (hundreds of cards take a while in jsdom: `timeout`).
 */
async function allCards(count: number, timeout?: number) {
  await waitFor(async () => expect(await cards()).toHaveLength(count), { timeout });
  return cards();
}

function cardNamed(name: string) {
  const heading = screen.getByRole('heading', { level: 2, name });
  const card = heading.closest('article');
  if (!card) throw new Error(`No card for ${name}`);
  return card;
}

async function openMenu(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

describe('templates list: loading and errors', () => {
  it('shows exactly 12 skeleton cards while the list loads, then the cards', async () => {
    // The answer is held long enough for the skeletons to be read on a loaded machine; the test
    // waits for each state rather than reading the screen at a moment.
    injectFault({ method: 'GET', path: '/templates', delayMs: 1500, times: 1 });
    renderApp('/templates', { administrationId: NL });
    const busy = await screen.findByRole('status', { name: 'Loading templates' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findAllByTestId('template-card-skeleton')).toHaveLength(12);

    expect(await screen.findByRole('list', { name: 'Templates' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading templates' })).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('template-card-skeleton')).toHaveLength(0);
  });

  it('shows the 500 panel on a load failure; try again refetches', async () => {
    injectFault({ method: 'GET', path: '/templates', status: 500, times: 1 });
    const { user } = await renderList();
    expect(await screen.findByRole('heading', { name: 'Oops... Something went wrong on our end' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Templates' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await allCards(templatesOf(NL).length)).toHaveLength(templatesOf(NL).length);
    expect(screen.queryByRole('heading', { name: 'Oops... Something went wrong on our end' })).not.toBeInTheDocument();
  });

  it('shows the error state, not a crash, when the answer breaks the contract', async () => {
    injectFault({ method: 'GET', path: '/templates', body: '{"items":[{"id":42,"name":null}]}', times: 1 });
    await renderList();
    expect(await screen.findByRole('heading', { name: 'Oops... Something went wrong on our end' })).toBeInTheDocument();
  });

  it('shows the forbidden state, not the 500 panel, when the server refuses the list', async () => {
    injectFault({ method: 'GET', path: '/templates', status: 403, times: 1 });
    await renderList();
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oops... Something went wrong on our end' })).not.toBeInTheDocument();
  });

  it('shows the error state when the answer is not JSON at all', async () => {
    injectFault({ method: 'GET', path: '/templates', body: '<html>gateway</html>', contentType: 'text/html', times: 1 });
    await renderList();
    expect(await screen.findByRole('heading', { name: 'Oops... Something went wrong on our end' })).toBeInTheDocument();
  });
});

describe('templates list: page and cards', () => {
  it('mounts the first 96 cards of a very long list, the rest as the end of the grid comes near', async () => {
    await resetMockDb({ templates: 100 });
    await renderList();
    await allCards(96, 10_000);
    // Rendered whole, frame by frame, up to the limit; no further without the user getting near.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await cards()).toHaveLength(96);
    // The marker after the last rendered card (it has no role: it is only watched for nearness).
    const end = screen.getByRole('list', { name: 'Templates' }).parentElement!.lastElementChild!;
    scrollIntoView(end);
    await allCards(100, 10_000);
    expect(screen.getByRole('status')).toHaveTextContent('100 templates');
  });

  it('has a title and a help link opening the documentation in a new tab', async () => {
    await renderList();
    const help = screen.getByRole('link', { name: 'Help on templates (opens in a new tab)' });
    expect(help).toHaveAttribute('href', 'https://docs.test/help/templates');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lists every template, newest first by default, with its channels and date', async () => {
    await renderList();
    const expected = templatesOf(NL);
    const articles = await allCards(expected.length);
    expect(articles).toHaveLength(expected.length);
    const first = expected[0]!;
    expect(within(articles[0]!).getByRole('heading', { level: 2 })).toHaveTextContent(first.name);

    const channels = within(articles[0]!).queryAllByRole('img').map((icon) => icon.getAttribute('aria-label'));
    const names: Record<string, string> = { email: 'Email', letter: 'Letter', call: 'Call', sms: 'SMS', whatsapp: 'WhatsApp' };
    expect(channels).toEqual(
      ['email', 'letter', 'call', 'sms', 'whatsapp'].filter((c) => first.media.includes(c as never)).map((c) => names[c]),
    );
    expect(within(articles[0]!).getByText(/^Last modified: /)).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Sort by last modified, descending' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sort by name, off' })).toHaveAttribute('aria-pressed', 'false');
    expect(listRequests().at(-1)).toEqual({ 'sort-by': 'last-modified-date', 'sort-order': 'desc' });
  });

  it('shows the full name in a tooltip on hover and on keyboard focus; Escape hides it', async () => {
    const { user } = await renderList();
    const name = templatesOf(NL)[0]!.name;
    const label = within(cardNamed(name)).getByText(name, { selector: '[title]' });
    expect(label).toHaveAttribute('title', name);

    await user.hover(label);
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip).toHaveTextContent(name);
    // The pointer may move onto the tooltip without it vanishing (WCAG 1.4.13).
    await user.hover(tooltip);
    expect(screen.getByRole('tooltip', { hidden: true })).toBeInTheDocument();
    await user.unhover(tooltip);
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
    await user.hover(label);
    await user.unhover(label);
    await waitFor(() => expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument());

    act(() => label.focus());
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(name);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
  });

  it('fetches a thumbnail only once its card comes into view', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderList();
    const imageRequests = () => requests.filter((r) => new URL(r.url).pathname.includes('/images/'));
    expect(imageRequests()).toHaveLength(0);

    const template = templatesOf(NL).find((t) => t.thumbnail)!;
    scrollIntoView(cardNamed(template.name));
    await waitFor(() => expect(imageRequests()).toHaveLength(1));
    expect(new URL(imageRequests()[0]!.url).pathname).toBe(`/v1.0/administrations/${NL}/images/${template.thumbnail}`);
  });

  it('says honestly when there are no templates yet', async () => {
    await resetMockDb({ templates: 0 });
    await renderList();
    expect(await screen.findByText('No templates yet')).toBeInTheDocument();
    // The create tile is still offered to someone who may create.
    expect(screen.getByRole('button', { name: 'Create new template' })).toBeInTheDocument();
  });
});

describe('templates list: Manage_Configuration', () => {
  it('with it: the create tile comes first, cards have a menu and an open link', async () => {
    await renderList('/templates', NL);
    const list = await screen.findByRole('list', { name: 'Templates' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('button', { name: 'Create new template' })).toBeInTheDocument();

    const name = templatesOf(NL)[0]!.name;
    const card = cardNamed(name);
    expect(within(card).getByRole('link', { name: `Open ${name}` })).toHaveAttribute(
      'href',
      `/templates/${templatesOf(NL)[0]!.id}`,
    );
    expect(within(card).getByRole('button', { name: `Actions for ${name}` })).toBeInTheDocument();
  });

  it('without it: no create tile, no menus, thumbnails not clickable', async () => {
    await renderList('/templates', GB);
    expect(await allCards(templatesOf(GB).length)).toHaveLength(templatesOf(GB).length);
    expect(screen.queryByRole('button', { name: 'Create new template' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Actions for / })).toHaveLength(0);
    expect(screen.queryAllByRole('link', { name: /^Open / })).toHaveLength(0);
  });

  it('the menu works from the keyboard and Edit opens the template', async () => {
    const { user, router } = await renderList();
    const template = templatesOf(NL)[0]!;
    const actions = () => screen.getByRole('button', { name: `Actions for ${template.name}` });
    // Off screen the card shows a light placeholder; focusing it hands focus to the real menu button.
    act(() => actions().focus());
    await waitFor(() => expect(actions()).toHaveFocus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Duplicate', 'Delete']);
    // Headless UI keeps focus on the menu and points at the active item.
    await waitFor(() => expect(menu).toHaveFocus());
    const active = () => menu.getAttribute('aria-activedescendant');
    expect(active()).toBe(within(menu).getByRole('menuitem', { name: 'Edit' }).id);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(within(menu).getByRole('menuitem', { name: 'Duplicate' }).id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(actions()).toHaveFocus();

    await openMenu(user, template.name);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(currentLocation(router).pathname).toBe(`/templates/${template.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: `Edit template: ${template.name}` })).toBeInTheDocument();
  });

  it('a card that came into view has its menu ready; one that did not opens from its placeholder', async () => {
    const { user } = await renderList();
    const [near, far] = templatesOf(NL);
    scrollIntoView(cardNamed(near!.name));
    for (const template of [near!, far!]) {
      await openMenu(user, template.name);
      expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    }
  });

  it('keeps focus when a focused placeholder is swapped for the real menu button', async () => {
    await renderList();
    const name = templatesOf(NL)[5]!.name;
    const actions = () => screen.getByRole('button', { name: `Actions for ${name}` });
    const placeholder = actions();
    act(() => placeholder.focus());
    scrollIntoView(cardNamed(name));
    expect(actions()).not.toBe(placeholder);
    expect(actions()).toHaveFocus();
  });

  it('the thumbnail opens the template', async () => {
    const { user, router } = await renderList();
    const template = templatesOf(NL)[1]!;
    await user.click(screen.getByRole('link', { name: `Open ${template.name}` }));
    await waitFor(() => expect(currentLocation(router).pathname).toBe(`/templates/${template.id}`));
  });
});

describe('templates list: create, duplicate, delete', () => {
  it('create posts an empty body with the default name and opens the new template', async () => {
    const { user, router } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Create new template' }));

    await waitFor(() => expect(currentLocation(router).pathname).toMatch(/^\/templates\/[^/]+$/));
    const id = currentLocation(router).pathname.split('/').pop()!;
    const created = mock.store.db.templates.findFirst((q) => q.where({ id }));
    expect(created?.name).toMatch(/^New template \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(created?.hml).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: `Edit template: ${created!.name}` })).toBeInTheDocument();
  });

  it('duplicate posts "Copy of <name>" with the same body and channels', async () => {
    const { user } = await renderList();
    const original = templatesOf(NL)[2]!;
    await openMenu(user, original.name);
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));

    expect(await screen.findByRole('heading', { level: 2, name: `Copy of ${original.name}` })).toBeInTheDocument();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    const copy = mock.store.db.templates.findFirst((q) => q.where({ name: `Copy of ${original.name}` }));
    expect(copy?.hml).toBe(original.hml);
    expect(copy?.media).toEqual(original.media);
  });

  it('disables the card menu while a duplicate is under way, so it is sent once', async () => {
    // The copy's creation waits until the test has seen the busy card (not a fixed delay, which a
    // busy machine could spend before the first look), then goes on to the mock's handler.
    const release = holdRequests(mock, 'POST', (url) => url.endsWith(`/administrations/${NL}/templates`));
    const { user } = await renderList();
    const original = templatesOf(NL)[0]!;
    await openMenu(user, original.name);
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));

    const button = screen.getByRole('button', { name: `Actions for ${original.name}` });
    await waitFor(() => expect(button).toBeDisabled());
    expect(cardNamed(original.name)).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('heading', { level: 2, name: `Copy of ${original.name}` })).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('delete removes the card without asking', async () => {
    const { user } = await renderList();
    const victim = templatesOf(NL)[3]!;
    const before = (await allCards(templatesOf(NL).length)).length;
    await openMenu(user, victim.name);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: victim.name })).not.toBeInTheDocument());
    expect(await cards()).toHaveLength(before - 1);
    expect(mock.store.db.templates.findFirst((q) => q.where({ id: victim.id }))).toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('delete names the version on the card (If-Match); one changed meanwhile is not deleted, the user is told and sees it as it is now', async () => {
    const { user } = await renderList();
    const target = templatesOf(NL)[3]!;
    const before = (await allCards(templatesOf(NL).length)).length;
    // Someone else renames it after the list was loaded.
    const url = `${TEST_API_ROOT}/administrations/${NL}/templates/${target.id}`;
    const current = (await (await fetch(url)).json()) as { etag: string; hml: string; media: string[] };
    const renamed = `${target.name} (herzien)`;
    const put = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': current.etag },
      body: JSON.stringify({ name: renamed, hml: current.hml, media: current.media }),
    });
    expect(put.status).toBe(200);

    await openMenu(user, target.name);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this template meanwhile, so it was not deleted. It is shown as it is now: delete it again if you still want to.');
    const deletes = requests.filter((request) => request.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.headers.get('If-Match')).toBe(current.etag);
    expect(mock.store.db.templates.findFirst((q) => q.where({ id: target.id }))).toBeDefined();
    // The list is fetched again: the card is back, under its new name.
    expect(await screen.findByRole('heading', { level: 2, name: renamed })).toBeInTheDocument();
    expect(await cards()).toHaveLength(before);

    // Deleted again, from the version shown now: it goes.
    await openMenu(user, renamed);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(mock.store.db.templates.findFirst((q) => q.where({ id: target.id }))).toBeUndefined());
  });

  it.each([
    ['Delete', 'DELETE', 'The template could not be deleted. Please try again.'],
    ['Duplicate', 'POST', 'The template could not be duplicated. Please try again.'],
  ])('a failed %s shows a short toast and logs, keeping the list', async (item, method, message) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    injectFault({ method, path: '/templates', status: 500, times: 1 });
    const { user } = await renderList();
    const target = templatesOf(NL)[0]!;
    const before = (await allCards(templatesOf(NL).length)).length;
    await openMenu(user, target.name);
    await user.click(screen.getByRole('menuitem', { name: item }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await cards()).toHaveLength(before);
    expect(screen.getByRole('heading', { level: 2, name: target.name })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: `Actions for ${target.name}` })).toBeEnabled());
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Template (delete|duplicate) failed \(ApiError: .*500/));
    expect(log.mock.calls.flat().join(' ')).not.toMatch(/Bearer|mock-access/);
  });

  it('a failed create shows a toast and stays on the list', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    injectFault({ method: 'POST', path: '/templates', status: 500, times: 1 });
    const { user, router } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Create new template' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The template could not be created. Please try again.');
    expect(currentLocation(router).pathname).toBe('/templates');
    expect(screen.getByRole('button', { name: 'Create new template' })).toBeEnabled();
    expect(log).toHaveBeenCalled();
  });
});

describe('templates list: sort and search in the URL', () => {
  it('restores sort and search from the URL and asks the API for them', async () => {
    await renderList('/templates?sortBy=name&sortOrder=asc&name=reminder');
    expect(screen.getByRole('button', { name: 'Sort by name, ascending' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sort by last modified, off' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('searchbox', { name: 'Search templates' })).toHaveValue('reminder');
    await cards();
    expect(listRequests().at(-1)).toEqual({ name: 'reminder', 'sort-by': 'name', 'sort-order': 'asc' });
  });

  it('sortBy=none sends neither sort-by nor sort-order', async () => {
    await renderList('/templates?sortBy=none');
    await cards();
    expect(screen.getByRole('button', { name: 'Sort by name, off' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort by last modified, off' })).toBeInTheDocument();
    expect(listRequests().at(-1)).toEqual({});
  });

  it('falls back to the default for invalid values', async () => {
    const { router } = await renderList('/templates?sortBy=size&sortOrder=up&name=ab');
    await cards();
    expect(screen.getByRole('button', { name: 'Sort by last modified, descending' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search templates' })).toHaveValue('');
    expect(currentLocation(router).search).toEqual({});
  });

  it('cycles the toggles, keeps them exclusive, and writes them to the URL', async () => {
    const { user, router } = await renderList();
    await cards();
    await user.click(screen.getByRole('button', { name: 'Sort by name, off' }));
    expect(screen.getByRole('button', { name: 'Sort by name, descending' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sort by last modified, off' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(currentLocation(router).search).toEqual({ sortBy: 'name', sortOrder: 'desc' }));

    await user.click(screen.getByRole('button', { name: 'Sort by name, descending' }));
    await waitFor(() => expect(currentLocation(router).search).toEqual({ sortBy: 'name', sortOrder: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Sort by name, ascending' }));
    await waitFor(() => expect(currentLocation(router).search).toEqual({ sortBy: 'none' }));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({}));

    await user.click(screen.getByRole('button', { name: 'Sort by last modified, off' }));
    await waitFor(() => expect(currentLocation(router).search).toEqual({}));
    expect(screen.getByRole('button', { name: 'Sort by last modified, descending' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sort by name, off' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('names sorted ascending come back in that order', async () => {
    const { user } = await renderList();
    await cards();
    await user.click(screen.getByRole('button', { name: 'Sort by name, off' }));
    await user.click(screen.getByRole('button', { name: 'Sort by name, descending' }));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ 'sort-by': 'name', 'sort-order': 'asc' }));
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const expected = templatesOf(NL).map((t) => t.name).sort(collator.compare);
    await waitFor(async () => {
      const shown = (await cards()).map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
      expect(shown).toEqual(expected);
    });
  });

  it('applies a search after the pause, in the URL without a history entry per keystroke', async () => {
    const { user, router, history } = await renderList();
    await cards();
    const lengthBefore = history.length;
    const box = screen.getByRole('searchbox', { name: 'Search templates' });
    const needle = templatesOf(NL)[0]!.name.slice(0, 5);
    await user.type(box, needle);
    expect(currentLocation(router).search).toEqual({});
    await waitFor(() => expect(currentLocation(router).search).toEqual({ name: needle.trim() }));
    await waitFor(() => expect(listRequests().at(-1)?.name).toBe(needle.trim()));
    expect(history.length).toBe(lengthBefore);
    // Only the final text was sent: one list call for the search, not one per keystroke.
    expect(listRequests().filter((params) => params.name !== undefined)).toHaveLength(1);
    // The matching cards replace the others once the answer is there.
    await waitFor(async () => {
      const shown = (await cards()).map((card) => within(card).getByRole('heading', { level: 2 }).textContent?.toLowerCase());
      expect(shown.length).toBeGreaterThan(0);
      for (const name of shown) expect(name).toContain(needle.trim().toLowerCase());
    });
  });

  it('1 or 2 characters show the minimum-length error at the field and search nothing', async () => {
    const { user, router } = await renderList();
    await cards();
    const box = screen.getByRole('searchbox', { name: 'Search templates' });
    await user.type(box, 'ab');
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription('Enter at least 3 characters');
    expect(currentLocation(router).search).toEqual({});

    await user.type(box, 'c');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('clearing the box applies at once', async () => {
    const { user, router } = await renderList('/templates?name=reminder');
    const box = screen.getByRole('searchbox', { name: 'Search templates' });
    await user.clear(box);
    expect(currentLocation(router).search).toEqual({});
  });

  it('says which search found nothing, and can clear it', async () => {
    const { user, router } = await renderList('/templates?name=zzqqxx');
    expect(await screen.findByText('No template matches “zzqqxx”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(currentLocation(router).search).toEqual({}));
    expect(screen.getByRole('searchbox', { name: 'Search templates' })).toHaveValue('');
    await waitFor(async () => expect(await cards()).toHaveLength(templatesOf(NL).length));
  });

  it('keeps the grid on screen while a new search loads (no skeleton flash)', async () => {
    const { user } = await renderList();
    await cards();
    // The search's answer is held until the busy grid has been seen, however loaded the machine is.
    const release = holdRequests(mock, 'GET', (url) => url.includes(`/administrations/${NL}/templates?`) && url.includes('name='));
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), templatesOf(NL)[0]!.name.slice(0, 4));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Templates' })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.queryByRole('status', { name: 'Loading templates' })).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Templates' })).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
  });
});
