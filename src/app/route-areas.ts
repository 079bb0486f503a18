/**
 * The areas' routes load with the area, not with the app (issue 19: a first load that does not grow
 * with areas). The router starts with the root, the public pages and the signed-in layout
 * (`src/route-tree/core.gen.ts`, written by `scripts/route-areas.ts` from TanStack Router's
 * generated tree); an area's routes join the layout the first time one of its addresses is
 * opened, preloaded on intent, or warmed up in the background (`@/navigation/warm-areas`, through
 * the router's context).
 *
 * The first page's area starts loading before the configuration (`preloadAreaOf` in main.tsx), and
 * its routes are in the tree before the router first matches (`loadAreaOf` in first-load.ts).
 * Any other address the tree does not know yet lands on `areaLoaderRoute`, a catch-all that
 * loads the area and sends the router to the same address again; an address of no area is the
 * not-found page, as before.
 */
import { type AnyRouter, createRoute, notFound, redirect } from '@tanstack/react-router';
import { appLayoutRoute, areas, routeTree } from '@/route-tree/core.gen';
import { Route as rootRoute } from '@/routes/__root';

type AppLayoutChildren = Parameters<typeof appLayoutRoute._addFileChildren>[0];

/** A route's children as the router keeps them (an array once `_addFileChildren` ran). */
const childrenOf = (route: { children?: unknown }): unknown[] => (Array.isArray(route.children) ? route.children : []);

/** The area an address belongs to: the first segment of its path, if it is an area's. */
export function areaOf(pathname: string): string | undefined {
  const segment = pathname.split('/').find(Boolean);
  return segment !== undefined && Object.hasOwn(areas, segment) ? segment : undefined;
}

/** The areas whose routes the layout has (route objects are shared by every router made). */
const attached = new Map<string, Promise<void>>();

function attach(area: string): Promise<void> {
  let attaching = attached.get(area);
  if (!attaching) {
    attaching = areas[area]!().then(({ routes }) => {
      appLayoutRoute._addFileChildren([...childrenOf(appLayoutRoute), ...routes] as AppLayoutChildren);
    });
    // A chunk that failed to load is asked for again next time.
    attaching.catch(() => attached.delete(area));
    attached.set(area, attaching);
  }
  return attaching;
}

/** Starts loading the routes of the area of an address, before there is a router. */
export function preloadAreaOf(pathname: string): void {
  const area = areaOf(pathname);
  if (area !== undefined) attach(area).catch(() => undefined); // the router's own load shows the failure
}

/** How many routes the layout had when each router last processed its tree. */
const builtWith = new WeakMap<AnyRouter, number>();

type RouterInternals = { buildRouteTree(): unknown; setRoutes(processed: unknown): void };

/** Makes the router process its tree again if the layout gained routes since it last did. */
function refresh(router: AnyRouter): void {
  const count = childrenOf(appLayoutRoute).length;
  if (builtWith.get(router) === count) return;
  builtWith.set(router, count);
  // What `router.update()` does when given a new tree; the tree object here stays the same.
  const internals = router as unknown as RouterInternals;
  internals.setRoutes(internals.buildRouteTree());
}

/**
 * A new router processes its tree once more: outside a browser TanStack Router reuses the tree
 * the first router processed (a server-side cache keyed by the tree object, which stays the same
 * here while areas join it). A tree without areas takes well under a millisecond.
 */
export function trackAreas(router: AnyRouter): void {
  builtWith.delete(router);
  refresh(router);
}

/**
 * Loads the routes of the area of an address into the router. Resolves true when the address
 * matches one of them now, false when it is no area's address or no route of its area matches it.
 * (Whether this call or another added them does not matter: a preload on hover and the click that
 * follows may both be waiting for the same area.)
 */
export async function loadAreaOf(router: AnyRouter, pathname: string): Promise<boolean> {
  const area = areaOf(pathname);
  if (area === undefined) return false;
  await attach(area);
  refresh(router);
  const [, , found] = router.getMatchedRoutes(pathname);
  return found !== undefined && found !== areaLoaderRoute;
}

/** @internal Every area (into the router, if given; a router made later processes them anyway): for tests. */
export async function loadAllAreas(router?: AnyRouter): Promise<void> {
  await Promise.all(Object.keys(areas).map(attach));
  if (router) refresh(router);
}

/**
 * Whatever the tree does not know yet. `loadArea` is the router's own `loadAreaOf` (the root
 * context): the router matches the address again once the area is in; an address still unknown
 * then is not found.
 */
const areaLoaderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: async ({ context, location }) => {
    if (!(await context.loadArea(location.pathname))) throw notFound();
    // With the navigation's state: what a link hands the next page (the mailbox's reply) goes along.
    throw redirect({ href: location.href, replace: true, state: location.state });
  },
});

/** The tree a router starts with: the core routes and the catch-all. */
export const coreRouteTree = routeTree._addFileChildren([...childrenOf(routeTree), areaLoaderRoute] as Parameters<typeof routeTree._addFileChildren>[0]);
