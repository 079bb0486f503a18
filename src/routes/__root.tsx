import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { DeferredNotFoundPage } from '@/components/DeferredErrorViews';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => (
    <main className="p-6">
      <DeferredNotFoundPage />
    </main>
  ),
});
