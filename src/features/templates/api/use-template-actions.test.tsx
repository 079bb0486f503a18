import { createMockServer, injectFault, resetMockDb, SEED_IDS } from '@mocks/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createTestQueryClient, currentLocation, renderApp, TEST_CONFIG } from '@tests/utils/render-app';
import { ToastProvider } from '@/components/Toast';
import { setRuntimeConfig } from '@/lib/config';
import { type TemplateActions, useTemplateActions } from './use-template-actions';

/**
 * What useTemplateActions adds to the generated mutations: a call that comes before the page has
 * re-rendered sends nothing more, and delete is optimistic.
 */
const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;

let requests: { method: string; path: string }[] = [];
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests = [];
  mock.server.events.on('request:start', ({ request }) => {
    requests.push({ method: request.method, path: new URL(request.url).pathname });
  });
});
afterEach(async () => {
  mock.server.events.removeAllListeners();
  mock.server.resetHandlers();
  await resetMockDb();
});
afterAll(() => mock.server.close());

/** Holds the matching requests until `release()`, then lets the mock backend answer them. */
function holdRequests(method: string, path: RegExp): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  mock.server.use(
    http.all('*', async ({ request }) => {
      if (request.method === method && path.test(new URL(request.url).pathname)) await released;
      return undefined; // on to the mock backend
    }),
  );
  return release;
}

const sent = (method: string, pattern: RegExp) => requests.filter((r) => r.method === method && pattern.test(r.path));
const TEMPLATES = /\/templates$/;
const ONE_TEMPLATE = /\/templates\/[^/]+$/;

function newestTemplate() {
  return mock.store.db.templates
    .findMany((q) => q.where({ administrationId: NL }))
    .sort((a, b) => b['last-modified-date'].localeCompare(a['last-modified-date']))[0]!;
}

/**
 * Renders /templates and waits for its whole list: the grid renders a screenful first and a few
 * cards a frame after it, so what a test reads before that is still growing.
 */
async function renderList() {
  const app = renderApp('/templates', { administrationId: NL });
  await screen.findByRole('heading', { level: 1, name: 'Templates' });
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading templates' })).not.toBeInTheDocument());
  const list = await screen.findByRole('list', { name: 'Templates' });
  const count = mock.store.db.templates.findMany((q) => q.where({ administrationId: NL })).length;
  await waitFor(() => expect(within(list).queryAllByRole('article')).toHaveLength(count));
  return app;
}

it('two clicks on the create tile before the page re-renders send one create', async () => {
  const { router } = await renderList();
  const tile = screen.getByRole('button', { name: 'Create new template' });
  // fireEvent, not user-event: nothing is awaited between the clicks, so the tile is not yet disabled.
  fireEvent.click(tile);
  fireEvent.click(tile);
  await waitFor(() => expect(currentLocation(router).pathname).toMatch(/^\/templates\/[^/]+$/));
  expect(sent('POST', TEMPLATES)).toHaveLength(1);
}, 15_000);

describe('the hook itself', () => {
  /** Renders useTemplateActions alone (a router, the query client and toasts around it). */
  async function renderActions() {
    setRuntimeConfig(TEST_CONFIG);
    const current: { actions?: TemplateActions } = {};
    function Probe() {
      current.actions = useTemplateActions(NL);
      return null;
    }
    const router = createRouter({ routeTree: createRootRoute({ component: Probe }), history: createMemoryHistory() });
    const queryClient = createTestQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(current.actions).toBeDefined());
    return { queryClient, actions: () => current.actions! };
  }

  it('sends one duplicate for two calls in a row, and shows it as under way meanwhile', async () => {
    const release = holdRequests('POST', TEMPLATES);
    const { actions } = await renderActions();
    const original = newestTemplate();
    act(() => {
      actions().duplicate(original.id);
      actions().duplicate(original.id);
    });
    await waitFor(() => expect(actions().pending.get(original.id)).toBe('duplicating'));
    release();
    await waitFor(() => expect(actions().pending.size).toBe(0));
    expect(sent('GET', ONE_TEMPLATE)).toHaveLength(1);
    expect(sent('POST', TEMPLATES)).toHaveLength(1);
    expect(mock.store.db.templates.findMany((q) => q.where({ name: `Copy of ${original.name}` }))).toHaveLength(1);
  });

  it('sends one delete for two calls in a row, and no duplicate of a template being deleted', async () => {
    const release = holdRequests('DELETE', ONE_TEMPLATE);
    const { actions } = await renderActions();
    const victim = newestTemplate();
    act(() => {
      actions().remove(victim.id, `"v${victim.version}"`);
      actions().remove(victim.id, `"v${victim.version}"`);
      actions().duplicate(victim.id);
    });
    await waitFor(() => expect(actions().pending.get(victim.id)).toBe('deleting'));
    release();
    await waitFor(() => expect(actions().pending.size).toBe(0));
    expect(sent('DELETE', ONE_TEMPLATE)).toHaveLength(1);
    expect(sent('POST', TEMPLATES)).toHaveLength(0);
  });

  it('runs actions on different templates side by side', async () => {
    const { actions } = await renderActions();
    const [first, second] = mock.store.db.templates.findMany((q) => q.where({ administrationId: NL }));
    act(() => {
      actions().duplicate(first!.id);
      actions().duplicate(second!.id);
    });
    await waitFor(() => expect(sent('POST', TEMPLATES)).toHaveLength(2));
  });
});

it('delete takes the card away before the server answers; the list is then fetched again', async () => {
  const release = holdRequests('DELETE', ONE_TEMPLATE);
  const { user } = await renderList();
  const victim = newestTemplate();
  await user.click(screen.getByRole('button', { name: `Actions for ${victim.name}` }));
  const listsBefore = sent('GET', TEMPLATES).length;
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));

  await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: victim.name })).not.toBeInTheDocument());
  expect(mock.store.db.templates.findFirst((q) => q.where({ id: victim.id }))).toBeDefined(); // not yet deleted
  release();
  await waitFor(() => expect(mock.store.db.templates.findFirst((q) => q.where({ id: victim.id }))).toBeUndefined());
  await waitFor(() => expect(sent('GET', TEMPLATES).length).toBeGreaterThan(listsBefore));
  expect(screen.queryByRole('heading', { level: 2, name: victim.name })).not.toBeInTheDocument();
}, 15_000);

it('a refused delete puts the card back where it was', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  injectFault({ method: 'DELETE', path: '/templates/', status: 500, times: 1 });
  const release = holdRequests('DELETE', ONE_TEMPLATE);
  const { user } = await renderList();
  const victim = newestTemplate();
  const list = screen.getByRole('list', { name: 'Templates' });
  const names = () => within(list).queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  const before = names();
  await user.click(screen.getByRole('button', { name: `Actions for ${victim.name}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));

  await waitFor(() => expect(names()).not.toContain(victim.name));
  release();
  expect(await screen.findByRole('alert')).toHaveTextContent('The template could not be deleted. Please try again.');
  expect(names()).toEqual(before);
}, 15_000);
