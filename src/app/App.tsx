import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { PageSpinner } from '@/components/PageSpinner';
import { ToastProvider } from '@/components/Toast';
import { AuthActionsProvider } from '@/features/auth/credentials/auth-actions';
import type { LazyAuth } from './lazy-auth';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App({ auth }: { auth: LazyAuth }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient, auth));

  // Signing in or out re-runs the route guards; signing out also forgets every cached answer.
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void auth.load().then((service) => {
      if (cancelled) return;
      let signedIn = service.isAuthenticated();
      unsubscribe = service.authActor.subscribe(() => {
        const now = service.isAuthenticated();
        if (now === signedIn) return;
        signedIn = now;
        if (!now) queryClient.clear();
        void router.invalidate();
      }).unsubscribe;
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [auth, queryClient, router]);

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
