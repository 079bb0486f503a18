import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { PageSpinner } from '@/components/PageSpinner';
import { ToastProvider } from '@/components/Toast';
import { AuthActionsProvider } from '@/features/auth/credentials/auth-actions';
import { type AuthService, AuthProvider, hasSession } from '@/features/auth/session';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App({ auth }: { auth: AuthService }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient, auth));

  // Signing in or out re-runs the route guards; signing out also forgets every cached answer.
  useEffect(() => {
    let signedIn = hasSession(auth.authActor.getSnapshot());
    const subscription = auth.authActor.subscribe((snapshot) => {
      const now = hasSession(snapshot);
      if (now === signedIn) return;
      signedIn = now;
      if (!now) queryClient.clear();
      void router.invalidate();
    });
    return () => subscription.unsubscribe();
  }, [auth, queryClient, router]);

  return (
    <AuthProvider service={auth}>
      <AuthActionsProvider value={auth}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <Suspense fallback={<PageSpinner />}>
              <RouterProvider router={router} />
            </Suspense>
          </ToastProvider>
        </QueryClientProvider>
      </AuthActionsProvider>
    </AuthProvider>
  );
}
