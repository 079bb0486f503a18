import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { PageSpinner } from '@/components/PageSpinner';
import { ToastProvider } from '@/components/Toast';
import { AuthActionsProvider } from '@/features/auth/credentials/auth-actions';
import { afterFirstPage, startFirstLoad } from './first-load';
import type { LazyAuth } from './lazy-auth';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

type AppProps = { auth: LazyAuth; queryClient: QueryClient; router: ReturnType<typeof createAppRouter> };

/**
 * The query client and the router of the app, the first page already loading (see
 * ./first-load): made before the first render, which waits for the translations.
 */
export function createApp(auth: LazyAuth): Omit<AppProps, 'auth'> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, auth);
  void startFirstLoad(router);
  return { queryClient, router };
}

export function App({ auth, queryClient, router }: AppProps) {
  // Signing in or out re-runs the route guards; signing out also forgets every cached answer.
  useEffect(
    () =>
      auth.onSignedInChange((signedIn) => {
        if (!signedIn) queryClient.clear();
        void router.invalidate();
      }),
    [auth, queryClient, router],
  );

  // The session module (renewal, sign-out, the provider's events) is not needed to show the first
  // page: it loads once that page is there, unless something asked for it sooner (a 401, a
  // sign-in, a sign-out).
  useEffect(() => {
    let cancelled = false;
    void afterFirstPage(router).then(() => {
      if (!cancelled) void auth.load();
    });
    return () => {
      cancelled = true;
    };
  }, [auth, router]);

  return (
    <AuthActionsProvider value={auth.actions}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <Suspense fallback={<PageSpinner />}>
            <RouterProvider router={router} />
          </Suspense>
        </ToastProvider>
      </QueryClientProvider>
    </AuthActionsProvider>
  );
}
