/**
 * Once a page has settled, the routes, code and words of the areas the sidebar offers load in the
 * background, one area per idle moment: following a link then waits for its answer only, not for a
 * dozen chunks, a translation file and the contract's answer schemas one after the other (issue 25: sidebar navigation ≤ 150 ms).
 * Their data is not asked for: that is the router's preload on intent (hover or focus of a link),
 * and a real backend should not answer fifteen lists nobody opened.
 *
 * Only in a build (the route-preloads manifest is in the page): in development each module is a
 * request of its own, and in tests there is no page to speed up. Nothing either when the browser
 * asks to save data.
 */
import type { AnyRouter } from '@tanstack/react-router';
import { warmUpAnswers } from '@/api/warm-answers';
import { loadNamespaces } from '@/lib/i18n';
import { preloadRouteChunks } from './route-preloads';
import { MANIFEST_LINK_ID } from './route-preloads-apply';

const warmed = new Set<string>();

type Connection = { saveData?: boolean };

function shouldWarm(): boolean {
  if (typeof document === 'undefined' || !document.getElementById(MANIFEST_LINK_ID)) return false;
  return !(navigator as Navigator & { connection?: Connection }).connection?.saveData;
}

/** The route ids, code, namespaces and answer schemas of one path: what entering it would load besides its data. */
function warmPath(router: AnyRouter, path: string): void {
  const [routes] = router.getMatchedRoutes(path);
  preloadRouteChunks(routes.map((route) => route.id));
  for (const route of routes) {
    router.loadRouteChunk(route)?.catch(() => undefined); // entering it will load and show the failure
    const namespaces = route.options.staticData?.namespaces;
    if (namespaces?.length) loadNamespaces(...namespaces).catch(() => undefined);
    const read = route.options.staticData?.read;
    if (read) warmUpAnswers(read);
  }
}

/** The router's own area loader (`loadArea` of its context, src/app/route-areas.ts). */
function loadArea(router: AnyRouter, path: string): Promise<unknown> {
  const context = router.options.context as { loadArea?: (pathname: string) => Promise<boolean> } | undefined;
  return context?.loadArea ? context.loadArea(path) : Promise.resolve();
}

export function warmAreas(router: AnyRouter, paths: readonly string[]): void {
  if (!shouldWarm()) return;
  const queue = paths.filter((path) => !warmed.has(path));
  const next = () => {
    const path = queue.shift();
    if (path === undefined) return;
    warmed.add(path);
    // The area's routes first (a chunk of their own), then what they name.
    loadArea(router, path).then(
      () => warmPath(router, path),
      () => undefined, // following the link loads it again and shows the failure
    );
    whenIdle(next);
  };
  whenIdle(next);
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 50);
}
