import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorPage } from '@/components/ErrorPage';
import { PageSpinner } from '@/components/PageSpinner';
import type { Permission } from '@/lib/permissions';
import { routeTree } from '@/routeTree.gen';

/** What routes need of the session: the protected group's guard and the shell's sign-out. */
export type RouterAuth = {
  isAuthenticated(): boolean;
  waitUntilLoaded(): Promise<void>;
  /** Where a just-completed single-sign-on sign-in asked to go. */
  ssoReturnTo(): string | undefined;
  /** The single-sign-on flow's last error tag, shown on the login screen. */
  ssoError(): string | null;
  signOut(): Promise<void>;
};

export type RouterContext = { queryClient: QueryClient; auth: RouterAuth };

export function createAppRouter(queryClient: QueryClient, auth: RouterAuth, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, auth },
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageSpinner,
    defaultErrorComponent: ({ error, reset }) => <ErrorPage variant="500" error={error} onRetry={reset} />,
    defaultNotFoundComponent: () => <ErrorPage variant="404" headingLevel={1} />,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The permission a route needs (SPEC §6); the app layout shows the forbidden page without it. */
    permission?: Permission | null;
  }
}
