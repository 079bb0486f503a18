import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { loadNamespaces, warmUpAnswers, preloadRouteChunks } = vi.hoisted(() => ({
  loadNamespaces: vi.fn((..._namespaces: string[]) => Promise.resolve()),
  warmUpAnswers: vi.fn((_path: string) => undefined),
  preloadRouteChunks: vi.fn((_ids: readonly string[]) => undefined),
}));

vi.mock('@/lib/i18n', () => ({ loadNamespaces }));
vi.mock('@/api/warm-answers', () => ({ warmUpAnswers }));
vi.mock('./route-preloads', () => ({ preloadRouteChunks }));

type FakeRoute = { id: string; options: { staticData?: { namespaces?: string[]; read?: string } } };

const ROUTES: Record<string, FakeRoute[]> = {
  '/customers': [
    { id: '__root__', options: {} },
    { id: '/_app', options: { staticData: {} } },
    { id: '/_app/customers/', options: { staticData: { namespaces: ['customers', 'list'], read: '/administrations/{administrationId}/customers' } } },
  ],
  '/tasks': [{ id: '/_app/tasks/', options: { staticData: { namespaces: ['tasks'], read: '/administrations/{administrationId}/tasks' } } }],
};

function fakeRouter() {
  const loadRouteChunk = vi.fn((_route: FakeRoute) => Promise.resolve());
  // The areas' routes are in the tree at once (src/app/route-areas.test.ts covers loading them).
  const loadArea = vi.fn((_path: string) => Promise.resolve(true));
  const router = { getMatchedRoutes: (path: string) => [ROUTES[path] ?? [], {}, undefined], loadRouteChunk, options: { context: { loadArea } } };
  return { router: router as unknown as AnyRouter, loadRouteChunk };
}

/** Idle callbacks run when the test says so: one area per idle moment is the rule under test. */
let idle: (() => void)[] = [];
const runIdle = async () => {
  const due = idle;
  idle = [];
  for (const run of due) run();
  // What an idle moment started runs once the area's routes are in (a promise).
  await new Promise((resolve) => setTimeout(resolve, 0));
};

function page({ manifest, saveData = false }: { manifest: boolean; saveData?: boolean }) {
  vi.stubGlobal('document', { getElementById: (id: string) => (manifest && id === 'route-preloads' ? {} : null) });
  vi.stubGlobal('navigator', { connection: { saveData } });
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
}

async function freshModule() {
  vi.resetModules();
  return import('./warm-areas');
}

describe('warmAreas', () => {
  beforeEach(() => {
    idle = [];
    vi.unstubAllGlobals();
    loadNamespaces.mockClear();
    warmUpAnswers.mockClear();
    preloadRouteChunks.mockClear();
  });
  // The node project shares a worker between files: a page left stubbed here would make the next
  // file's router think it runs in a browser.
  afterEach(() => vi.unstubAllGlobals());

  it('loads each area’s code, words and answer schemas, one area per idle moment, and each only once', async () => {
    page({ manifest: true });
    const { warmAreas } = await freshModule();
    const { router, loadRouteChunk } = fakeRouter();

    warmAreas(router, ['/customers', '/tasks']);
    expect(loadRouteChunk).not.toHaveBeenCalled(); // nothing before the browser is idle

    await runIdle();
    expect(preloadRouteChunks).toHaveBeenCalledWith(['__root__', '/_app', '/_app/customers/']);
    expect(loadRouteChunk).toHaveBeenCalledTimes(3);
    expect(loadNamespaces).toHaveBeenCalledWith('customers', 'list');
    expect(warmUpAnswers).toHaveBeenCalledExactlyOnceWith('/administrations/{administrationId}/customers');
    expect(loadNamespaces).not.toHaveBeenCalledWith('tasks');

    await runIdle();
    expect(loadNamespaces).toHaveBeenCalledWith('tasks');
    expect(warmUpAnswers).toHaveBeenLastCalledWith('/administrations/{administrationId}/tasks');

    warmAreas(router, ['/tasks', '/customers']);
    await runIdle();
    await runIdle();
    expect(loadNamespaces).toHaveBeenCalledTimes(2);
  });

  it('does nothing without the build’s preload manifest (development, tests) or when the browser asks to save data', async () => {
    for (const conditions of [{ manifest: false }, { manifest: true, saveData: true }]) {
      page(conditions);
      const { warmAreas } = await freshModule();
      const { router, loadRouteChunk } = fakeRouter();
      warmAreas(router, ['/customers']);
      await runIdle();
      expect(loadRouteChunk).not.toHaveBeenCalled();
      expect(loadNamespaces).not.toHaveBeenCalled();
    }
  });
});
