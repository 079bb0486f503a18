import type { QueryClient } from '@tanstack/react-query';
import { type AnyRouter, createRouter, type RouterHistory } from '@tanstack/react-router';
import { PageSpinner } from '@/components/PageSpinner';
import { DeferredNotFoundPage, DeferredRouteErrorView } from '@/components/DeferredErrorViews';
import type { Namespace } from '@/lib/i18n';
import type { Permission } from '@/lib/permissions';
import { coreRouteTree, loadAreaOf, trackAreas } from './route-areas';
import { preloadRouteChunks } from '@/navigation/route-preloads';
// Only its type: typed links and search know every route; the areas' routes load with their area.
import type { routeTree } from '@/routeTree.gen';

/** What routes need of the session: the protected group's guard, the shell's sign-out, the 401 view. */
export type RouterAuth = {
  isAuthenticated(): boolean;
  waitUntilLoaded(): Promise<void>;
  /** Where a just-completed single-sign-on sign-in asked to go. */
  ssoReturnTo(): string | undefined;
  /** The single-sign-on flow's last error tag, shown on the login screen. */
  ssoError(): string | null;
  /** Signing out on purpose discards the kept drafts; `sessionEnded` (not the user's choice) keeps them. */
  signOut(options?: { sessionEnded?: boolean; everywhere?: boolean }): Promise<void>;
};

/**
 * The root context of every route. The app layout (`routes/_app.tsx`) adds `access` (the active
 * administration and its permissions, `@/api/route-access`); each signed-in route's guard adds the
 * `administrationId` it checked (`@/navigation/route-guard`).
 */
export type RouterContext = {
  queryClient: QueryClient;
  auth: RouterAuth;
  /** Loads the routes of an address's area into this router (`./route-areas`). */
  loadArea(pathname: string): Promise<boolean>;
};

export function createAppRouter(queryClient: QueryClient, auth: RouterAuth, history?: RouterHistory) {
  // The router itself, for its context's area loader (called only once the router exists).
  const self: { router?: AnyRouter } = {};
  const router = createRouter({
    routeTree: coreRouteTree as unknown as typeof routeTree,
    history,
    context: { queryClient, auth, loadArea: (pathname: string): Promise<boolean> => loadAreaOf(self.router!, pathname) },
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageSpinner,
    // One mapping of failures to views: sign-in again, forbidden, not found, the 500 page.
    defaultErrorComponent: DeferredRouteErrorView,
    defaultNotFoundComponent: DeferredNotFoundPage,
    scrollRestoration: true,
  });
  self.router = router;
  trackAreas(router);
  // Every page's screens start loading with the navigation (signed-in routes also when preloaded,
  // in their guard); public pages have no guard.
  router.subscribe('onBeforeLoad', ({ toLocation }) => preloadRouteChunks(router.matchRoutes(toLocation).map((match) => match.routeId)));
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The permission a route needs (SPEC §6), set with `guard()`: checked before the route loads. */
    permission?: Permission | null;
    /** The screen's translation namespaces (set by the route helpers of `@/navigation/route-data`). */
    namespaces?: readonly Namespace[];
    /** The contract path the page reads (the same helpers). */
    read?: string;
    /** A list page (set by `listRoute()`): the frame offers "Skip to list" as its first tab stop. */
    list?: boolean;
  }
}
