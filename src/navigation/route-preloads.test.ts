/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const MANIFEST = { files: ['assets/customers-a.js', 'assets/kit-b.js', 'assets/tasks-c.js'], routes: { '/_app/customers/': [0, 1], '/_app/tasks': [1, 2] } };

const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

/** A fresh module per test: it keeps the manifest and what it asked for. */
const load = async () => {
  vi.resetModules();
  return (await import('./route-preloads')).preloadRouteChunks;
};

describe('preloadRouteChunks', () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(MANIFEST))));

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.id = 'route-preloads';
    link.href = '/assets/route-preloads-x.json';
    document.head.append(link);
  });

  afterEach(() => {
    document.head.innerHTML = '';
    fetchMock.mockClear();
    vi.unstubAllGlobals();
  });

  it('adds a modulepreload link for each chunk of the routes, once, reading the manifest once', async () => {
    const preloadRouteChunks = await load();
    preloadRouteChunks(['/_app', '/_app/customers/']);
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/customers-a.js', '/assets/kit-b.js']));
    preloadRouteChunks(['/_app/tasks']);
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/customers-a.js', '/assets/kit-b.js', '/assets/tasks-c.js']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/assets/route-preloads-x.json'), { credentials: 'same-origin' });
  });

  it('does nothing without the manifest (development, a failed request)', async () => {
    document.head.innerHTML = '';
    (await load())(['/_app/customers/']);
    expect(fetchMock).not.toHaveBeenCalled();
    const preloadRouteChunks = await load();
    const link = document.createElement('link');
    link.id = 'route-preloads';
    link.href = '/assets/route-preloads-x.json';
    document.head.append(link);
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    preloadRouteChunks(['/_app/customers/']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloaded()).toEqual([]);
  });
});
