/**
 * Asks for the modules a route's screen needs before the router imports it (see
 * ./route-preloads-apply.ts). The work itself loads with the first route: it is not part of the
 * first load's code, which every page pays for.
 */
let apply: Promise<(routeIds: readonly string[]) => void> | undefined;

export function preloadRouteChunks(routeIds: readonly string[]): void {
  if (typeof document === 'undefined') return; // a router in a test without a page
  apply ??= import('./route-preloads-apply').then((module) => module.applyRoutePreloads);
  void apply.then((run) => run(routeIds)).catch(() => undefined);
}
